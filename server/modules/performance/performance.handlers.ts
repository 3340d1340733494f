// The performance report calls (x-acl SCP.FLEX.ACCOUNT.MANAGER_R, checked by the router and the
// service): GET /api/v1/merchant-performance-report and POST /api/v1/export-merchant-performance.
import { defineHandlers } from '../../http/handler';
import { requireSession } from '../../http/session';
import { performanceExport, performanceReport } from './performance.service';

export const performanceHandlers = defineHandlers({
  async getMerchantPerformanceReport(ctx) {
    const { year, data } = await performanceReport(ctx.db, requireSession(ctx), ctx.query);
    return { year, data };
  },

  async exportMerchantPerformance(ctx) {
    return { file: await performanceExport(ctx.db, requireSession(ctx), ctx.body) };
  },
});
