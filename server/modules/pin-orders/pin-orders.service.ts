// PIN batch orders (spec 3, issue #17): the orders of the signed-in user's agent and every agent
// below it (provider staff: all), listed, read with their custody trail, placed (one order per
// product, WAITING_FOR_APPROVAL, an optional attachment shared by the request's orders), deleted
// while they wait (SCP.EVDS.PIN.BATCH.FILE.REQUEST_C and _D), approved or rejected by provider
// staff (SCP.EVDS.PIN.BATCH.FILE.APPROVE_W: approval queues the 'pin.generate' job, which makes
// the PINs and the order READY_FOR_DOWNLOAD). An order outside the user's structure is answered
// as one that does not exist (1004): references are sequential, and nothing tells whether one is
// taken. Downloads: pin-order-files.service.ts; the PINs: pin-generation.service.ts.
import type { Kysely } from 'kysely';
import type { Database, PinBatchOrderStatus, PinFileFormat } from '../../db/schema';
import { ACL, type Acl } from '../../domain/acls';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import { pageCount } from '../../domain/paging';
import type { SessionInfo } from '../../domain/session-info';
import { timestampFromWire, wireMoney, wireTimestamp, wireTimestampOrNull } from '../../domain/wire';
import type { Enqueue } from '../../domain/enqueue';
import { recordAudit } from '../audit/audit.service';
import { consumeCreditLimits } from '../ledger/limit-consumption.service';
import type { MailJobs } from '../mail/mail.service';
import { attachmentKind, type AttachedFile } from '../auth/attachment-check';
import { PIN_ORDER_EXTENSIONS } from '../../../shared/attachment-rules';
import { readNumericSettings } from '../platform/settings.service';
import { VOUCHER_TEXT } from '../vouchers/vouchers.service';
import {
  activeProducts, agentById, attachDocument, clearGenerationFailure, decideOrder, findDownloads, findOrder, findOrderPage, insertOrders, markDeleted, productsByCode,
  type OrderListRow, type OrderRow, type PinOrderSort,
} from './pin-orders.repository';
import { PROBLEM } from '../../i18n/problems';
import { words, type Words } from '../../i18n/words';
import { defineMessages } from '@formatjs/intl';
import { REFUSAL } from '../../i18n/refusals';

/** The job that makes an approved order's PINs (server/jobs/pin-generate.ts). */
export interface PinOrderJobs {
  'pin.generate': {
    /** pin_batch_orders.id */
    orderId: number;
  };
}

/** The refusals and confirmations of PIN orders, worded for a merchant (six languages:
 * server/i18n/refusal-words.ts). */
export const PIN_ORDER_TEXT = defineMessages({
  notFound: { id: 'SERVER.PIN_ORDERS.NOT_FOUND', defaultMessage: 'No PIN order has this reference.' },
  created: { id: 'SERVER.PIN_ORDERS.CREATED', defaultMessage: 'Your orders have been created and are waiting for approval.' },
  deleted: { id: 'SERVER.PIN_ORDERS.DELETED', defaultMessage: 'The order has been deleted.' },
  approved: { id: 'SERVER.PIN_ORDERS.APPROVED', defaultMessage: 'The order has been approved. Its PINs are being generated.' },
  rejected: { id: 'SERVER.PIN_ORDERS.REJECTED', defaultMessage: 'The order has been rejected.' },
  deleteNotWaiting: { id: 'SERVER.PIN_ORDERS.DELETE_NOT_WAITING', defaultMessage: 'Only an order waiting for approval can be deleted.' },
  decideNotWaiting: { id: 'SERVER.PIN_ORDERS.DECIDE_NOT_WAITING', defaultMessage: 'Only an order waiting for approval can be approved or rejected.' },
  ownOrder: { id: 'SERVER.PIN_ORDERS.OWN_ORDER', defaultMessage: 'An order must be approved or rejected by someone other than the user who placed it.' },
  overLimit: { id: 'SERVER.PIN_ORDERS.OVER_LIMIT', defaultMessage: 'This order cannot be approved: its value would exceed a credit limit of the ordering agent or of an agent above it.' },
  productUnavailable: { id: 'SERVER.PIN_ORDERS.PRODUCT_UNAVAILABLE', defaultMessage: 'This product is not available to order.' },
  productTwice: { id: 'SERVER.PIN_ORDERS.PRODUCT_TWICE', defaultMessage: 'Each product may be ordered once per request; change its quantity instead.' },
  endBeforeStart: { id: 'SERVER.PIN_ORDERS.END_BEFORE_START', defaultMessage: 'The end date must be after the start date.' },
  generationQueued: { id: 'SERVER.PIN_ORDERS.GENERATION_QUEUED', defaultMessage: 'The generation of this order\'s PINs has been queued again.' },
  generationNotFailed: { id: 'SERVER.PIN_ORDERS.GENERATION_NOT_FAILED', defaultMessage: 'Only an approved order whose PIN generation failed can be queued again.' },
});

/** The attachment types the spec accepts (shared/attachment-rules.ts; each also recognised by its content: attachment-check.ts). */
const ATTACHMENT_EXTENSIONS = new Set(PIN_ORDER_EXTENSIONS);
const MB = 1024 * 1024;

/** What the deployment allows (config.pinOrders). */
export interface PinOrderRules {
  plainTextDownloads: boolean;
}

/** A refusal of a call the contract guards with x-acl too (for callers without a request). */
export function requireAcls(actor: SessionInfo, ...acls: Acl[]): void {
  const missing = acls.find((acl) => !actor.acls.has(acl));
  if (missing) throw new DomainError(ResultCode.permissionDenied, words(REFUSAL.permission, { acl: missing }));
}

/** The files a download of the order offers now. */
export function downloadFormats(status: PinBatchOrderStatus, keyFingerprint: string | null, rules: PinOrderRules): PinFileFormat[] {
  if (status !== 'READY_FOR_DOWNLOAD') return [];
  return [...(rules.plainTextDownloads ? (['txt'] as const) : []), ...(keyFingerprint ? (['pgp'] as const) : [])];
}

function wireOrder(row: OrderListRow, rules: PinOrderRules, actor: SessionInfo) {
  return {
    orderRef: row.order_ref,
    fileName: row.file_name,
    date: wireTimestamp(row.created_at),
    status: row.status,
    user: row.login,
    agentCode: row.agent_code,
    agentName: row.agent_name,
    product: row.product_code,
    currency: row.currency_code,
    qty: Number(row.qty),
    value: wireMoney(Number(row.qty) * Number(row.unit_value_minor)),
    comment: row.comment,
    documents: row.document_name ? [row.document_name] : [],
    // Offered only to a user who may download PINs.
    downloadFormats: actor.acls.has(ACL.PIN_BATCH_DOWNLOAD_R) ? downloadFormats(row.status, row.key_fingerprint, rules) : [],
  };
}

export interface PinOrderListInput {
  searchText?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
  status?: PinBatchOrderStatus | undefined;
  orderBy?: PinOrderSort | undefined;
  orderType?: 'ASC' | 'DESC' | undefined;
  pageIndex: number;
  pageSize: number;
}

/** One page of the scope's orders (spec defaults: orderRef descending). */
export async function listPinOrders(db: Kysely<Database>, actor: SessionInfo, input: PinOrderListInput, rules: PinOrderRules) {
  requireAcls(actor, ACL.PIN_BATCH_LIST_R);
  const from = input.start ? timestampFromWire(input.start) : undefined;
  const to = input.end ? timestampFromWire(input.end) : undefined;
  if (from && to && to < from) throw fieldRefusal('end', PIN_ORDER_TEXT.endBeforeStart);
  const { rows, total } = await findOrderPage(db, {
    scopeAgentId: actor.agentId,
    searchText: input.searchText,
    // The end names a second: every order up to its last microsecond is in.
    from,
    until: to ? new Date(to.getTime() + 1000) : undefined,
    status: input.status,
    orderBy: input.orderBy ?? 'orderRef',
    descending: (input.orderType ?? 'DESC') === 'DESC',
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  });
  return { data: rows.map((row) => wireOrder(row, rules, actor)), totalRecord: total, totalPage: pageCount(total, input.pageSize) };
}

/** An order of the user's structure; 1004 for any other reference. */
export async function orderInScope(db: Kysely<Database>, actor: SessionInfo, orderRef: string): Promise<OrderRow> {
  const order = await findOrder(db, actor.agentId, orderRef);
  if (!order) throw new DomainError(ResultCode.notFound, PIN_ORDER_TEXT.notFound);
  return order;
}

/** One order with its decisions and its custody trail (every download, oldest first). */
export async function pinOrderDetails(db: Kysely<Database>, actor: SessionInfo, orderRef: string, rules: PinOrderRules) {
  requireAcls(actor, ACL.PIN_BATCH_LIST_R);
  const order = await orderInScope(db, actor, orderRef);
  const downloads = await findDownloads(db, order.id);
  return {
    ...wireOrder(order, rules, actor),
    productDescription: order.product_description,
    decidedBy: order.decided_by,
    decidedDate: wireTimestampOrNull(order.approved_at),
    decisionComment: order.decision_comment,
    deletedBy: order.deleted_by,
    deletedDate: wireTimestampOrNull(order.deleted_at),
    deleteComment: order.delete_comment,
    readyDate: wireTimestampOrNull(order.ready_at),
    generationFailure:
      order.generation_failed_at === null
        ? null
        : { date: wireTimestamp(order.generation_failed_at), attempts: order.generation_attempts ?? 0, reason: order.generation_error ?? '' },
    pgpKeyFingerprint: order.key_fingerprint,
    downloads: downloads.map((download) => ({
      user: download.impersonator ? `${download.impersonator} as ${download.login}` : download.login,
      date: wireTimestamp(download.downloaded_at),
      format: download.format,
      keyFingerprint: download.key_fingerprint,
    })),
  };
}

/** The products that can be ordered: the active ones, by code. */
export async function orderableProducts(db: Kysely<Database>, actor: SessionInfo) {
  requireAcls(actor, ACL.PIN_BATCH_LIST_R);
  const products = await activeProducts(db);
  return {
    data: products.map((p) => ({ productCode: p.code, productDescription: p.description, value: wireMoney(p.face_value_minor), currency: p.currency_code })),
  };
}

export interface PinOrderItemInput {
  productCode: string;
  qty: number;
  comment?: string | undefined;
}

export interface OrderActor {
  session: SessionInfo;
  ip: string;
}

const refuse = (code: ResultCode, field: string, problem: Words) => fieldRefusal(field, problem, code);

/** The attachment within the settings' limits and of a type the spec accepts, with the content
 * type its check found. */
async function checkedAttachment(db: Kysely<Database>, file: AttachedFile) {
  const limits = await readNumericSettings(db, ['pinOrderFileMaxMb', 'pinOrderFileNameMaxLength']);
  if (file.filename.length > limits.pinOrderFileNameMaxLength) throw refuse(ResultCode.invalidRequest, 'files', words(PROBLEM.maxFileNameLength, { n: limits.pinOrderFileNameMaxLength }));
  if (file.data.length > limits.pinOrderFileMaxMb * MB) throw refuse(ResultCode.invalidRequest, 'files', words(PROBLEM.maxFileSize, { n: limits.pinOrderFileMaxMb }));
  const kind = await attachmentKind(file);
  const extension = file.filename.toLowerCase().split('.').pop() ?? '';
  if (!kind || !ATTACHMENT_EXTENSIONS.has(extension)) throw refuse(ResultCode.invalidRequest, 'files', words(PROBLEM.fileType, { fileName: file.filename }));
  return { fileName: file.filename, contentType: kind.mime, bytes: file.data };
}

/** Places one order per item for the user's agent, all or none; answers their references. */
export async function submitPinOrders(db: Kysely<Database>, actor: OrderActor, items: readonly PinOrderItemInput[], file: AttachedFile | undefined) {
  const { session } = actor;
  requireAcls(session, ACL.PIN_BATCH_REQUEST_C);
  if (items.length === 0) throw refuse(ResultCode.invalidRequest, 'pinOrders', words(PROBLEM.minItems, { n: 1 }));
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.productCode)) throw refuse(ResultCode.invalidRequest, `pinOrders[${i}].productCode`, PIN_ORDER_TEXT.productTwice);
    seen.add(item.productCode);
  });
  const agent = await agentById(db, session.agentId);
  if (agent?.status !== 'ACTIVE') throw new DomainError(ResultCode.permissionDenied, VOUCHER_TEXT.inactiveMerchant);
  const products = new Map((await productsByCode(db, [...seen])).map((p) => [p.code, p]));
  const orders = items.map((item, i) => {
    const product = products.get(item.productCode);
    if (!product?.active) throw refuse(ResultCode.notFound, `pinOrders[${i}].productCode`, PIN_ORDER_TEXT.productUnavailable);
    const comment = item.comment?.trim() || null;
    return { agentId: session.agentId, userId: session.userId, productId: product.id, qty: item.qty, unitValueMinor: Number(product.face_value_minor), currencyCode: product.currency_code, comment };
  });
  const attachment = file ? await checkedAttachment(db, file) : null;
  const placed = await db.transaction().execute(async (trx) => {
    const rows = await insertOrders(trx, orders);
    if (attachment) await attachDocument(trx, rows.map((row) => row.id), attachment);
    for (const [i, row] of rows.entries()) {
      await recordAudit(trx, {
        action: 'pinOrder.create', entity: 'pinOrder', entityId: row.order_ref, ip: actor.ip, actor: session, resultCode: 0,
        after: { productCode: items[i]!.productCode, qty: items[i]!.qty, comment: orders[i]!.comment, attachment: attachment?.fileName ?? null },
      });
    }
    return rows;
  });
  return { resultCode: ResultCode.success, resultDescription: PIN_ORDER_TEXT.created, orderRefs: placed.map((row) => row.order_ref) };
}

/** Deletes an order of the structure while it waits for approval (kept, marked DELETED). */
export async function deletePinOrder(db: Kysely<Database>, actor: OrderActor, input: { orderRef: string; comment?: string | undefined }) {
  const { session } = actor;
  requireAcls(session, ACL.PIN_BATCH_REQUEST_C, ACL.PIN_BATCH_REQUEST_D);
  const order = await orderInScope(db, session, input.orderRef);
  const comment = input.comment?.trim() || null;
  await db.transaction().execute(async (trx) => {
    if (!(await markDeleted(trx, order.id, { userId: session.userId, comment }))) throw new DomainError(ResultCode.conflict, PIN_ORDER_TEXT.deleteNotWaiting);
    await recordAudit(trx, { action: 'pinOrder.delete', entity: 'pinOrder', entityId: order.order_ref, before: { status: order.status }, after: { status: 'DELETED', comment }, ip: actor.ip, actor: session, resultCode: 0 });
  });
  return { resultCode: ResultCode.success, resultDescription: PIN_ORDER_TEXT.deleted };
}

/** Approves (PROCESSING, its PINs queued for generation) or rejects an order waiting for
 * approval; never by the user who placed it. */
export async function decidePinOrder(
  db: Kysely<Database>,
  actor: OrderActor,
  input: { orderRef: string; approve: boolean; comment?: string | undefined },
  jobs: Enqueue<PinOrderJobs & MailJobs>,
) {
  const { session } = actor;
  requireAcls(session, ACL.PIN_BATCH_APPROVE_W);
  const order = await orderInScope(db, session, input.orderRef);
  if (order.status !== 'WAITING_FOR_APPROVAL') throw new DomainError(ResultCode.conflict, PIN_ORDER_TEXT.decideNotWaiting);
  if (order.user_id === session.userId || order.user_id === session.impersonatorUserId) throw new DomainError(ResultCode.conflict, PIN_ORDER_TEXT.ownOrder);
  const status = input.approve ? 'PROCESSING' : 'REJECTED';
  const comment = input.comment?.trim() || null;
  await db.transaction().execute(async (trx) => {
    if (!(await decideOrder(trx, order.id, { status, userId: session.userId, comment }))) throw new DomainError(ResultCode.conflict, PIN_ORDER_TEXT.decideNotWaiting);
    // The order's vouchers are sold to its agent: their value and number are taken from the
    // credit limits of the agent and of every agent above it, or the approval is refused whole.
    if (input.approve) {
      const claim = { agentId: order.agent_id, currencyCode: order.currency_code, productCode: order.product_code, valueMinor: order.qty * order.unit_value_minor, count: order.qty };
      if (!(await consumeCreditLimits(trx, [claim], new Date(), jobs)).ok) throw new DomainError(ResultCode.creditLimitExceeded, PIN_ORDER_TEXT.overLimit);
    }
    // The job exists only if the approval commits.
    if (input.approve) await jobs.enqueue(trx, 'pin.generate', { orderId: order.id });
    await recordAudit(trx, {
      action: input.approve ? 'pinOrder.approve' : 'pinOrder.reject', entity: 'pinOrder', entityId: order.order_ref,
      before: { status: order.status }, after: { status, comment }, ip: actor.ip, actor: session, resultCode: 0,
    });
  });
  return { resultCode: ResultCode.success, resultDescription: input.approve ? PIN_ORDER_TEXT.approved : PIN_ORDER_TEXT.rejected };
}

/** Queues again the generation of an approved order's PINs after it failed for good (provider
 * staff with APPROVE_W, #37): only while the order is PROCESSING with a failure (1009 otherwise),
 * 1004 outside the user's structure. The order's details no longer show the failure (its attempts
 * keep counting); the job exists only if the request commits. */
export async function retryPinOrderGeneration(db: Kysely<Database>, actor: OrderActor, orderRef: string, jobs: Enqueue<PinOrderJobs>) {
  const { session } = actor;
  requireAcls(session, ACL.PIN_BATCH_APPROVE_W);
  const order = await orderInScope(db, session, orderRef);
  if (order.status !== 'PROCESSING' || order.generation_failed_at === null) throw new DomainError(ResultCode.conflict, PIN_ORDER_TEXT.generationNotFailed);
  await db.transaction().execute(async (trx) => {
    if (!(await clearGenerationFailure(trx, order.id))) throw new DomainError(ResultCode.conflict, PIN_ORDER_TEXT.generationNotFailed);
    await jobs.enqueue(trx, 'pin.generate', { orderId: order.id });
    await recordAudit(trx, {
      action: 'pinOrder.generate.retry', entity: 'pinOrder', entityId: order.order_ref,
      before: { status: order.status, failedAt: order.generation_failed_at, error: order.generation_error }, after: { status: order.status, queued: true },
      ip: actor.ip, actor: session, resultCode: 0,
    });
  });
  return { resultCode: ResultCode.success, resultDescription: PIN_ORDER_TEXT.generationQueued };
}
