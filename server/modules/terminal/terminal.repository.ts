// The terminal's queries: terminals by key, and what a sale reads and writes.
import type { Insertable, Kysely } from 'kysely';
import type { Database, VouchersTable } from '../../db/schema';
import { insertInChunks } from '../../db/chunked-insert';

export function terminalByKeyHash(db: Kysely<Database>, keyHash: string) {
  return db
    .selectFrom('terminals')
    .select(['id', 'code', 'agent_id', 'status'])
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
}

/** The terminals with their agents' code and status. */
export function terminalsWithAgents(db: Kysely<Database>, terminalIds: readonly number[]) {
  return db
    .selectFrom('terminals as t')
    .innerJoin('agents as a', 'a.id', 't.agent_id')
    .select(['t.id', 't.agent_id', 't.status', 'a.code as agent_code', 'a.status as agent_status'])
    .where('t.id', 'in', [...terminalIds])
    .execute();
}

export function productsByCode(db: Kysely<Database>, codes: readonly string[]) {
  return db.selectFrom('products').selectAll().where('code', 'in', [...codes]).execute();
}

/** Inserts the sold vouchers; returns their ids, serials and PIN hashes. */
export function insertSoldVouchers(db: Kysely<Database>, vouchers: readonly Insertable<VouchersTable>[]) {
  return insertInChunks(vouchers, (chunk) =>
    db.insertInto('vouchers').values(chunk).returning(['id', 'serial', 'pin_hash']).execute(),
  );
}

/** Claims the terminal's Idempotency-Key for this request; false when it was claimed before. */
export async function claimIdempotencyKey(db: Kysely<Database>, terminalId: number, key: string, requestHash: string): Promise<boolean> {
  const claim = await db
    .insertInto('idempotency_keys')
    .values({ terminal_id: terminalId, key, request_hash: requestHash, response: '{}' })
    .onConflict((oc) => oc.columns(['terminal_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claim !== undefined;
}

/** The request hash and stored answer of a claimed key. */
export function idempotencyKeyOf(db: Kysely<Database>, terminalId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response'])
    .where('terminal_id', '=', terminalId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}

export async function saveIdempotentAnswer(db: Kysely<Database>, terminalId: number, key: string, response: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response })
    .where('terminal_id', '=', terminalId)
    .where('key', '=', key)
    .execute();
}

export async function encryptedPinOf(db: Kysely<Database>, voucherId: number) {
  const voucher = await db.selectFrom('vouchers').select('pin_encrypted').where('id', '=', voucherId).executeTakeFirstOrThrow();
  return voucher.pin_encrypted;
}
