// The company operations: the structure tree, one agent's details, adding and editing agents.
// Adding and editing need SCP.TTI.ADMIN.USER_W; every call is scoped to the user's subtree.
import type { HandlerMap } from '../../http/handler';
import { requireAcl, requireSession } from '../../http/session';
import { answeringDomainErrors } from '../../domain/to-api-error';
import { ACL } from '../../domain/acls';
import type { AgentSaveRequest } from './agent-form';
import { addAgent, companyStructureOf, editAgent, getAgentInfo } from './agent-maintenance.service';

export const agentAddedMessage = (code: string) => `Agent ${code} has been added successfully.`;
export const agentSavedMessage = (code: string) => `Agent ${code} has been updated successfully.`;

export const companyHandlers: HandlerMap = {
  async getCompanyStructure(ctx) {
    const session = requireSession(ctx);
    return { data: await answeringDomainErrors(() => companyStructureOf(ctx.db, session)) };
  },

  async getAgentInfo(ctx) {
    const session = requireSession(ctx);
    const { agentCode } = ctx.request.query as { agentCode: string };
    return answeringDomainErrors(() => getAgentInfo(ctx.db, session, agentCode));
  },

  async createAgent(ctx) {
    const session = requireAcl(ctx, ACL.USER_W);
    const code = await answeringDomainErrors(() => addAgent(ctx.db, session, ctx.request.body as AgentSaveRequest, ctx.request.ip));
    return { resultCode: 0, resultDescription: agentAddedMessage(code) };
  },

  async updateAgent(ctx) {
    const session = requireAcl(ctx, ACL.USER_W);
    const { code } = await answeringDomainErrors(() => editAgent(ctx.db, session, ctx.request.body as AgentSaveRequest, ctx.request.ip));
    return { resultCode: 0, resultDescription: agentSavedMessage(code) };
  },
};
