// The audit_log table: appended to (never updated or deleted: a trigger refuses both, migration
// 0020), and read newest first by (at, id) within an agent's subtree.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema';
import { agentWithin, scopeAgents } from '../agents/agent-hierarchy.repository';

/** Appends a row. The agent the event belongs to, when the caller does not name it: the agent of
 * what the event is about (a PIN order's, an agent itself, a user's, a sale's) when that agent is
 * the acting user's or below it, so a merchant sees what was done to its own (an order approved
 * by provider staff, its agent edited by its parent); else the acting user's agent; else the PIN
 * order's (a job's event); else the top of the structure (events of nobody known: an unknown
 * account's sign-in, provider staff see them). */
export async function insertAuditRow(db: Kysely<Database>, row: Omit<Insertable<AuditLogTable>, 'agent_id'> & { agent_id?: number | null }): Promise<void> {
  const actor = row.actor_user_id ?? null;
  const agentId = row.agent_id ?? null;
  const entity = row.entity ?? null;
  const entityId = row.entity_id ?? null;
  const actorAgent = sql`(SELECT agent_id FROM users WHERE id = ${actor}::bigint)`;
  const entityAgent = sql`(CASE ${entity}::text
      WHEN 'pinOrder' THEN (SELECT agent_id FROM pin_batch_orders WHERE order_ref = ${entityId}::text)
      WHEN 'agent' THEN (SELECT id FROM agents WHERE code = ${entityId}::text)
      WHEN 'user' THEN (SELECT agent_id FROM users WHERE id::text = ${entityId}::text)
      WHEN 'transaction' THEN (SELECT agent_id FROM transactions WHERE ref_id = ${entityId}::text)
    END)`;
  await db
    .insertInto('audit_log')
    .values({
      ...row,
      agent_id: sql<number | null>`COALESCE(${agentId}::bigint,
        ${agentWithin(actorAgent, entityAgent)},
        ${actorAgent},
        (SELECT agent_id FROM pin_batch_orders WHERE ${entity}::text = 'pinOrder' AND order_ref = ${entityId}::text),
        (SELECT id FROM agents WHERE parent_id IS NULL ORDER BY id LIMIT 1))`,
    })
    .execute();
}

/** A position in the trail: the row's time (UTC, microseconds, as text) and id. */
export interface AuditPosition {
  at: string;
  id: number;
}

export interface AuditRowFilter {
  /** The subtree whose events are read (the user's agent or a filtered agent below it). */
  rootAgentId: number;
  /** Inclusive bounds of `at`. */
  from?: Date;
  to?: Date;
  /** The login of the acting user or of its impersonator. */
  userLogin?: string;
  /** Actions read (exact names or prefixes ending in '.'). */
  actions?: readonly string[];
  /** Events done while support staff impersonated. */
  impersonated?: boolean;
  result?: 'SUCCESS' | 'REFUSED';
  /** Rows strictly after this position (older). */
  after?: AuditPosition;
  limit: number;
}

export interface AuditRow {
  id: number;
  at: Date;
  position: string;
  action: string;
  entity: string | null;
  entity_id: string | null;
  result_code: number | null;
  ip: string | null;
  agent_code: string | null;
  agent_name: string | null;
  user_login: string | null;
  user_first_name: string | null;
  user_surname: string | null;
  user_agent_code: string | null;
  impersonator_login: string | null;
  impersonator_agent_code: string | null;
}

/** One page of the trail, newest first. */
export async function auditRows(db: Kysely<Database>, filter: AuditRowFilter): Promise<AuditRow[]> {
  let query = db
    .selectFrom('audit_log as l')
    .leftJoin('agents as a', 'a.id', 'l.agent_id')
    .leftJoin('users as u', 'u.id', 'l.actor_user_id')
    .leftJoin('agents as ua', 'ua.id', 'u.agent_id')
    .leftJoin('users as i', 'i.id', 'l.impersonator_user_id')
    .leftJoin('agents as ia', 'ia.id', 'i.agent_id')
    .select([
      'l.id', 'l.at', 'l.action', 'l.entity', 'l.entity_id', 'l.result_code', 'l.ip',
      'a.code as agent_code', 'a.name as agent_name',
      'u.login as user_login', 'u.first_name as user_first_name', 'u.surname as user_surname', 'ua.code as user_agent_code',
      'i.login as impersonator_login', 'ia.code as impersonator_agent_code',
      sql<string>`to_char(l.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`.as('position'),
    ])
    .where('l.agent_id', 'in', scopeAgents({ agentId: filter.rootAgentId, includeSubAgents: true }));
  if (filter.from) query = query.where('l.at', '>=', filter.from);
  if (filter.to) query = query.where('l.at', '<=', filter.to);
  if (filter.userLogin !== undefined) {
    const login = filter.userLogin.toLowerCase();
    // The users of that name first (a handful), then the rows by id: no join per row read.
    const named = () => db.selectFrom('users').select('id').where(sql<string>`lower(login)`, '=', login);
    query = query.where((eb) => eb.or([eb('l.actor_user_id', 'in', named()), eb('l.impersonator_user_id', 'in', named())]));
  }
  const actions = filter.actions;
  const impersonated = filter.impersonated === true;
  if (actions || impersonated) {
    query = query.where((eb) =>
      eb.or([
        ...(actions ?? []).map((action) => (action.endsWith('.') ? eb('l.action', 'like', `${action}%`) : eb('l.action', '=', action))),
        ...(impersonated ? [eb('l.impersonator_user_id', 'is not', null)] : []),
      ]),
    );
  }
  if (filter.result === 'SUCCESS') query = query.where((eb) => eb.or([eb('l.result_code', '=', 0), eb('l.result_code', 'is', null)]));
  if (filter.result === 'REFUSED') query = query.where('l.result_code', '<>', 0);
  if (filter.after) {
    const { at, id } = filter.after;
    query = query.where((eb) => eb(eb.refTuple('l.at', 'l.id'), '<', eb.tuple(sql<Date>`(${at}::timestamp AT TIME ZONE 'UTC')`, id)));
  }
  const rows = await query.orderBy('l.at', 'desc').orderBy('l.id', 'desc').limit(filter.limit).execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
