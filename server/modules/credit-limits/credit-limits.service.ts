// Credit limit templates and agent limits (spec 3, Credit Limits; issue #19). The rules:
// - A template is a set of limit items assigned to agents; each assigned agent gets its own copy of
//   every item (agent_limit_items), which its sales and its sub-agents' sales consume
//   (server/modules/ledger/limit-consumption.service.ts, at sale time, ACTIVE templates only).
// - Scope: a user sees and changes the templates owned by its agent or an agent below it, and
//   assigns them to agents below its own agent only (limits are set from above; the picker is
//   GET sub-division-and-agent). Provider staff's agent is the top: they see all. An unknown
//   template and another branch's are alike not found (1004); an agent outside the structure is
//   refused 1005.
// - Validation beyond the contract: a currency target takes VALUE limits only; targets are known
//   currencies and products; no two items of a template share target and limit type; VALUE
//   amounts have at most 2 decimals, COUNT amounts are whole; period values as limit-periods.ts;
//   an agent's current value not above its limit; codes unique (1009).
// - A template edit carries a changed limit or period to every assigned agent's copy (a usage
//   above a lowered limit is cut to it); an agent's copy edited by hand keeps its own values until
//   then. A changed target or limit type makes a new item (usage from nothing).
// - Every change of an agent's limit, usage or period by hand is kept in limit_history (who,
//   when, before, after), and every change in the audit log. A refusal changes nothing: each
//   change is one transaction, checked before it writes.
// - Usage is read for the current reset window (usedInWindow): 0 from a new window's first moment.
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../../openapi/generated/portal';
import type { Database, LimitTargetType, LimitTemplateStatus, LimitType } from '../../db/schema';
import { isUniqueViolation } from '../../db/postgres-errors';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import type { SessionInfo } from '../../domain/session-info';
import { minorUnits, wireMoney, wireTimestamp } from '../../domain/wire';
import { recordAudit } from '../audit/audit.service';
import { invalidField } from '../auth/passwords';
import { periodStartFor, periodValueProblem, usedInWindow } from './limit-periods';
import { DEFAULT_ALERT_THRESHOLDS, thresholdsProblem } from './limit-alerts.service';
import {
  agentItemsOfTemplates, agentsBelow, agentsInScope, assignedAgentsOf, deleteTemplate, deleteTemplateItems, findVisibleTemplate,
  findVisibleTemplates, historyOfItems, insertAgentItems, insertHistory, insertTemplate, insertTemplateItems, limitTargets, linkAgents,
  lockAgentItemsOfTemplate, lockVisibleItemsOfAgent, templateCodeTaken, templateItemsOf, unlinkAgents, updateAgentItem, updateTemplate,
  updateTemplateItem, usageItemsInScope, visibleItemsOfAgent,
  type AgentItemRow, type AgentItemState, type Db, type HistoryEntry, type NewAgentItem, type TemplateItemRow, type TemplateItemValues,
} from './credit-limits.repository';
import { defineMessages } from '@formatjs/intl';
import { PROBLEM } from '../../i18n/problems';
import { words } from '../../i18n/words';
import { REFUSAL } from '../../i18n/refusals';

type LimitTemplateSave = components['schemas']['LimitTemplateSave'];
type LimitItemInput = components['schemas']['LimitItem'];
type AgentLimitItemsEdit = components['schemas']['AgentLimitItemsEdit'];

/** Who changes limits: the session (user, agent, impersonator) and the request's address (audit). */
export interface LimitActor {
  session: SessionInfo;
  ip: string;
}

/** The module's sentences, worded in six languages in server/i18n/refusal-words.ts. */
export const LIMIT_TEXT = defineMessages({
  templateNotFound: { id: 'SERVER.CREDIT_LIMITS.TEMPLATE_NOT_FOUND', defaultMessage: "The limit template was not found." },
  itemNotFound: { id: 'SERVER.CREDIT_LIMITS.ITEM_NOT_FOUND', defaultMessage: "The limit item was not found." },
  ownAgent: { id: 'SERVER.CREDIT_LIMITS.OWN_AGENT', defaultMessage: "You cannot set limits for your own agent." },
  created: { id: 'SERVER.CREDIT_LIMITS.CREATED', defaultMessage: "The limit template has been created." },
  updated: { id: 'SERVER.CREDIT_LIMITS.UPDATED', defaultMessage: "The limit template has been updated." },
  deleted: { id: 'SERVER.CREDIT_LIMITS.DELETED', defaultMessage: "The limit template has been deleted." },
  agentUpdated: { id: 'SERVER.CREDIT_LIMITS.AGENT_UPDATED', defaultMessage: "The agent limits have been updated." },
});

/** How many changes the agent-limit details carry. */
export const HISTORY_SHOWN = 100;

export const AUDIT_LIMIT = {
  create: 'limitTemplate.create',
  update: 'limitTemplate.update',
  delete: 'limitTemplate.delete',
  agentEdit: 'agentLimit.update',
} as const;

// ---- wire ---------------------------------------------------------------------------------------

/** A VALUE amount travels in major units of the target's currency; a COUNT as it is. */
const wireAmount = (stored: number, limitType: LimitType) => (limitType === 'VALUE' ? wireMoney(stored) : stored);

/** An amount as stored: minor units for VALUE (at most 2 decimals), a whole number for COUNT. */
function storedAmount(field: string, value: number, limitType: LimitType): number {
  if (limitType === 'COUNT') {
    if (!Number.isInteger(value)) throw invalidField(field, PROBLEM.wholeCount);
    return value;
  }
  const minor = minorUnits(value);
  if (Math.abs(minor - value * 100) > 1e-6) throw invalidField(field, PROBLEM.twoDecimals);
  return minor;
}

const periodIdOf = (value: number) => value as 1 | 2 | 3 | 4 | 5;

/** The currency of a limit's amounts (the contract's currencyCode): the target of a CURRENCY
 * item, the product's currency of a PRODUCT item; null for a COUNT limit (or a product gone). */
type CurrencyOf = (item: Pick<TemplateItemRow, 'target_type' | 'target_code' | 'limit_type'>) => string | null;

async function limitCurrencies(db: Db): Promise<CurrencyOf> {
  const { products } = await limitTargets(db);
  const productCurrency = new Map(products.map((p) => [p.code, p.currency_code]));
  return (item) => (item.limit_type === 'COUNT' ? null : item.target_type === 'CURRENCY' ? item.target_code : (productCurrency.get(item.target_code) ?? null));
}

/** An agent's copy as the contract's LimitItem: its own id and limit, and its usage at `now`. */
const wireItemOfAgent = (item: AgentItemRow, now: Date, currencyOf: CurrencyOf) => ({
  ...wireTemplateItem(item, currencyOf),
  currentValue: wireAmount(usedInWindow(item, now), item.limit_type),
});

/** A template's item (or an agent's copy) as the contract's LimitItem. */
function wireTemplateItem(
  item: Pick<TemplateItemRow, 'id' | 'target_type' | 'target_code' | 'limit_type' | 'limit_value' | 'period_id' | 'period_value' | 'alert_thresholds'>,
  currencyOf: CurrencyOf,
) {
  return {
    limitItemId: item.id,
    targetType: item.target_type,
    targetCode: item.target_code,
    limitType: item.limit_type,
    limitValue: wireAmount(item.limit_value, item.limit_type),
    periodId: periodIdOf(item.period_id),
    periodValue: item.period_value,
    currencyCode: currencyOf(item),
    alertThresholds: item.alert_thresholds,
  };
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

// ---- reads --------------------------------------------------------------------------------------

/** The templates the user sees, by code, each with its items and each assigned agent's copies. */
export async function listLimitTemplates(db: Kysely<Database>, actor: Pick<LimitActor, 'session'>, now = new Date()) {
  const templates = await findVisibleTemplates(db, actor.session.agentId);
  const ids = templates.map((t) => t.id);
  const [items, agents, copies, currencyOf] = await Promise.all([
    templateItemsOf(db, ids), assignedAgentsOf(db, ids), agentItemsOfTemplates(db, ids), limitCurrencies(db),
  ]);
  const itemsOf = groupBy(items, (i) => i.template_id);
  const agentsOf = groupBy(agents, (a) => a.template_id);
  const copiesOf = groupBy(copies, (c) => `${c.template_id}/${c.agent_id}`);
  return {
    data: templates.map((template) => {
      const assigned = agentsOf.get(template.id) ?? [];
      return {
        limitInfo: { templateCode: template.code, templateName: template.name, status: template.status, assignedAgentCodes: assigned.map((a) => a.code) },
        limitItems: (itemsOf.get(template.id) ?? []).map((item) => wireTemplateItem(item, currencyOf)),
        agentLimits: assigned.map((agent) => ({
          agentCode: agent.code,
          agentName: agent.name,
          limitItems: (copiesOf.get(`${template.id}/${agent.agent_id}`) ?? []).map((item) => wireItemOfAgent(item, now, currencyOf)),
        })),
      };
    }),
  };
}

/** One visible template with its items (1004 when unknown or another branch's). */
export async function limitTemplateDetails(db: Kysely<Database>, actor: Pick<LimitActor, 'session'>, templateCode: string) {
  const template = await visibleTemplate(db, actor, templateCode);
  const [items, agents, currencyOf] = await Promise.all([templateItemsOf(db, [template.id]), assignedAgentsOf(db, [template.id]), limitCurrencies(db)]);
  return {
    limitInfo: { templateCode: template.code, templateName: template.name, status: template.status, assignedAgentCodes: agents.map((a) => a.code) },
    limitItems: items.map((item) => wireTemplateItem(item, currencyOf)),
  };
}

async function visibleTemplate(db: Db, actor: Pick<LimitActor, 'session'>, templateCode: string, forUpdate = false) {
  const template = await findVisibleTemplate(db, actor.session.agentId, templateCode, forUpdate);
  if (!template) throw new DomainError(ResultCode.notFound, LIMIT_TEXT.templateNotFound);
  return template;
}

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/** The currencies and (active) products a limit item may target, by code. */
export async function limitTargetData(db: Kysely<Database>) {
  const { currencies, products } = await limitTargets(db);
  return {
    currencies: currencies.map((code) => ({ code, name: currencyNames.of(code) ?? code })),
    products: products.filter((p) => p.active).map((p) => ({ code: p.code, name: p.description })),
  };
}

/** The agents a template may be assigned to: every agent below the user's agent, by code. */
export async function subDivisionsAndAgents(db: Kysely<Database>, actor: Pick<LimitActor, 'session'>) {
  const agents = await agentsBelow(db, actor.session.agentId);
  return { data: agents.map((a) => ({ code: a.code, name: a.name, level: a.level })) };
}

/** An agent of the structure (itself or below), or 1005 (unknown alike: nothing revealed). */
async function agentInScope(db: Db, actor: Pick<LimitActor, 'session'>, agentCode: string) {
  const [agent] = await agentsInScope(db, actor.session.agentId, [agentCode]);
  if (!agent) throw new DomainError(ResultCode.outsideHierarchy, REFUSAL.outsideStructure);
  return agent;
}

/** The agent-limit dialog: the agent's copies of the items of templates the user sees, and the
 * last changes made by hand of them, newest first. */
export async function agentLimitDetails(db: Kysely<Database>, actor: Pick<LimitActor, 'session'>, agentCode: string, now = new Date()) {
  const agent = await agentInScope(db, actor, agentCode);
  const items = await visibleItemsOfAgent(db, actor.session.agentId, agent.id);
  const [history, currencyOf] = await Promise.all([historyOfItems(db, items.map((i) => i.id), HISTORY_SHOWN), limitCurrencies(db)]);
  const state = (limitType: LimitType, limit: number, current: number, periodId: number, periodValue: string) => ({
    limitValue: wireAmount(limit, limitType),
    currentValue: wireAmount(current, limitType),
    periodId: periodIdOf(periodId),
    periodValue,
  });
  return {
    agentCode: agent.code,
    agentName: agent.name,
    limitItems: items.map((item) => ({ ...wireItemOfAgent(item, now, currencyOf), templateCode: item.template_code, templateStatus: item.template_status })),
    history: history.map((h) => ({
      limitItemId: h.agent_limit_item_id ?? 0,
      templateCode: h.template_code,
      targetType: h.target_type,
      targetCode: h.target_code,
      limitType: h.limit_type,
      source: h.source,
      changedAt: wireTimestamp(h.changed_at),
      changedBy: h.changed_by,
      impersonatedBy: h.impersonated_by,
      before: state(h.limit_type, h.limit_value_before, h.current_value_before, h.period_id_before, h.period_value_before),
      after: state(h.limit_type, h.limit_value_after, h.current_value_after, h.period_id_after, h.period_value_after),
      currencyCode: currencyOf(h),
    })),
  };
}

/** The company tree's colours: per agent of the user's structure with limits of an ACTIVE
 * template, the usage of its most used item in percent (one query; usage of the current window). */
export async function limitUsageMap(db: Kysely<Database>, actor: Pick<LimitActor, 'session'>, now = new Date()) {
  const rows = await usageItemsInScope(db, actor.session.agentId);
  const highest = new Map<string, number>();
  for (const row of rows) {
    const ratio = usedInWindow(row, now) / row.limit_value;
    const percent = Number.isFinite(ratio) ? Math.round(ratio * 10_000) / 100 : 0;
    highest.set(row.code, Math.max(highest.get(row.code) ?? 0, percent));
  }
  return { data: [...highest].map(([agentCode, highestUsagePercent]) => ({ agentCode, highestUsagePercent })) };
}

// ---- checking a template ------------------------------------------------------------------------

interface CheckedItem extends TemplateItemValues {
  /** The template item it changes (0: a new item). */
  id: number;
}

const itemKey = (item: { target_type: LimitTargetType; target_code: string; limit_type: LimitType }) =>
  `${item.target_type}/${item.target_code}/${item.limit_type}`;

/** The items as stored, or a refusal naming the first wrong field. `existing` are the template's
 * items (an edit): an id of another item is not found; a period value sent back unchanged is not
 * held to the day-dependent rules again. */
async function checkedItems(db: Db, inputs: readonly LimitItemInput[], now: Date, existing: readonly TemplateItemRow[] = []): Promise<CheckedItem[]> {
  const targets = await limitTargets(db);
  const currencies = new Set(targets.currencies);
  const products = new Set(targets.products.map((p) => p.code));
  const byId = new Map(existing.map((item) => [item.id, item]));
  const seen = new Set<string>();
  return inputs.map((input, index) => {
    const field = (name: string) => `limitItems[${index}].${name}`;
    const id = input.limitItemId ?? 0;
    const previous = byId.get(id);
    if (id !== 0 && !previous) throw new DomainError(ResultCode.notFound, LIMIT_TEXT.itemNotFound);
    if (input.targetType === 'CURRENCY' && input.limitType !== 'VALUE') throw invalidField(field('limitType'), PROBLEM.valueForCurrency);
    if (input.targetType === 'CURRENCY' ? !currencies.has(input.targetCode) : !products.has(input.targetCode)) {
      throw invalidField(field('targetCode'), input.targetType === 'CURRENCY' ? PROBLEM.unknownCurrency : PROBLEM.unknownProduct);
    }
    const item = {
      id,
      target_type: input.targetType,
      target_code: input.targetCode,
      limit_type: input.limitType,
      limit_value: storedAmount(field('limitValue'), input.limitValue, input.limitType),
      period_id: input.periodId,
      period_value: input.periodValue,
      alert_thresholds: checkedThresholds(field('alertThresholds'), input.alertThresholds, previous?.alert_thresholds),
    };
    const unchanged = previous?.period_id === item.period_id && previous.period_value === item.period_value;
    const problem = periodValueProblem(item.period_id, item.period_value, now, unchanged);
    if (problem) throw invalidField(field('periodValue'), problem);
    if (seen.has(itemKey(item))) throw invalidField(field('targetCode'), PROBLEM.repeatedItem);
    seen.add(itemKey(item));
    return item;
  });
}

/** Warning thresholds as sent (whole numbers 1-100 by the contract), going up, each once; when
 * none are sent, an item's own (`kept`) or the default 80 and 100. */
function checkedThresholds(field: string, sent: readonly number[] | undefined, kept: readonly number[] | undefined): number[] {
  if (sent === undefined) return [...(kept ?? DEFAULT_ALERT_THRESHOLDS)];
  const problem = thresholdsProblem(sent);
  if (problem) throw invalidField(field, problem);
  return [...sent];
}

const sameThresholds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/** The agents to assign: each below the user's agent (not itself), or 1005. */
async function agentsToAssign(db: Db, actor: Pick<LimitActor, 'session'>, codes: readonly string[]): Promise<{ id: number; code: string }[]> {
  const unique = [...new Set(codes)];
  const found = await agentsInScope(db, actor.session.agentId, unique);
  const byCode = new Map(found.map((agent) => [agent.code, agent]));
  for (const code of unique) {
    const agent = byCode.get(code);
    if (!agent) throw new DomainError(ResultCode.outsideHierarchy, REFUSAL.outsideStructure);
    if (agent.depth === 0) throw new DomainError(ResultCode.outsideHierarchy, LIMIT_TEXT.ownAgent);
  }
  return unique.map((code) => ({ id: byCode.get(code)!.id, code }));
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw invalidField('limitInfo.templateName', PROBLEM.notEmpty);
  return trimmed;
}

/** Each agent's fresh copy of each item: the template's limit and period, nothing used. */
function freshCopies(agentIds: readonly number[], items: readonly TemplateItemRow[], seed?: (item: TemplateItemRow) => number): NewAgentItem[] {
  const now = new Date();
  return agentIds.flatMap((agentId) =>
    items.map((item) => {
      const used = seed?.(item) ?? 0;
      return {
        agent_id: agentId,
        template_item_id: item.id,
        target_type: item.target_type,
        target_code: item.target_code,
        limit_type: item.limit_type,
        limit_value: item.limit_value,
        current_value: used,
        period_id: item.period_id,
        period_value: item.period_value,
        period_start: periodStartFor(used, item.period_id, item.period_value, now),
        alert_thresholds: item.alert_thresholds,
      };
    }),
  );
}

const auditedTemplate = (code: string, name: string, status: LimitTemplateStatus, agentCodes: readonly string[], items: readonly TemplateItemValues[]) => ({
  templateCode: code, templateName: name, status, assignedAgentCodes: agentCodes,
  limitItems: items.map((i) => ({ targetType: i.target_type, targetCode: i.target_code, limitType: i.limit_type, limitValue: i.limit_value, periodId: i.period_id, periodValue: i.period_value, alertThresholds: i.alert_thresholds })),
});

/** 1009, worded 'Template code X already exists.' under the field. */
const duplicateCode = (code: string) => fieldRefusal('limitInfo.templateCode', words(PROBLEM.exists, { value: code }), ResultCode.conflict);

// ---- changes ------------------------------------------------------------------------------------

/** POST create-limit-template: a new ACTIVE template owned by the user's agent (a status sent is
 * not taken: the spec's form creates without one), its items, and each assigned agent's copies. */
export async function createLimitTemplateFor(db: Kysely<Database>, actor: LimitActor, input: LimitTemplateSave, now = new Date()) {
  const code = input.limitInfo.templateCode;
  const name = checkedName(input.limitInfo.templateName);
  try {
    await db.transaction().execute(async (trx) => {
      const items = await checkedItems(trx, input.limitItems, now);
      const agents = await agentsToAssign(trx, actor, input.limitInfo.assignedAgentCodes);
      if (await templateCodeTaken(trx, code)) throw duplicateCode(code);
      const id = await insertTemplate(trx, { code, name, status: 'ACTIVE', owner_agent_id: actor.session.agentId });
      const stored = await insertTemplateItems(trx, id, items);
      await linkAgents(trx, id, agents.map((a) => a.id));
      await insertAgentItems(trx, freshCopies(agents.map((a) => a.id), stored));
      await recordAudit(trx, {
        action: AUDIT_LIMIT.create, entity: 'limitTemplate', entityId: code, before: null,
        after: auditedTemplate(code, name, 'ACTIVE', agents.map((a) => a.code), items), resultCode: 0, ip: actor.ip, actor: actor.session,
      });
    });
  } catch (error) {
    // Two users creating the same code at once: the unique index decides.
    if (isUniqueViolation(error)) throw duplicateCode(code);
    throw error;
  }
  return { resultDescription: LIMIT_TEXT.created };
}

/** The limit, usage and period of an agent's copy once a template item changes (a usage above a
 * lowered limit is cut to it), and its history entry when anything a merchant sees changed. */
function carriedChange(copy: AgentItemRow, item: CheckedItem, previous: TemplateItemRow, now: Date): { state: AgentItemState; history: HistoryEntry | null } {
  const limit = item.limit_value !== previous.limit_value ? item.limit_value : copy.limit_value;
  const periodChanged = item.period_id !== previous.period_id || item.period_value !== previous.period_value;
  const periodId = periodChanged ? item.period_id : copy.period_id;
  const periodValue = periodChanged ? item.period_value : copy.period_value;
  const used = usedInWindow(copy, now);
  const current = Math.min(used, limit);
  const before = { limit_value: copy.limit_value, current_value: used, period_id: copy.period_id, period_value: copy.period_value };
  const after = { limit_value: limit, current_value: current, period_id: periodId, period_value: periodValue };
  const changed = (Object.keys(before) as (keyof typeof before)[]).some((key) => before[key] !== after[key]);
  // Thresholds changed on the template replace the copy's own; otherwise the copy keeps its own.
  const thresholds = sameThresholds(item.alert_thresholds, previous.alert_thresholds) ? copy.alert_thresholds : item.alert_thresholds;
  return {
    state: { ...after, period_start: periodStartFor(current, periodId, periodValue, now), alert_thresholds: thresholds },
    history: changed ? { item: copy, source: 'TEMPLATE_EDIT', before, after } : null,
  };
}

/** PUT edit-limit-template: name, status, agents and items of a visible template. Items kept
 * (same id, target and limit type) carry a changed limit or period to the agents' copies; items
 * left out are deleted, new ones (and changed targets) start from nothing for every agent;
 * agents left out lose their copies, new agents get fresh ones. */
export async function editLimitTemplate(db: Kysely<Database>, actor: LimitActor, input: LimitTemplateSave, now = new Date()) {
  const name = checkedName(input.limitInfo.templateName);
  await db.transaction().execute(async (trx) => {
    const template = await visibleTemplate(trx, actor, input.limitInfo.templateCode, true);
    // Every copy locked first, in id order as sales lock them, before anything is deleted.
    const copies = groupBy(await lockAgentItemsOfTemplate(trx, template.id), (copy) => copy.template_item_id);
    const existing = await templateItemsOf(trx, [template.id]);
    const assigned = await assignedAgentsOf(trx, [template.id]);
    const items = await checkedItems(trx, input.limitItems, now, existing);
    const agents = await agentsToAssign(trx, actor, input.limitInfo.assignedAgentCodes);
    const status = input.limitInfo.status ?? template.status;
    const wanted = new Set(agents.map((a) => a.id));
    const removedAgents = assigned.filter((a) => !wanted.has(a.agent_id)).map((a) => a.agent_id);
    const keptAgents = assigned.filter((a) => wanted.has(a.agent_id)).map((a) => a.agent_id);
    const addedAgents = agents.filter((a) => !assigned.some((x) => x.agent_id === a.id)).map((a) => a.id);

    const previousOf = new Map(existing.map((item) => [item.id, item]));
    // An item keeps its identity only with the same target and limit type.
    const kept = items.filter((item) => {
      const previous = previousOf.get(item.id);
      return previous !== undefined && itemKey(previous) === itemKey(item);
    });
    const keptIds = new Set(kept.map((item) => item.id));
    const fresh = items.filter((item) => !keptIds.has(item.id));

    await updateTemplate(trx, template.id, { name, status });
    await unlinkAgents(trx, template.id, removedAgents);
    await deleteTemplateItems(trx, existing.filter((item) => !keptIds.has(item.id)).map((item) => item.id));

    const history: HistoryEntry[] = [];
    for (const item of kept) {
      const previous = previousOf.get(item.id)!;
      if (
        item.limit_value === previous.limit_value && item.period_id === previous.period_id && item.period_value === previous.period_value
        && sameThresholds(item.alert_thresholds, previous.alert_thresholds)
      ) continue;
      await updateTemplateItem(trx, item.id, item);
      for (const copy of (copies.get(item.id) ?? []).filter((c) => wanted.has(c.agent_id))) {
        const change = carriedChange(copy, item, previous, now);
        await updateAgentItem(trx, copy.id, change.state);
        if (change.history) history.push(change.history);
      }
    }
    const inserted = await insertTemplateItems(trx, template.id, fresh);
    await insertAgentItems(trx, freshCopies(keptAgents, inserted));
    if (addedAgents.length > 0) {
      await linkAgents(trx, template.id, addedAgents);
      await insertAgentItems(trx, freshCopies(addedAgents, await templateItemsOf(trx, [template.id])));
    }
    await insertHistory(trx, actor.session, history, now);
    await recordAudit(trx, {
      action: AUDIT_LIMIT.update, entity: 'limitTemplate', entityId: template.code,
      before: auditedTemplate(template.code, template.name, template.status, assigned.map((a) => a.code), existing),
      after: auditedTemplate(template.code, name, status, agents.map((a) => a.code), items),
      resultCode: 0, ip: actor.ip, actor: actor.session,
    });
  });
  return { resultDescription: LIMIT_TEXT.updated };
}

/** DELETE delete-limit-template: a visible template, its items and every agent's copies (their
 * history stays, without the item). */
export async function deleteLimitTemplate(db: Kysely<Database>, actor: LimitActor, templateCode: string) {
  await db.transaction().execute(async (trx) => {
    const template = await visibleTemplate(trx, actor, templateCode, true);
    await lockAgentItemsOfTemplate(trx, template.id);
    const items = await templateItemsOf(trx, [template.id]);
    const agents = await assignedAgentsOf(trx, [template.id]);
    await deleteTemplate(trx, template.id);
    await recordAudit(trx, {
      action: AUDIT_LIMIT.delete, entity: 'limitTemplate', entityId: template.code,
      before: auditedTemplate(template.code, template.name, template.status, agents.map((a) => a.code), items), after: null,
      resultCode: 0, ip: actor.ip, actor: actor.session,
    });
  });
  return { resultDescription: LIMIT_TEXT.deleted };
}

/** PUT edit-agent-limit-item: an agent's own limit, current value and (optionally) period of
 * items of templates the user sees; the template keeps its values. Each change is in the history. */
export async function editAgentLimitItems(db: Kysely<Database>, actor: LimitActor, input: AgentLimitItemsEdit, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const agent = await agentInScope(trx, actor, input.agentCode);
    const ids = input.limitItems.map((i) => i.limitItemId);
    const repeated = ids.findIndex((id, index) => ids.indexOf(id) !== index);
    if (repeated >= 0) throw invalidField(`limitItems[${repeated}].limitItemId`, PROBLEM.listedTwice);
    const locked = new Map((await lockVisibleItemsOfAgent(trx, actor.session.agentId, agent.id, ids)).map((item) => [item.id, item]));
    const changes = input.limitItems.map((edit, index) => {
      const item = locked.get(edit.limitItemId);
      if (!item) throw new DomainError(ResultCode.notFound, LIMIT_TEXT.itemNotFound);
      return agentItemChange(item, edit, index, now);
    });
    for (const { item, state } of changes) await updateAgentItem(trx, item.id, state);
    const history = changes.flatMap((c) => (c.history ? [c.history] : []));
    await insertHistory(trx, actor.session, history, now);
    // The audit names every item whose limit, usage, period or warning thresholds changed.
    const audited = changes.filter((c) => c.audited);
    await recordAudit(trx, {
      action: AUDIT_LIMIT.agentEdit, entity: 'agent', entityId: agent.code,
      before: audited.map((c) => c.audited!.before), after: audited.map((c) => c.audited!.after),
      resultCode: 0, ip: actor.ip, actor: actor.session,
    });
  });
  return { resultDescription: LIMIT_TEXT.agentUpdated };
}

function agentItemChange(item: AgentItemRow, edit: AgentLimitItemsEdit['limitItems'][number], index: number, now: Date) {
  const field = (name: string) => `limitItems[${index}].${name}`;
  const limit = storedAmount(field('limitValue'), edit.limitValue, item.limit_type);
  if (limit < 1) throw invalidField(field('limitValue'), PROBLEM.range);
  const current = storedAmount(field('currentValue'), edit.currentValue, item.limit_type);
  if (current > limit) throw invalidField(field('currentValue'), PROBLEM.overLimit);
  if (edit.periodId !== undefined && edit.periodValue === undefined) throw invalidField(field('periodValue'), PROBLEM.required);
  const periodId = edit.periodId ?? item.period_id;
  const periodValue = edit.periodValue ?? item.period_value;
  const unchanged = periodId === item.period_id && periodValue === item.period_value;
  const problem = periodValueProblem(periodId, periodValue, now, unchanged);
  if (problem) throw invalidField(field('periodValue'), problem);
  const before = { limit_value: item.limit_value, current_value: usedInWindow(item, now), period_id: item.period_id, period_value: item.period_value };
  const after = { limit_value: limit, current_value: current, period_id: periodId, period_value: periodValue };
  const changed = (Object.keys(before) as (keyof typeof before)[]).some((key) => before[key] !== after[key]);
  const thresholds = checkedThresholds(field('alertThresholds'), edit.alertThresholds, item.alert_thresholds);
  const thresholdsChanged = !sameThresholds(thresholds, item.alert_thresholds);
  return {
    item,
    state: { ...after, period_start: periodStartFor(current, periodId, periodValue, now), alert_thresholds: thresholds },
    history: changed ? ({ item, source: 'AGENT_LIMIT_EDIT', before, after } satisfies HistoryEntry) : null,
    audited: changed || thresholdsChanged
      ? { before: { limitItemId: item.id, ...before, alert_thresholds: item.alert_thresholds }, after: { limitItemId: item.id, ...after, alert_thresholds: thresholds } }
      : null,
  };
}

// ---- scripts: the demo data and tests -----------------------------------------------------------

export interface NewLimitItem {
  targetType: LimitTargetType;
  targetCode: string;
  limitType: LimitType;
  /** Minor units for VALUE, a number of sales for COUNT. */
  limitValue: number;
  periodId: number;
  periodValue: string;
  /** Initial current value for every assigned agent (demo data; normally 0). */
  currentValue?: number;
  /** Warning thresholds (80 and 100 when absent). */
  alertThresholds?: readonly number[];
}

export interface NewLimitTemplate {
  code: string;
  name: string;
  status?: LimitTemplateStatus;
  ownerAgentId: number | null;
  items: readonly NewLimitItem[];
  agentIds: readonly number[];
}

/** A template made by a script (the demo data, tests) without a user: stored values as given,
 * the agents' copies seeded with currentValue. Refuses what the database would (no items,
 * COUNT on a currency, a code taken). */
export async function createLimitTemplate(db: Kysely<Database>, template: NewLimitTemplate): Promise<number> {
  const code = template.code.replace(/\s/g, '').toUpperCase();
  if (template.items.length === 0) throw invalidField('limitItems', words(PROBLEM.minItems, { n: 1 }));
  template.items.forEach((item, index) => {
    if (item.targetType === 'CURRENCY' && item.limitType !== 'VALUE') throw invalidField(`limitItems[${index}].limitType`, PROBLEM.valueForCurrency);
  });
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    if (await templateCodeTaken(trx, code)) throw duplicateCode(code);
    const id = await insertTemplate(trx, { code, name: template.name, status: template.status ?? 'ACTIVE', owner_agent_id: template.ownerAgentId });
    const stored = await insertTemplateItems(
      trx,
      id,
      template.items.map((i) => ({ target_type: i.targetType, target_code: i.targetCode, limit_type: i.limitType, limit_value: i.limitValue, period_id: i.periodId, period_value: i.periodValue,
        alert_thresholds: [...(i.alertThresholds ?? DEFAULT_ALERT_THRESHOLDS)],
      })),
    );
    await linkAgents(trx, id, template.agentIds);
    const seed = (item: TemplateItemRow) => template.items.find((i) => itemKey({ target_type: i.targetType, target_code: i.targetCode, limit_type: i.limitType }) === itemKey(item))?.currentValue ?? 0;
    await insertAgentItems(trx, freshCopies(template.agentIds, stored, seed));
    return id;
  });
}
