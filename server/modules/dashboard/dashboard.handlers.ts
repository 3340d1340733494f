// The dashboards' REST calls: GET /api/v1/daily-stats, /weekly-stats and
// /payout-transaction-weekly-stats (x-acl SCP.EVDS.PAYOUT_R, checked by the router).
import { defineHandlers } from '../../http/handler';
import { requireSession } from '../../http/session';
import { dailyStats, payoutWeeklyStats, weeklyStats } from './dashboard.service';

export const dashboardHandlers = defineHandlers({
  async getDailyStats(ctx) {
    return { data: await dailyStats(ctx.db, requireSession(ctx)) };
  },

  async getWeeklyStats(ctx) {
    return { data: await weeklyStats(ctx.db, requireSession(ctx)) };
  },

  async getPayoutTransactionWeeklyStats(ctx) {
    return payoutWeeklyStats(ctx.db, requireSession(ctx));
  },
});
