// Provider states of the dashboards: the demo company with today's sales under MD0001 (a
// retailer's terminal sells through the one sale code path), and the payout merchant M00001
// with a payout this week.
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { recordPayout } from '../../../server/modules/ledger/payouts.service';
import { tokens } from '../../parties';
import { demoCompany, demoUserSignedIn, type StateSetUp } from './context';

export const dashboardStates: Record<string, StateSetUp> = {
  'MD0001 admin is signed in and R00001 sold vouchers today': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    const terminal = context.demo!.terminals.find((t) => t.agentCode === 'R00001')!;
    const sale = await sellVouchers(db, [{ terminalId: terminal.id, productCode: 'AUD10' }, { terminalId: terminal.id, productCode: 'AUD10' }]);
    if (!sale.ok) throw new Error('the demo sales of R00001 were refused');
  },
  'M00001 payout is signed in and was paid out this week': async (db, context) => {
    const demo = await demoCompany(db, context);
    await demoUserSignedIn('M00001/payout', tokens.demoPayout)(db, context);
    const agentId = demo.agentIds.get('M00001');
    if (agentId === undefined) throw new Error('no demo agent M00001');
    await recordPayout(db, { agentId, currencyCode: 'AUD', amountMinor: 25_000, status: 'SUCCESS' });
  },
};
