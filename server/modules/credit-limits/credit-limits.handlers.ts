// Credit Limits (spec 3; issue #19): templates, their agents' limits and history, the targets and
// agents a template may name, and the company tree's usage colours. The router has checked the
// session and the contract's x-acl (SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R to read, _C to create,
// _W to edit templates and agent limits, _D to delete) and every field's type and range.
import { defineHandlers, type HandlerContext, type OperationId } from '../../http/handler';
import { requireSession } from '../../http/session';
import {
  agentLimitDetails, createLimitTemplateFor, deleteLimitTemplate, editAgentLimitItems, editLimitTemplate, limitTargetData,
  limitTemplateDetails, limitUsageMap, listLimitTemplates, subDivisionsAndAgents, type LimitActor,
} from './credit-limits.service';

const actorOf = <Op extends OperationId>(ctx: HandlerContext<Op>): LimitActor => ({ session: requireSession(ctx), ip: ctx.request.ip || 'unknown' });

export const creditLimitsHandlers = defineHandlers({
  getLimitTemplateList: async (ctx) => listLimitTemplates(ctx.db, actorOf(ctx)),
  getLimitTargetData: async (ctx) => {
    requireSession(ctx);
    return limitTargetData(ctx.db);
  },
  getLimitTemplateDetails: async (ctx) => limitTemplateDetails(ctx.db, actorOf(ctx), ctx.query.templateCode),
  createLimitTemplate: async (ctx) => createLimitTemplateFor(ctx.db, actorOf(ctx), ctx.body),
  editLimitTemplate: async (ctx) => editLimitTemplate(ctx.db, actorOf(ctx), ctx.body),
  editAgentLimitItem: async (ctx) => editAgentLimitItems(ctx.db, actorOf(ctx), ctx.body),
  deleteLimitTemplate: async (ctx) => deleteLimitTemplate(ctx.db, actorOf(ctx), ctx.query.templateCode),
  getSubDivisionAndAgent: async (ctx) => subDivisionsAndAgents(ctx.db, actorOf(ctx)),
  getAgentLimitDetails: async (ctx) => agentLimitDetails(ctx.db, actorOf(ctx), ctx.query.agentCode),
  getLimitUsageMap: async (ctx) => limitUsageMap(ctx.db, actorOf(ctx)),
});
