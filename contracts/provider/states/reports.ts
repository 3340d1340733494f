// Provider states of the reports' REST calls (contracts/consumer/reports.pact.test.ts): a new
// sale of R00001 through the one sale code path, answered as its refId and voucher serial for
// the interaction's request, refunded already where the state says so.
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { refundSale } from '../../../server/modules/ledger/sale-reversals.service';
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { tokens } from '../../parties';
import { demoCompany, demoUserSignedIn, type StateContext, type StateSetUp } from './context';

async function saleOfR00001(db: Kysely<Database>, context: StateContext) {
  const demo = await demoCompany(db, context);
  const terminal = demo.terminals.find((t) => t.agentCode === 'R00001');
  if (!terminal) throw new Error('no demo terminal of R00001');
  const sale = await sellVouchers(db, [{ terminalId: terminal.id, productCode: 'AUD10' }]);
  if (!sale.ok) throw new Error(`the demo sale of R00001 was refused: ${sale.resultDescription}`);
  const { transactionId, refId, voucherSerial } = sale.sales[0]!;
  return { transactionId, refId, voucherSerial };
}

export const reportsStates: Record<string, StateSetUp> = {
  'MD0001 admin is signed in and R00001 sold a voucher': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    const { refId, voucherSerial } = await saleOfR00001(db, context);
    return { refId, voucherSerial };
  },
  'MD0001 viewer is signed in and R00001 sold a voucher': async (db, context) => {
    await demoUserSignedIn('MD0001/viewer', tokens.demoViewer)(db, context);
    const { refId, voucherSerial } = await saleOfR00001(db, context);
    return { refId, voucherSerial };
  },
  'MD0001 admin is signed in and a sale of R00001 has been refunded': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    const { transactionId, refId, voucherSerial } = await saleOfR00001(db, context);
    await refundSale(db, { transactionId, voucherSerial, comments: 'Sold in error', userId: null });
    return { refId, voucherSerial };
  },
};
