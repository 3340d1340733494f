// Provider states of weekly settlement earnings and the performance report
// (contracts/consumer/settlement-performance.pact.test.ts): R00001's sales of two weeks of March
// 2025 written into settlement files by the weekly job's own code, and March 2025's sales and a
// redemption for the performance report, each through the one sale and redemption code paths.
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { redeemVouchers } from '../../../server/modules/vouchers/vouchers.service';
import { writeSettlementWeek } from '../../../server/modules/settlement/settlement.service';
import { tokens } from '../../parties';
import { demoCompany, demoUserSignedIn, type StateContext, type StateSetUp } from './context';

async function sellAtR00001(db: Kysely<Database>, context: StateContext, sales: { productCode: string; at: Date }[]) {
  const demo = await demoCompany(db, context);
  const terminal = demo.terminals.find((t) => t.agentCode === 'R00001');
  if (!terminal) throw new Error('no demo terminal of R00001');
  const sold = await sellVouchers(db, sales.map((sale) => ({ terminalId: terminal.id, ...sale })));
  if (!sold.ok) throw new Error(`the demo sales of R00001 were refused: ${sold.resultDescription}`);
  return sold.sales;
}

/** One AUD20 sale in each of the weeks of 2025-03-03 and 2025-03-10, and their files. */
async function twoWeeksOfFiles(db: Kysely<Database>, context: StateContext) {
  await sellAtR00001(db, context, [
    { productCode: 'AUD20', at: new Date('2025-03-04T10:00:00Z') },
    { productCode: 'AUD20', at: new Date('2025-03-11T10:00:00Z') },
  ]);
  await writeSettlementWeek(db, '2025-03-03');
  await writeSettlementWeek(db, '2025-03-10');
}

export const settlementPerformanceStates: Record<string, StateSetUp> = {
  'MD0001 admin is signed in and the settlement files of two weeks are written': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    await twoWeeksOfFiles(db, context);
  },
  'R00001 cashier is signed in and the settlement files of two weeks are written': async (db, context) => {
    await demoUserSignedIn('R00001/cashier', tokens.demoCashier)(db, context);
    await twoWeeksOfFiles(db, context);
  },
  'MD0001 admin is signed in and R00001 sold and M00001 redeemed vouchers in March 2025': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    const sales = await sellAtR00001(db, context, [
      { productCode: 'AUD20', at: new Date('2025-03-04T10:00:00Z') },
      { productCode: 'AUD10', at: new Date('2025-03-05T10:00:00Z') },
    ]);
    const redeemer = context.demo!.agentIds.get('M00001')!;
    const [redeemed] = await redeemVouchers(db, [{ pin: sales[0]!.pin, agentId: redeemer, userId: null, at: new Date('2025-03-20T10:00:00Z') }]);
    if (!redeemed?.ok) throw new Error('the demo redemption at M00001 was refused');
  },
};
