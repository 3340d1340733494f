// Downloads of a PIN batch order: its PINs and its attachment. The PIN file is made at each
// download from the vouchers' encrypted PINs (no file with PINs in plain text is ever stored):
// txt where the deployment allows plain text (config.pinOrders), pgp encrypted to the ordering
// agent's OpenPGP public key. Every download is recorded with who, when, the format and the key's
// fingerprint (the custody trail, shown in the order's details) and audited. A refusal records
// nothing.
import type { Kysely } from 'kysely';
import type { Database, PinFileFormat } from '../../db/schema';
import { ACL } from '../../domain/acls';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { wireMoney } from '../../domain/wire';
import { recordAudit } from '../audit/audit.service';
import { pinKeys } from '../vouchers/pin-codes';
import { pinBatchText, readVoucherStock } from '../vouchers/voucher-stock';
import { encryptToKey } from './pgp-keys';
import { findAgentKey, findDocument, recordDownload } from './pin-orders.repository';
import { orderInScope, requireAcls, type OrderActor, type PinOrderRules } from './pin-orders.service';
import { defineMessages } from '@formatjs/intl';

export const PIN_FILE_TEXT = defineMessages({
  notReady: { id: 'SERVER.PIN_ORDERS.NOT_READY', defaultMessage: "The order is not ready for download." },
  plainTextNotOffered: { id: 'SERVER.PIN_ORDERS.PLAIN_TEXT_NOT_OFFERED', defaultMessage: "PIN files are offered encrypted (pgp) only on this portal." },
  noKey: { id: 'SERVER.PIN_ORDERS.NO_KEY', defaultMessage: "No OpenPGP key is set for this merchant account. Ask your provider to set one to download encrypted PIN files." },
  keyUnusable: { id: 'SERVER.PIN_ORDERS.KEY_UNUSABLE', defaultMessage: "The OpenPGP key set for this merchant account can no longer encrypt (it has expired or been revoked). Ask your provider to set a new one." },
  noDocument: { id: 'SERVER.PIN_ORDERS.NO_DOCUMENT', defaultMessage: "This order has no attachment." },
});

export interface DownloadedFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The order's PINs as a file of the format asked for, the download recorded. */
export async function downloadPinFile(
  db: Kysely<Database>,
  actor: OrderActor,
  input: { orderRef: string; type: PinFileFormat },
  rules: PinOrderRules,
): Promise<DownloadedFile> {
  const { session } = actor;
  requireAcls(session, ACL.PIN_BATCH_LIST_R, ACL.PIN_BATCH_DOWNLOAD_R);
  const order = await orderInScope(db, session, input.orderRef);
  if (order.status !== 'READY_FOR_DOWNLOAD') throw new DomainError(ResultCode.conflict, PIN_FILE_TEXT.notReady);
  if (input.type === 'txt' && !rules.plainTextDownloads) throw new DomainError(ResultCode.conflict, PIN_FILE_TEXT.plainTextNotOffered);
  const key = input.type === 'pgp' ? await findAgentKey(db, order.agent_id) : null;
  if (input.type === 'pgp' && !key) throw new DomainError(ResultCode.conflict, PIN_FILE_TEXT.noKey);

  const vouchers = await readVoucherStock(db, pinKeys(), order.id);
  const text = pinBatchText(vouchers, { code: order.product_code, value: wireMoney(order.unit_value_minor).toFixed(2), currency: order.currency_code });
  let bytes: Buffer;
  if (key) {
    try {
      bytes = Buffer.from(await encryptToKey(text, key.public_key));
    } catch {
      throw new DomainError(ResultCode.conflict, PIN_FILE_TEXT.keyUnusable);
    }
  } else {
    bytes = Buffer.from(text);
  }

  await db.transaction().execute(async (trx) => {
    await recordDownload(trx, {
      orderId: order.id,
      userId: session.userId,
      impersonatorUserId: session.impersonatorUserId,
      format: input.type,
      keyFingerprint: key?.fingerprint ?? null,
      ip: actor.ip,
    });
    await recordAudit(trx, {
      action: 'pinOrder.download', entity: 'pinOrder', entityId: order.order_ref, ip: actor.ip, actor: session, resultCode: 0,
      after: { format: input.type, keyFingerprint: key?.fingerprint ?? null, pins: vouchers.length },
    });
  });
  return input.type === 'pgp'
    ? { fileName: `${order.order_ref}.txt.pgp`, contentType: 'application/pgp-encrypted', bytes }
    : { fileName: `${order.order_ref}.txt`, contentType: 'text/plain; charset=utf-8', bytes };
}

/** The file attached when the order was placed. */
export async function downloadOrderDocument(db: Kysely<Database>, actor: OrderActor, orderRef: string): Promise<DownloadedFile> {
  requireAcls(actor.session, ACL.PIN_BATCH_LIST_R);
  const order = await orderInScope(db, actor.session, orderRef);
  const document = order.document_id === null ? undefined : await findDocument(db, order.document_id);
  if (!document) throw new DomainError(ResultCode.notFound, PIN_FILE_TEXT.noDocument);
  return { fileName: document.file_name, contentType: document.content_type ?? 'application/octet-stream', bytes: document.bytes };
}
