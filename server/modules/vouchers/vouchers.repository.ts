// The queries of Product Validate / Product Redeem at the portal: the redeeming merchant, and the
// failed-PIN counters and locks. Counters and locks live in rate_limit_counters (the store of
// server/modules/auth/rate-limit.ts), so every instance shares them: a failure adds one to the
// key's 15-minute window; a lock is a row of its own key whose window_start is when it began.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AgentStatus, AgentType, Database, VoucherStatus } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What a check of a PIN at the portal needs, in one round trip: the signed-in user's agent (the
 * receipt's merchant and the rules), which of `lockKeys` are locked now, and the voucher of the
 * PIN's hash with its product (null when no voucher has it). Null when the agent does not exist. */
export async function pinCheckContext(db: Db, agentId: number, lockKeys: readonly string[], lockSeconds: number, pinHash: string) {
  const result = await sql<{
    id: number;
    code: string;
    name: string;
    type: AgentType;
    status: AgentStatus;
    locked: string[];
    serial: string | null;
    voucher_status: VoucherStatus | null;
    product_code: string | null;
    product_name: string | null;
    currency_code: string | null;
    face_value_minor: number | null;
  }>`
    select a.id, a.code, a.name, a.type, a.status,
      coalesce((select json_agg(l.key) from rate_limit_counters l
        where l.key in (${sql.join(lockKeys.map((key) => sql`${key}`))}) and l.window_start > now() - make_interval(secs => ${lockSeconds}::integer)), '[]'::json) as locked,
      v.serial, v.status as voucher_status, p.code as product_code, p.description as product_name, p.currency_code, p.face_value_minor
    from agents a
    left join vouchers v on v.pin_hash = ${pinHash}
    left join products p on p.id = v.product_id
    where a.id = ${agentId}`.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  return {
    merchant: { id: Number(row.id), code: row.code, name: row.name, type: row.type, status: row.status },
    locked: new Set(row.locked),
    voucher: row.serial === null || row.voucher_status === null
      ? null
      : {
          serial: row.serial,
          status: row.voucher_status,
          productCode: row.product_code!,
          productName: row.product_name!,
          currencyCode: row.currency_code!,
          faceValueMinor: Number(row.face_value_minor),
        },
  };
}

/** Per key, the failures counted now (this one included): this window's count plus the previous
 * window's, weighted by how much of it is still in view (as the request limits count). */
export interface FailureCount {
  key: string;
  estimate: number;
}

/**
 * Adds one failure to each key's current window and answers each key's sliding estimate, in one
 * statement; keys are taken in one order so two statements never wait on each other in a cycle.
 */
export async function countFailures(db: Db, keys: readonly string[], windowSeconds: number): Promise<FailureCount[]> {
  if (keys.length === 0) return [];
  const values = sql.join([...new Set(keys)].sort().map((key) => sql`(${key}::text)`));
  const result = await sql<{ key: string; estimate: number }>`
    with counted_keys (key) as (values ${values}),
    counted as (
      insert into rate_limit_counters (key, window_start, count)
      select key, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}::integer) * ${windowSeconds}::integer), 1 from counted_keys
      order by key
      on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
      returning key, window_start, count
    )
    select c.key, (c.count + coalesce(p.count, 0) * greatest(0, 1 - extract(epoch from now() - c.window_start) / ${windowSeconds}::integer))::float8 as estimate
    from counted c
    left join rate_limit_counters p on p.key = c.key and p.window_start = c.window_start - make_interval(secs => ${windowSeconds}::integer)
  `.execute(db);
  return result.rows.map((row) => ({ key: row.key, estimate: Number(row.estimate) }));
}

/** Starts a lock of each key now and forgets the failures that led to it (a lock's end starts
 * the count afresh), in one transaction. */
export async function lockKeys(db: Kysely<Database>, locks: readonly { lockKey: string; failureKey: string }[]): Promise<void> {
  if (locks.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('rate_limit_counters')
      .values(locks.map((lock) => ({ key: lock.lockKey, window_start: sql<Date>`now()`, count: 1 })))
      .onConflict((oc) => oc.columns(['key', 'window_start']).doNothing())
      .execute();
    await trx.deleteFrom('rate_limit_counters').where('key', 'in', locks.map((lock) => lock.failureKey)).execute();
  });
}

/** Ends locks and forgets failures (tests and support). */
export async function clearKeys(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('rate_limit_counters').where('key', 'in', [...keys]).execute();
}

/** The voucher of a PIN's hash with its product. */
export function voucherWithProduct(db: Kysely<Database>, pinHash: string) {
  return db
    .selectFrom('vouchers as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.serial', 'v.status', 'p.code', 'p.description', 'p.currency_code', 'p.face_value_minor'])
    .where('v.pin_hash', '=', pinHash)
    .executeTakeFirst();
}

export interface ClaimedVoucher {
  id: number;
  serial: string;
  pin_hash: string;
  product_id: number;
  code: string;
  description: string;
  currency_code: string;
  face_value_minor: number;
}

/** The conditional UPDATE that makes a PIN redeemable once. */
export async function claimVouchers(
  db: Kysely<Database>,
  requests: readonly { hash: string; agentId: number; userId: number | null; at: Date }[],
): Promise<ClaimedVoucher[]> {
  const values = sql.join(
    requests.map((r) => sql`(${r.hash}::text, ${r.agentId}::bigint, ${r.userId}::bigint, ${r.at}::timestamptz)`),
  );
  const result = await sql<ClaimedVoucher>`
    UPDATE vouchers AS v
    SET status = 'REDEEMED', redeemed_by_agent_id = r.agent_id, redeemed_by_user_id = r.user_id, redeemed_at = r.at
    FROM (VALUES ${values}) AS r (pin_hash, agent_id, user_id, at), products AS p
    WHERE v.pin_hash = r.pin_hash AND v.status = 'SOLD' AND p.id = v.product_id
    RETURNING v.id, v.serial, v.pin_hash, v.product_id, p.code, p.description, p.currency_code, p.face_value_minor`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id), product_id: Number(row.product_id), face_value_minor: Number(row.face_value_minor) }));
}

/** Marks the successful SALE of each voucher redeemed; answers the sales' ids by voucher. */
export async function markSalesRedeemed(
  db: Kysely<Database>,
  marks: readonly { voucherId: number; agentId: number; at: Date }[],
): Promise<{ id: number; voucher_id: number }[]> {
  if (marks.length === 0) return [];
  const values = sql.join(marks.map((m) => sql`(${m.voucherId}::bigint, ${m.agentId}::bigint, ${m.at}::timestamptz)`));
  const result = await sql<{ id: number; voucher_id: number }>`
    UPDATE transactions AS t SET redeemed_at_agent_id = m.agent_id, redeemed_date = m.at
    FROM (VALUES ${values}) AS m (voucher_id, agent_id, at)
    WHERE t.voucher_id = m.voucher_id AND t.voucher_id IS NOT NULL AND t.tx_type = 'SALE' AND t.status = 'SUCCESS'
    RETURNING t.id, t.voucher_id`.execute(db);
  return result.rows.map((row) => ({ id: Number(row.id), voucher_id: Number(row.voucher_id) }));
}

export async function voucherStatuses(db: Kysely<Database>, hashes: readonly string[]): Promise<Map<string, { status: string; serial: string }>> {
  if (hashes.length === 0) return new Map();
  const rows = await db.selectFrom('vouchers').select(['pin_hash', 'status', 'serial']).where('pin_hash', 'in', [...new Set(hashes)]).execute();
  return new Map(rows.map((r) => [r.pin_hash, { status: r.status, serial: r.serial }]));
}

export async function activeAgentIds(db: Kysely<Database>, agentIds: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('agents')
    .select('id')
    .where('id', 'in', [...new Set(agentIds)])
    .where('status', '=', 'ACTIVE')
    .execute();
  return new Set(rows.map((r) => r.id));
}
