// The agent hierarchy: creating agents (keeping the closure table in step), the company
// structure of an agent's subtree, and the scope check every call makes.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AgentLevel, AgentStatus, AgentType, Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';

export interface CompanyStructureNode {
  code: string;
  name: string;
  level: AgentLevel;
  type: AgentType;
  status: AgentStatus;
  children: CompanyStructureNode[];
}

export interface NewAgent {
  code: string;
  name: string;
  level: AgentLevel;
  parentId: number | null;
  type?: AgentType;
  status?: AgentStatus;
  countryCode?: string | null;
  stateCode?: string | null;
  timezone?: string;
  tax?: string | null;
  email?: string | null;
  contactName?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  phoneNumber?: string | null;
  mobileNumber?: string | null;
  tollFreePhone?: string | null;
  faxNumber?: string | null;
  tollFreeFax?: string | null;
  city?: string | null;
  zipCode?: string | null;
  isEnablePayout?: boolean;
  payoutVoucherCreditLimitMinor?: number;
  hideRedeemedAt?: boolean;
  hideAccumulatedBalance?: boolean;
  limitAlertPercent?: number;
  createdAt?: Date;
}

/** Agent codes are trimmed and upper-cased, at most 8 characters (spec 1 section 5). */
export function normaliseAgentCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Creates an agent under its parent and its closure rows, in one transaction. Returns its id. */
export async function createAgent(db: Kysely<Database>, agent: NewAgent): Promise<number> {
  return db.transaction().execute((trx) => createAgentInTransaction(trx, agent));
}

/** createAgent inside the caller's transaction, so that the caller can add its own writes (the
 * audit row of agent maintenance) to the same unit of work. */
export async function createAgentInTransaction(trx: Transaction<Database>, agent: NewAgent): Promise<number> {
  const code = normaliseAgentCode(agent.code);
  if (code.length === 0 || code.length > 8) {
    throw new DomainError(ResultCode.invalidRequest, 'agentCode: must be 1 to 8 characters');
  }
  const clash = await trx.selectFrom('agents').select('id').where('code', '=', code).executeTakeFirst();
  if (clash) throw new DomainError(ResultCode.conflict, `agentCode: ${code} already exists`);
  if (agent.parentId !== null) {
    const parent = await trx.selectFrom('agents').select('id').where('id', '=', agent.parentId).executeTakeFirst();
    if (!parent) throw new DomainError(ResultCode.notFound, 'parentCode: unknown parent agent');
  }
  const { id } = await trx
    .insertInto('agents')
    .values({
      code,
      name: agent.name,
      level: agent.level,
      parent_id: agent.parentId,
      type: agent.type ?? 'PREPAID',
      status: agent.status ?? 'ACTIVE',
      country_code: agent.countryCode ?? null,
      state_code: agent.stateCode ?? null,
      timezone: agent.timezone ?? 'UTC',
      tax: agent.tax ?? null,
      email: agent.email ?? null,
      contact_name: agent.contactName ?? null,
      address_line1: agent.addressLine1 ?? null,
      address_line2: agent.addressLine2 ?? null,
      phone_number: agent.phoneNumber ?? null,
      mobile_number: agent.mobileNumber ?? null,
      toll_free_phone: agent.tollFreePhone ?? null,
      fax_number: agent.faxNumber ?? null,
      toll_free_fax: agent.tollFreeFax ?? null,
      city: agent.city ?? null,
      zip_code: agent.zipCode ?? null,
      is_enable_payout: agent.isEnablePayout ?? false,
      payout_voucher_credit_limit_minor: agent.payoutVoucherCreditLimitMinor ?? 0,
      hide_redeemed_at: agent.hideRedeemedAt ?? false,
      hide_accumulated_balance: agent.hideAccumulatedBalance ?? false,
      limit_alert_percent: agent.limitAlertPercent ?? 80,
      ...(agent.createdAt ? { created_at: agent.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertClosureRows(trx, id, agent.parentId);
  return id;
}

async function insertClosureRows(trx: Transaction<Database>, agentId: number, parentId: number | null): Promise<void> {
  await trx.insertInto('agent_closure').values({ ancestor_id: agentId, descendant_id: agentId, depth: 0 }).execute();
  if (parentId === null) return;
  await trx
    .insertInto('agent_closure')
    .columns(['ancestor_id', 'descendant_id', 'depth'])
    .expression((eb) =>
      eb
        .selectFrom('agent_closure')
        .select(['ancestor_id', sql.lit(agentId).as('descendant_id'), sql<number>`depth + 1`.as('depth')])
        .where('descendant_id', '=', parentId),
    )
    .execute();
}

/** True when agentId is ancestorAgentId itself or one of its descendants. */
export async function isInScope(db: Kysely<Database>, ancestorAgentId: number, agentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('agent_closure')
    .select('depth')
    .where('ancestor_id', '=', ancestorAgentId)
    .where('descendant_id', '=', agentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of an agent and all its descendants. */
export async function subtreeAgentIds(db: Kysely<Database>, rootAgentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('agent_closure')
    .select('descendant_id')
    .where('ancestor_id', '=', rootAgentId)
    .execute();
  return rows.map((r) => r.descendant_id);
}

/** One agent of a structure as the database sends it: [id, parent_id, code, name, level, type,
 * status, depth]. */
type StructureRow = [number, number | null, string, string, AgentLevel, AgentType, AgentStatus, number];

/** The company structure below (and including) an agent, as nested nodes ordered by code. One
 * query on the closure table whatever the depth; the rows travel as one JSON array, which both
 * drivers read far faster than 10,000 separate rows (about 10x on PGlite). */
export async function getCompanyStructure(db: Kysely<Database>, rootAgentId: number): Promise<CompanyStructureNode | null> {
  const { rows } = await sql<{ agents: string | null }>`
    SELECT json_agg(json_build_array(a.id, a.parent_id, a.code, a.name, a.level, a.type, a.status, c.depth)
      ORDER BY c.depth, a.code)::text AS agents
    FROM agent_closure c JOIN agents a ON a.id = c.descendant_id
    WHERE c.ancestor_id = ${rootAgentId}`.execute(db);
  const nodes = new Map<number, CompanyStructureNode>();
  let root: CompanyStructureNode | null = null;
  for (const [id, parentId, code, name, level, type, status, depth] of JSON.parse(rows[0]?.agents ?? 'null') as StructureRow[] | null ?? []) {
    const node: CompanyStructureNode = { code, name, level, type, status, children: [] };
    nodes.set(id, node);
    if (depth === 0) root = node;
    else if (parentId !== null) nodes.get(parentId)?.children.push(node);
  }
  return root;
}
