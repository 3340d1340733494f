// Provider states of Product Validate / Product Redeem (contracts/consumer/vouchers.pact.test.ts):
// a voucher sold by R00001's terminal through the one sale code path (its PIN answered for the
// interaction's request), then redeemed at M00001 or refunded where the state says so; and the
// M00002 payout user locked after too many wrong PINs, through the services themselves. The lock
// is the user's (the failures are counted from an address of the documentation range, so the
// verification's own address is never locked).
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { refundSale } from '../../../server/modules/ledger/sale-reversals.service';
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { VOUCHER_TEXT, redeemVouchers } from '../../../server/modules/vouchers/vouchers.service';
import { ResultCode } from '../../../server/domain/domain-error';
import { PIN_FAILURES_PER_USER, recordPinRefusal } from '../../../server/modules/vouchers/pin-attempts.service';
import { resolveSession } from '../../../server/http/session';
import { tokens } from '../../parties';
import { demoCompany, demoUserSignedIn, type StateContext, type StateSetUp } from './context';

/** The consumer's placeholder for the M00002 payout user, locked in its state. */
export const LOCKED_REDEEMER_TOKEN = 'pact-token-demo-m00002-payout-locked';

async function saleOfR00001(db: Kysely<Database>, context: StateContext) {
  const demo = await demoCompany(db, context);
  const terminal = demo.terminals.find((t) => t.agentCode === 'R00001');
  if (!terminal) throw new Error('no demo terminal of R00001');
  const sale = await sellVouchers(db, [{ terminalId: terminal.id, productCode: 'AUD20' }]);
  if (!sale.ok) throw new Error(`the demo sale of R00001 was refused: ${sale.resultDescription}`);
  return sale.sales[0]!;
}

function signedInWithSale(login: string, placeholder: string, then?: (db: Kysely<Database>, context: StateContext, sale: Awaited<ReturnType<typeof saleOfR00001>>) => Promise<void>): StateSetUp {
  return async (db, context) => {
    await demoUserSignedIn(login, placeholder)(db, context);
    const sale = await saleOfR00001(db, context);
    if (then) await then(db, context, sale);
    return { pin: sale.pin };
  };
}

export const vouchersStates: Record<string, StateSetUp> = {
  'M00001 payout is signed in and R00001 sold a voucher': signedInWithSale('M00001/payout', tokens.demoPayout),
  'M00001 payout is signed in and a voucher R00001 sold has been redeemed': signedInWithSale('M00001/payout', tokens.demoPayout, async (db, context, sale) => {
    const [outcome] = await redeemVouchers(db, [{ pin: sale.pin, agentId: context.demo!.agentIds.get('M00001')!, userId: null }]);
    if (!outcome?.ok) throw new Error('the demo redemption at M00001 was refused');
  }),
  'M00001 payout is signed in and a voucher R00001 sold has been refunded': signedInWithSale('M00001/payout', tokens.demoPayout, async (db, _context, sale) => {
    await refundSale(db, { transactionId: sale.transactionId, voucherSerial: sale.voucherSerial, comments: 'Sold in error', userId: null });
  }),
  'MD0001 admin is signed in and R00001 sold a voucher whose PIN is known': signedInWithSale('MD0001/admin', tokens.demoAdmin),
  'MD0001 viewer is signed in and R00001 sold a voucher whose PIN is known': signedInWithSale('MD0001/viewer', tokens.demoViewer),
  'R00001 cashier is signed in and R00001 sold a voucher': signedInWithSale('R00001/cashier', tokens.demoCashier),
  'M00002 payout is signed in, locked after too many wrong voucher PINs, and R00001 sold a voucher': signedInWithSale(
    'M00002/payout',
    LOCKED_REDEEMER_TOKEN,
    async (db, context) => {
      const session = await resolveSession(db, context.tokenFor.get(LOCKED_REDEEMER_TOKEN)!);
      for (let i = 0; i < PIN_FAILURES_PER_USER; i++) {
        await recordPinRefusal(db, { session, ip: '192.0.2.18' }, {
          operation: 'validate',
          pin: String(5_000_000_000_000_000 + i),
          resultCode: ResultCode.notFound,
          resultDescription: VOUCHER_TEXT.unknownPin,
          voucherSerial: null,
          counted: true,
        });
      }
    },
  ),
};
