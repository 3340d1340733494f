// The shell's top bar data: GET /api/v1/agent-user-info and GET /api/v1/owed-balances.
import { defineHandlers } from '../../http/handler';
import { requireSession } from '../../http/session';
import { agentUserInfo, owedBalances } from './agent-user.service';

export const agentUserHandlers = defineHandlers({
  async getAgentUserInfo(ctx) {
    return agentUserInfo(ctx.db, requireSession(ctx));
  },

  async getOwedBalances(ctx) {
    return { data: await owedBalances(ctx.db, requireSession(ctx)) };
  },
});
