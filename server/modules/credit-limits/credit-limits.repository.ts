// Every query of the Credit Limits module: templates, their items and agents, each agent's copies
// of the items, the history of changes made by hand, and the reads of the user's scope.
//
// Scope: a template is visible to a user when the agent that owns it (whose user created it) is
// the user's agent or one below it (agents/agent-hierarchy.repository.ts); a template without owner (made by a script)
// only to users of a top agent (the provider). Provider staff, whose agent is the top, see all.
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool, Transaction } from 'kysely';
import type { Database, LimitChangeSource, LimitTemplateStatus } from '../../db/schema';
import { insertInChunks } from '../../db/chunked-insert';
import { joinSubtree, scopeAgents, subtreeRows } from '../agents/agent-hierarchy.repository';

export type Db = Kysely<Database> | Transaction<Database>;

/** The condition "template t is visible to a user of agent `agentId`". */
function templateVisible(eb: ExpressionBuilder<Database & { t: Database['limit_templates'] }, 't'>, agentId: number): Expression<SqlBool> {
  return eb.or([
    eb('t.owner_agent_id', 'in', scopeAgents({ agentId, includeSubAgents: true })),
    eb.and([
      eb('t.owner_agent_id', 'is', null),
      eb.exists(eb.selectFrom('agents').select('id').where('id', '=', agentId).where('parent_id', 'is', null)),
    ]),
  ]);
}

export interface TemplateRow {
  id: number;
  code: string;
  name: string;
  status: LimitTemplateStatus;
}

export function findVisibleTemplates(db: Db, agentId: number): Promise<TemplateRow[]> {
  return db
    .selectFrom('limit_templates as t')
    .select(['t.id', 't.code', 't.name', 't.status'])
    .where((eb) => templateVisible(eb, agentId))
    .orderBy('t.code')
    .execute();
}

/** The template with this code if the user's agent sees it; locked for a change when asked. */
export async function findVisibleTemplate(db: Db, agentId: number, code: string, forUpdate = false): Promise<TemplateRow | undefined> {
  let query = db
    .selectFrom('limit_templates as t')
    .select(['t.id', 't.code', 't.name', 't.status'])
    .where('t.code', '=', code)
    .where((eb) => templateVisible(eb, agentId));
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function templateCodeTaken(db: Db, code: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('limit_templates').select('id').where('code', '=', code).executeTakeFirst();
}

export type TemplateItemRow = Selectable<Database['limit_template_items']>;

export function templateItemsOf(db: Db, templateIds: readonly number[]): Promise<TemplateItemRow[]> {
  if (templateIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('limit_template_items').selectAll().where('template_id', 'in', templateIds).orderBy('id').execute();
}

export interface AssignedAgentRow {
  template_id: number;
  agent_id: number;
  code: string;
  name: string;
}

export function assignedAgentsOf(db: Db, templateIds: readonly number[]): Promise<AssignedAgentRow[]> {
  if (templateIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('limit_template_agents as la')
    .innerJoin('agents as a', 'a.id', 'la.agent_id')
    .select(['la.template_id', 'la.agent_id', 'a.code', 'a.name'])
    .where('la.template_id', 'in', templateIds)
    .orderBy('a.code')
    .execute();
}

/** An agent's copy of a template item, with what it belongs to. */
export type AgentItemRow = Omit<Selectable<Database['agent_limit_items']>, 'updated_at'> & {
  template_id: number;
  template_code: string;
  template_status: LimitTemplateStatus;
};

function agentItems(db: Db) {
  return db
    .selectFrom('agent_limit_items as ali')
    .innerJoin('limit_template_items as ti', 'ti.id', 'ali.template_item_id')
    .innerJoin('limit_templates as t', 't.id', 'ti.template_id')
    .select([
      'ali.id', 'ali.agent_id', 'ali.template_item_id', 'ti.template_id', 't.code as template_code', 't.status as template_status',
      'ali.target_type', 'ali.target_code', 'ali.limit_type', 'ali.limit_value', 'ali.current_value', 'ali.period_id',
      'ali.period_value', 'ali.period_start', 'ali.alert_thresholds',
    ]);
}

/** The agents' copies of the items of these templates. */
export function agentItemsOfTemplates(db: Db, templateIds: readonly number[]): Promise<AgentItemRow[]> {
  if (templateIds.length === 0) return Promise.resolve([]);
  return agentItems(db).where('ti.template_id', 'in', templateIds).orderBy('ali.id').execute();
}

/** Locks the agents' copies of a template's items (in id order, as sales lock them). */
export function lockAgentItemsOfTemplate(trx: Transaction<Database>, templateId: number): Promise<AgentItemRow[]> {
  return agentItems(trx).where('ti.template_id', '=', templateId).orderBy('ali.id').forUpdate('ali').execute();
}

/** An agent's copies of the items of the templates the user sees. */
export function visibleItemsOfAgent(db: Db, scopeAgentId: number, agentId: number): Promise<AgentItemRow[]> {
  return agentItems(db).where('ali.agent_id', '=', agentId).where((eb) => templateVisible(eb, scopeAgentId)).orderBy('t.code').orderBy('ali.id').execute();
}

/** Locks the agent's copies with these ids among those of templates the user sees. */
export function lockVisibleItemsOfAgent(trx: Transaction<Database>, scopeAgentId: number, agentId: number, itemIds: readonly number[]): Promise<AgentItemRow[]> {
  return agentItems(trx)
    .where('ali.agent_id', '=', agentId)
    .where('ali.id', 'in', itemIds)
    .where((eb) => templateVisible(eb, scopeAgentId))
    .orderBy('ali.id')
    .forUpdate('ali')
    .execute();
}

export interface ScopedAgentRow {
  id: number;
  code: string;
  name: string;
  level: Database['agents']['level'];
  depth: number;
}

/** The agents with these codes that are the scope agent or below it (depth 0 is itself). */
export function agentsInScope(db: Db, scopeAgentId: number, codes: readonly string[]): Promise<ScopedAgentRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('agents as a')
    .$call(joinSubtree('a.id', scopeAgentId))
    .select(['a.id', 'a.code', 'a.name', 'a.level', 'c.depth'])
    .where('a.code', 'in', codes)
    .execute();
}

/** Every agent below the scope agent (not itself), by code. */
export function agentsBelow(db: Db, scopeAgentId: number): Promise<ScopedAgentRow[]> {
  return db
    .selectFrom('agents as a')
    .$call(joinSubtree('a.id', scopeAgentId))
    .select(['a.id', 'a.code', 'a.name', 'a.level', 'c.depth'])
    .where('c.depth', '>', 0)
    .orderBy('a.code')
    .execute();
}

/** The currencies (of any product) and the products a limit item may target. */
export async function limitTargets(db: Db): Promise<{ currencies: string[]; products: { code: string; description: string; currency_code: string; active: boolean }[] }> {
  const products = await db.selectFrom('products').select(['code', 'description', 'currency_code', 'active']).orderBy('code').execute();
  return { currencies: [...new Set(products.map((p) => p.currency_code))].sort(), products };
}

/** One query: the usage of every item of an ACTIVE template of the scope agent and the agents below it. */
export function usageItemsInScope(db: Db, scopeAgentId: number) {
  return subtreeRows(db, scopeAgentId)
    .innerJoin('agent_limit_items as ali', 'ali.agent_id', 'c.descendant_id')
    .innerJoin('agents as a', 'a.id', 'ali.agent_id')
    .innerJoin('limit_template_items as ti', 'ti.id', 'ali.template_item_id')
    .innerJoin('limit_templates as t', 't.id', 'ti.template_id')
    .select(['a.code', 'ali.limit_value', 'ali.current_value', 'ali.period_id', 'ali.period_value', 'ali.period_start'])
    .where('t.status', '=', 'ACTIVE')
    .orderBy('a.code')
    .execute();
}

// ---- writes -----------------------------------------------------------------------------------

export type TemplateItemValues = Omit<TemplateItemRow, 'id' | 'template_id'>;

export async function insertTemplate(
  trx: Transaction<Database>,
  values: { code: string; name: string; status: LimitTemplateStatus; owner_agent_id: number | null },
): Promise<number> {
  const { id } = await trx.insertInto('limit_templates').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateTemplate(trx: Transaction<Database>, id: number, values: { name: string; status: LimitTemplateStatus }): Promise<void> {
  await trx.updateTable('limit_templates').set({ ...values, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function deleteTemplate(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.deleteFrom('limit_templates').where('id', '=', id).execute();
}

export async function insertTemplateItems(trx: Transaction<Database>, templateId: number, items: readonly TemplateItemValues[]): Promise<TemplateItemRow[]> {
  if (items.length === 0) return [];
  return trx
    .insertInto('limit_template_items')
    .values(
      items.map((item) => ({
        template_id: templateId,
        target_type: item.target_type,
        target_code: item.target_code,
        limit_type: item.limit_type,
        limit_value: item.limit_value,
        period_id: item.period_id,
        period_value: item.period_value,
        alert_thresholds: [...item.alert_thresholds],
      })),
    )
    .returningAll()
    .execute();
}

export async function updateTemplateItem(
  trx: Transaction<Database>,
  id: number,
  values: Pick<TemplateItemValues, 'limit_value' | 'period_id' | 'period_value' | 'alert_thresholds'>,
): Promise<void> {
  await trx
    .updateTable('limit_template_items')
    .set({ limit_value: values.limit_value, period_id: values.period_id, period_value: values.period_value, alert_thresholds: [...values.alert_thresholds] })
    .where('id', '=', id)
    .execute();
}

/** Deletes template items; their agents' copies go with them (ON DELETE CASCADE). */
export async function deleteTemplateItems(trx: Transaction<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('limit_template_items').where('id', 'in', ids).execute();
}

export async function linkAgents(trx: Transaction<Database>, templateId: number, agentIds: readonly number[]): Promise<void> {
  const links = agentIds.map((agentId) => ({ template_id: templateId, agent_id: agentId }));
  await insertInChunks(links, (chunk) => trx.insertInto('limit_template_agents').values(chunk).execute());
}

/** Unassigns agents from a template: the links and the agents' copies of its items. */
export async function unlinkAgents(trx: Transaction<Database>, templateId: number, agentIds: readonly number[]): Promise<void> {
  if (agentIds.length === 0) return;
  await trx
    .deleteFrom('agent_limit_items')
    .where('agent_id', 'in', agentIds)
    .where('template_item_id', 'in', (eb) => eb.selectFrom('limit_template_items').select('id').where('template_id', '=', templateId))
    .execute();
  await trx.deleteFrom('limit_template_agents').where('template_id', '=', templateId).where('agent_id', 'in', agentIds).execute();
}

export type NewAgentItem = Omit<AgentItemRow, 'id' | 'template_id' | 'template_code' | 'template_status'>;

export async function insertAgentItems(trx: Transaction<Database>, rows: readonly NewAgentItem[]): Promise<void> {
  await insertInChunks(rows, (chunk) => trx.insertInto('agent_limit_items').values(chunk).execute());
}

export interface AgentItemState {
  limit_value: number;
  current_value: number;
  period_id: number;
  period_value: string;
  period_start: Date;
  /** Warning thresholds in percent of the limit, ascending (limit-alerts.service.ts). */
  alert_thresholds: number[];
}

export async function updateAgentItem(trx: Transaction<Database>, id: number, state: AgentItemState): Promise<void> {
  await trx
    .updateTable('agent_limit_items')
    .set({
      limit_value: state.limit_value,
      current_value: state.current_value,
      period_id: state.period_id,
      period_value: state.period_value,
      period_start: state.period_start,
      alert_thresholds: [...state.alert_thresholds],
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** What limit_history keeps of an item (not its warning thresholds: their changes are audited). */
export type LimitHistoryState = Omit<AgentItemState, 'period_start' | 'alert_thresholds'>;

export interface HistoryEntry {
  item: Pick<AgentItemRow, 'id' | 'agent_id' | 'template_code' | 'target_type' | 'target_code' | 'limit_type'>;
  source: LimitChangeSource;
  before: LimitHistoryState;
  after: LimitHistoryState;
}

export async function insertHistory(
  trx: Transaction<Database>,
  actor: { userId: number; impersonatorUserId: number | null },
  entries: readonly HistoryEntry[],
  at: Date,
): Promise<void> {
  const rows = entries.map(({ item, source, before, after }) => ({
    agent_limit_item_id: item.id,
    agent_id: item.agent_id,
    template_code: item.template_code,
    target_type: item.target_type,
    target_code: item.target_code,
    limit_type: item.limit_type,
    source,
    limit_value_before: before.limit_value,
    limit_value_after: after.limit_value,
    current_value_before: before.current_value,
    current_value_after: after.current_value,
    period_id_before: before.period_id,
    period_id_after: after.period_id,
    period_value_before: before.period_value,
    period_value_after: after.period_value,
    changed_by_user_id: actor.userId,
    impersonator_user_id: actor.impersonatorUserId,
    changed_at: at,
  }));
  await insertInChunks(rows, (chunk) => trx.insertInto('limit_history').values(chunk).execute());
}

/** The latest changes of these items of an agent, newest first, with the logins of who made them. */
export function historyOfItems(db: Db, itemIds: readonly number[], limit: number) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('limit_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by_user_id')
    .leftJoin('users as i', 'i.id', 'h.impersonator_user_id')
    .selectAll('h')
    .select(['u.login as changed_by', 'i.login as impersonated_by'])
    .where('h.agent_limit_item_id', 'in', itemIds)
    .orderBy('h.changed_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
}

// ---- warning thresholds (limit-alerts.service.ts) ------------------------------------------------

export interface CrossingRow {
  agent_limit_item_id: number;
  period_start: Date;
  threshold: number;
  agent_id: number;
  used_value: number;
  limit_value: number;
  crossed_at: Date;
}

/** Records thresholds reached; answers only the rows this transaction recorded (a row another
 * transaction recorded first, committed or not, is skipped: the primary key decides). */
export function insertCrossings(trx: Db, rows: readonly CrossingRow[]): Promise<Pick<CrossingRow, 'agent_limit_item_id' | 'period_start' | 'threshold'>[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return trx
    .insertInto('limit_alert_crossings')
    .values([...rows])
    .onConflict((oc) => oc.columns(['agent_limit_item_id', 'period_start', 'threshold']).doNothing())
    .returning(['agent_limit_item_id', 'period_start', 'threshold'])
    .execute();
}

export async function setCrossingRecipients(trx: Db, itemId: number, periodStart: Date, threshold: number, recipients: number): Promise<void> {
  await trx
    .updateTable('limit_alert_crossings')
    .set({ recipients })
    .where('agent_limit_item_id', '=', itemId)
    .where('period_start', '=', periodStart)
    .where('threshold', '=', threshold)
    .execute();
}

/** The thresholds of these items recorded as reached, per item and window start. */
export function crossingsOfItems(db: Db, itemIds: readonly number[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('limit_alert_crossings')
    .select(['agent_limit_item_id', 'period_start', 'threshold'])
    .where('agent_limit_item_id', 'in', [...itemIds])
    .orderBy('agent_limit_item_id')
    .orderBy('threshold')
    .execute();
}

/** The administrators of these agents an alert goes to: active users holding `acl` with a
 * confirmed email, with the language they last signed in with. */
export function administratorsOf(db: Db, agentIds: readonly number[], acl: string) {
  if (agentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.agent_id', 'u.email', 'u.language'])
    .where('u.agent_id', 'in', [...agentIds])
    .where('u.deleted_at', 'is', null)
    .where('u.status_id', '=', '1')
    .where('u.email', 'is not', null)
    .where('u.email_confirmed_at', 'is not', null)
    .where((eb) => eb.exists(eb.selectFrom('user_acls as ua').select('ua.user_id').whereRef('ua.user_id', '=', 'u.id').where('ua.acl', '=', acl)))
    .orderBy('u.id')
    .execute();
}

export function agentNamesOf(db: Db, agentIds: readonly number[]) {
  if (agentIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('agents').select(['id', 'code', 'name']).where('id', 'in', [...agentIds]).execute();
}
