// The company operations: the structure tree, one agent's details, adding and editing agents.
// Adding and editing need SCP.TTI.ADMIN.USER_W; every call is scoped to the user's subtree.
import { defineHandlers } from '../../http/handler';
import { requireAcl, requireSession } from '../../http/session';
import { ACL } from '../../domain/acls';
import { addAgent, companyStructureOf, editAgent, getAgentInfo } from './agent-maintenance.service';
import { defineMessages } from '@formatjs/intl';
import { words } from '../../i18n/words';

export const AGENT_SAVED = defineMessages({
  added: { id: 'SERVER.COMPANY.AGENT_ADDED', defaultMessage: 'Agent {code} has been added successfully.' },
  updated: { id: 'SERVER.COMPANY.AGENT_UPDATED', defaultMessage: 'Agent {code} has been updated successfully.' },
});

export const companyHandlers = defineHandlers({
  async getCompanyStructure(ctx) {
    return { data: await companyStructureOf(ctx.db, requireSession(ctx)) };
  },

  async getAgentInfo(ctx) {
    return getAgentInfo(ctx.db, requireSession(ctx), ctx.query.agentCode);
  },

  async createAgent(ctx) {
    const code = await addAgent(ctx.db, requireAcl(ctx, ACL.USER_W), ctx.body, ctx.request.ip);
    return { resultDescription: words(AGENT_SAVED.added, { code }) };
  },

  async updateAgent(ctx) {
    const { code } = await editAgent(ctx.db, requireAcl(ctx, ACL.USER_W), ctx.body, ctx.request.ip);
    return { resultDescription: words(AGENT_SAVED.updated, { code }) };
  },
});
