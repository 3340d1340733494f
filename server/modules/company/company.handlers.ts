// The company operations: the structure tree, one agent's details, adding and editing agents.
// Adding and editing need SCP.TTI.ADMIN.USER_W; every call is scoped to the user's subtree.
import { defineHandlers } from '../../http/handler';
import { requireAcl, requireSession } from '../../http/session';
import { ACL } from '../../domain/acls';
import { addAgent, companyStructureOf, editAgent, getAgentInfo } from './agent-maintenance.service';

export const agentAddedMessage = (code: string) => `Agent ${code} has been added successfully.`;
export const agentSavedMessage = (code: string) => `Agent ${code} has been updated successfully.`;

export const companyHandlers = defineHandlers({
  async getCompanyStructure(ctx) {
    return { data: await companyStructureOf(ctx.db, requireSession(ctx)) };
  },

  async getAgentInfo(ctx) {
    return getAgentInfo(ctx.db, requireSession(ctx), ctx.query.agentCode);
  },

  async createAgent(ctx) {
    const code = await addAgent(ctx.db, requireAcl(ctx, ACL.USER_W), ctx.body, ctx.request.ip);
    return { resultDescription: agentAddedMessage(code) };
  },

  async updateAgent(ctx) {
    const { code } = await editAgent(ctx.db, requireAcl(ctx, ACL.USER_W), ctx.body, ctx.request.ip);
    return { resultDescription: agentSavedMessage(code) };
  },
});
