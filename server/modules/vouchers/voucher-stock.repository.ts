// The vouchers of PIN batch orders (voucher-stock.ts makes and reads them).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One statement for many vouchers: the hashes and ciphertexts as two arrays (a multi-row VALUES
 * would bind 7 parameters a voucher); a PIN some voucher has already is skipped (drawn again by
 * the caller). Answers how many were inserted. */
export async function insertStock(db: Kysely<Database>, request: { orderId: number; productId: number; agentId: number; at: Date }, hashes: string[], sealed: Buffer[]): Promise<number> {
  const result = await sql<{ inserted: number }>`
    with inserted as (
      insert into vouchers (pin_hash, pin_encrypted, product_id, status, pin_batch_order_id, sold_by_agent_id, sold_at, created_at)
      select h, decode(e, 'base64'), ${request.productId}::bigint, 'SOLD', ${request.orderId}::bigint, ${request.agentId}::bigint, ${request.at}::timestamptz, ${request.at}::timestamptz
      from unnest(${hashes}::text[], ${sealed.map((bytes) => bytes.toString('base64'))}::text[]) as t (h, e)
      on conflict (pin_hash) do nothing
      returning 1
    )
    select count(*)::int as inserted from inserted`.execute(db);
  return Number(result.rows[0]?.inserted ?? 0);
}

export async function countOrderVouchers(db: Kysely<Database>, orderId: number): Promise<number> {
  const row = await db.selectFrom('vouchers').select((eb) => eb.fn.countAll<string>().as('n')).where('pin_batch_order_id', '=', orderId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The order's vouchers' serials and sealed PINs, in the order they were made. */
export function orderVouchers(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('vouchers').select(['serial', 'pin_encrypted']).where('pin_batch_order_id', '=', orderId).orderBy('id').execute();
}
