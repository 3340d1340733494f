// Every query of PIN batch orders: the orders of a scope (the user's agent and every agent below
// it), placing, deciding and deleting them, their generation's lock, their
// attachment, the custody trail of their downloads, and the agents' OpenPGP keys.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, PinBatchOrderStatus, PinFileFormat } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';
import { insertInChunks } from '../../db/chunked-insert';
import type { PageRequest } from '../../domain/paging';
import { pageOffset } from '../../domain/paging';
import { joinSubtree } from '../agents/agent-hierarchy.repository';

type Db = Kysely<Database> | Transaction<Database>;

export type PinOrderSort = 'orderRef' | 'fileName' | 'date' | 'status' | 'user' | 'product' | 'currency' | 'qty' | 'value';

/** The orders of the scope with what an answer shows of them (one product per order). */
function ordersOf(db: Db, scopeAgentId: number) {
  return db
    .selectFrom('pin_batch_orders as o')
    .$call(joinSubtree('o.agent_id', scopeAgentId))
    .innerJoin('agents as a', 'a.id', 'o.agent_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('pin_batch_order_items as i', 'i.order_id', 'o.id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('pin_batch_order_documents as d', 'd.id', 'o.document_id')
    .leftJoin('agent_pgp_keys as k', 'k.agent_id', 'o.agent_id');
}

const ORDER_COLUMNS = [
  'o.id', 'o.order_ref', 'o.file_name', 'o.created_at', 'o.status', 'o.comment', 'o.user_id', 'o.agent_id',
  'u.login', 'a.code as agent_code', 'a.name as agent_name', 'p.code as product_code', 'p.description as product_description',
  'i.currency_code', 'i.qty', 'i.unit_value_minor', 'd.file_name as document_name', 'k.fingerprint as key_fingerprint',
] as const;

export interface PinOrderListQuery extends PageRequest {
  scopeAgentId: number;
  searchText?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
  status?: PinBatchOrderStatus | undefined;
  orderBy: PinOrderSort;
  descending: boolean;
}

/** One page of the scope's orders (deleted ones only when asked for by status), with the total. */
export async function findOrderPage(db: Db, query: PinOrderListQuery) {
  let base = ordersOf(db, query.scopeAgentId);
  base = query.status ? base.where('o.status', '=', query.status) : base.where('o.status', '<>', 'DELETED');
  if (query.from) base = base.where('o.created_at', '>=', query.from);
  if (query.until) base = base.where('o.created_at', '<', query.until);
  const search = query.searchText?.trim();
  if (search) {
    const pattern = likePattern(search);
    base = base.where((eb) =>
      eb.or(['o.order_ref', 'p.code', 'u.login', 'a.code', 'o.comment', 'o.file_name'].map((column) => eb(sql.ref(column), 'ilike', pattern))),
    );
  }
  const direction = query.descending ? 'desc' : 'asc';
  const sortColumn = {
    orderRef: sql`o.id`,
    fileName: sql`o.file_name`,
    date: sql`o.created_at`,
    status: sql`o.status`,
    user: sql`u.login`,
    product: sql`p.code`,
    currency: sql`i.currency_code`,
    qty: sql`i.qty`,
    value: sql`i.qty * i.unit_value_minor`,
  }[query.orderBy];
  const [rows, count] = await Promise.all([
    base
      .select(ORDER_COLUMNS)
      .orderBy(sortColumn, direction)
      .orderBy('o.id', direction)
      .limit(query.pageSize)
      .offset(pageOffset(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One order of the scope by its reference, with its decisions (any status). */
export function findOrder(db: Db, scopeAgentId: number, orderRef: string) {
  return ordersOf(db, scopeAgentId)
    .leftJoin('users as du', 'du.id', 'o.approved_by_user_id')
    .leftJoin('users as xu', 'xu.id', 'o.deleted_by_user_id')
    .select(ORDER_COLUMNS)
    .select([
      'o.approved_at', 'o.decision_comment', 'o.deleted_at', 'o.delete_comment', 'o.ready_at', 'o.document_id',
      'o.generation_failed_at', 'o.generation_attempts', 'o.generation_error',
      'du.login as decided_by', 'xu.login as deleted_by', 'i.product_id',
    ])
    .where('o.order_ref', '=', orderRef)
    .executeTakeFirst();
}

export type OrderListRow = Awaited<ReturnType<typeof findOrderPage>>['rows'][number];
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The downloads of an order, oldest first, with who made them (and who impersonated). */
export function findDownloads(db: Db, orderId: number) {
  return db
    .selectFrom('pin_batch_order_downloads as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .leftJoin('users as iu', 'iu.id', 'w.impersonator_user_id')
    .select(['w.downloaded_at', 'w.format', 'w.key_fingerprint', 'u.login', 'iu.login as impersonator'])
    .where('w.order_id', '=', orderId)
    .orderBy('w.downloaded_at')
    .orderBy('w.id')
    .execute();
}

export function activeProducts(db: Db) {
  return db
    .selectFrom('products')
    .select(['code', 'description', 'face_value_minor', 'currency_code'])
    .where('active', '=', true)
    .orderBy('code')
    .execute();
}

export function productsByCode(db: Db, codes: readonly string[]) {
  return db
    .selectFrom('products')
    .select(['id', 'code', 'face_value_minor', 'currency_code', 'active'])
    .where('code', 'in', [...codes])
    .execute();
}

export function agentById(db: Db, agentId: number) {
  return db.selectFrom('agents').select(['id', 'code', 'name', 'status']).where('id', '=', agentId).executeTakeFirst();
}

export interface NewOrder {
  agentId: number;
  userId: number;
  productId: number;
  qty: number;
  unitValueMinor: number;
  currencyCode: string;
  comment: string | null;
}

/** Places the orders, one item each; answers their ids and references in the same order. */
export async function insertOrders(trx: Transaction<Database>, orders: readonly NewOrder[]) {
  const placed = await insertInChunks(
    orders.map((order) => ({ agent_id: order.agentId, user_id: order.userId, status: 'WAITING_FOR_APPROVAL' as const, comment: order.comment })),
    (chunk) => trx.insertInto('pin_batch_orders').values(chunk).returning(['id', 'order_ref']).execute(),
  );
  await trx
    .insertInto('pin_batch_order_items')
    .values(orders.map((order, i) => ({
      order_id: placed[i]!.id,
      product_id: order.productId,
      qty: order.qty,
      unit_value_minor: order.unitValueMinor,
      currency_code: order.currencyCode,
      comment: order.comment,
    })))
    .execute();
  return placed;
}

/** Stores the attachment under the first order and links every order of the request to it. */
export async function attachDocument(
  trx: Transaction<Database>,
  orderIds: readonly number[],
  file: { fileName: string; contentType: string; bytes: Buffer },
): Promise<void> {
  const { id } = await trx
    .insertInto('pin_batch_order_documents')
    .values({ order_id: orderIds[0]!, file_name: file.fileName, content_type: file.contentType, bytes: file.bytes })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('pin_batch_orders').set({ document_id: id }).where('id', 'in', [...orderIds]).execute();
}

export function findDocument(db: Db, documentId: number) {
  return db.selectFrom('pin_batch_order_documents').select(['file_name', 'content_type', 'bytes']).where('id', '=', documentId).executeTakeFirst();
}

/** WAITING_FOR_APPROVAL -> PROCESSING (approved) or REJECTED, if it still waits; answers whether it did. */
export async function decideOrder(
  trx: Transaction<Database>,
  orderId: number,
  decision: { status: 'PROCESSING' | 'REJECTED'; userId: number; comment: string | null },
): Promise<boolean> {
  const result = await trx
    .updateTable('pin_batch_orders')
    .set({ status: decision.status, approved_by_user_id: decision.userId, approved_at: sql<Date>`now()`, decision_comment: decision.comment })
    .where('id', '=', orderId)
    .where('status', '=', 'WAITING_FOR_APPROVAL')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** WAITING_FOR_APPROVAL -> DELETED, if it still waits; answers whether it did. */
export async function markDeleted(trx: Transaction<Database>, orderId: number, deletion: { userId: number; comment: string | null }): Promise<boolean> {
  const result = await trx
    .updateTable('pin_batch_orders')
    .set({ status: 'DELETED', deleted_by_user_id: deletion.userId, deleted_at: sql<Date>`now()`, delete_comment: deletion.comment })
    .where('id', '=', orderId)
    .where('status', '=', 'WAITING_FOR_APPROVAL')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The ids of orders approved before `approvedBefore` whose PINs are not made yet (PROCESSING). */
export async function ordersProcessingSince(db: Db, approvedBefore: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('pin_batch_orders')
    .select('id')
    .where('status', '=', 'PROCESSING')
    .where('approved_at', '<', approvedBefore)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The order and its item, its row locked until the transaction ends: generations of one order
 * (a job run twice, two instances) take turns here, and the second finds it done. */
export function lockOrderForGeneration(trx: Transaction<Database>, orderId: number) {
  return trx
    .selectFrom('pin_batch_orders as o')
    .innerJoin('pin_batch_order_items as i', 'i.order_id', 'o.id')
    .select(['o.id', 'o.order_ref', 'o.status', 'o.agent_id', 'i.product_id', 'i.qty'])
    .where('o.id', '=', orderId)
    .forUpdate('o')
    .executeTakeFirst();
}

export async function markReady(trx: Transaction<Database>, orderId: number, fileName: string): Promise<void> {
  await trx
    .updateTable('pin_batch_orders')
    .set({ status: 'READY_FOR_DOWNLOAD', ready_at: sql<Date>`now()`, file_name: fileName, generation_failed_at: null, generation_attempts: null, generation_error: null })
    .where('id', '=', orderId)
    .execute();
}

/** Keeps on an order still PROCESSING that its generation failed for good: when, after how many
 * attempts (added to those before), and the error. */
export async function markGenerationFailed(db: Db, orderId: number, attempts: number, error: string): Promise<void> {
  await db
    .updateTable('pin_batch_orders')
    .set({
      generation_failed_at: sql<Date>`now()`,
      generation_attempts: sql<number>`coalesce(generation_attempts, 0) + ${attempts}`,
      generation_error: error.slice(0, 500),
    })
    .where('id', '=', orderId)
    .where('status', '=', 'PROCESSING')
    .execute();
}

/** Takes an order's failed generation back to waiting for its job: true when it was PROCESSING
 * with a failure (a second call, or one racing it, finds nothing to take). */
export async function clearGenerationFailure(db: Db, orderId: number): Promise<boolean> {
  const result = await db
    .updateTable('pin_batch_orders')
    .set({ generation_failed_at: null })
    .where('id', '=', orderId)
    .where('status', '=', 'PROCESSING')
    .where('generation_failed_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface DownloadRecord {
  orderId: number;
  userId: number;
  impersonatorUserId: number | null;
  format: PinFileFormat;
  keyFingerprint: string | null;
  ip: string | null;
}

/** Records a download of the order's PINs (the custody trail). */
export async function recordDownload(trx: Transaction<Database>, download: DownloadRecord): Promise<void> {
  await trx
    .insertInto('pin_batch_order_downloads')
    .values({
      order_id: download.orderId,
      user_id: download.userId,
      impersonator_user_id: download.impersonatorUserId,
      format: download.format,
      key_fingerprint: download.keyFingerprint,
      ip: download.ip,
    })
    .execute();
}

// ---- agents' OpenPGP keys --------------------------------------------------------------------

/** An agent by code with whether it is in the scope (the scope agent itself or below it). */
export function agentInScope(db: Db, scopeAgentId: number, agentCode: string) {
  return db
    .selectFrom('agents as a')
    .$call(joinSubtree('a.id', scopeAgentId, 'left'))
    .select(['a.id', 'a.code', 'a.name', 'c.ancestor_id as scope_id'])
    .where('a.code', '=', agentCode)
    .executeTakeFirst();
}

export function findAgentKey(db: Db, agentId: number) {
  return db
    .selectFrom('agent_pgp_keys as k')
    .leftJoin('users as u', 'u.id', 'k.set_by_user_id')
    .select(['k.public_key', 'k.fingerprint', 'k.algorithm', 'k.user_ids', 'k.key_created_at', 'k.key_expires_at', 'k.set_at', 'u.login as set_by'])
    .where('k.agent_id', '=', agentId)
    .executeTakeFirst();
}

export interface AgentKeyRow {
  publicKey: string;
  fingerprint: string;
  algorithm: string;
  userIds: readonly string[];
  createdAt: Date;
  expiresAt: Date | null;
}

export async function saveAgentKey(trx: Transaction<Database>, agentId: number, key: AgentKeyRow, userId: number): Promise<void> {
  const row = {
    public_key: key.publicKey,
    fingerprint: key.fingerprint,
    algorithm: key.algorithm,
    user_ids: JSON.stringify(key.userIds),
    key_created_at: key.createdAt,
    key_expires_at: key.expiresAt,
    set_by_user_id: userId,
    set_at: sql<Date>`now()`,
  };
  await trx
    .insertInto('agent_pgp_keys')
    .values({ agent_id: agentId, ...row })
    .onConflict((oc) => oc.column('agent_id').doUpdateSet(row))
    .execute();
}

export async function deleteAgentKey(trx: Transaction<Database>, agentId: number): Promise<void> {
  await trx.deleteFrom('agent_pgp_keys').where('agent_id', '=', agentId).execute();
}
