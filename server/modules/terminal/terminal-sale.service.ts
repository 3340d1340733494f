// POST /api/v1/terminal/sale behind the HTTP layer: authenticates the terminal, then sells once
// per Idempotency-Key. The key is claimed inside the sale's own database transaction, so a
// concurrent repeat waits for the first and then gets its answer; a repeat with a different body
// is refused (1011). Stored answers never hold the PIN: a replay decrypts it from the voucher.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, RESULT } from '../../domain/domain-error';
import { decryptPin, pinKeys } from '../vouchers/pin-codes';
import { sellInTransaction } from './sale.service';
import { authenticateTerminal } from './terminal-auth';

export interface TerminalSaleBody {
  productCode: string;
  txnId?: string | null;
  phoneNo?: string | null;
}

export interface TerminalSaleAnswer {
  resultCode: number;
  resultDescription: string;
  refId: string | null;
  txnId: string | null;
  terminalCode: string;
  voucherSerial: string | null;
  pin: string | null;
  productCode: string;
  productDescription: string | null;
  currencyCode: string | null;
  /** Face value, 2 decimals. */
  value: number | null;
  /** yyyy-MM-dd HH:mm:ss, UTC */
  date: string;
}

interface StoredAnswer {
  answer: TerminalSaleAnswer;
  voucherId: number | null;
}

const MAX_KEY_LENGTH = 200;

export async function terminalSale(
  db: Kysely<Database>,
  terminalKey: string | undefined,
  idempotencyKey: string | undefined,
  body: TerminalSaleBody,
): Promise<TerminalSaleAnswer> {
  const terminal = await authenticateTerminal(db, terminalKey);
  if (!idempotencyKey || idempotencyKey.length > MAX_KEY_LENGTH) {
    throw new DomainError(RESULT.INVALID_REQUEST, `Idempotency-Key: required, at most ${MAX_KEY_LENGTH} characters`);
  }
  const requestHash = hashRequest(body);
  const keys = await pinKeys(db);
  const stored = await db.transaction().execute(async (trx): Promise<StoredAnswer> => {
    const claim = await trx
      .insertInto('idempotency_keys')
      .values({ terminal_id: terminal.id, key: idempotencyKey, request_hash: requestHash, response: '{}' })
      .onConflict((oc) => oc.columns(['terminal_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claim) {
      const first = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'response'])
        .where('terminal_id', '=', terminal.id)
        .where('key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      if (first.request_hash !== requestHash) {
        throw new DomainError(RESULT.IDEMPOTENCY_MISMATCH, 'Idempotency-Key: already used with a different request');
      }
      return first.response as unknown as StoredAnswer;
    }
    const result = await sellInTransaction(trx, keys, [
      { terminalId: terminal.id, productCode: body.productCode, txnId: body.txnId ?? null, phoneNo: body.phoneNo ?? null },
    ]);
    const now = new Date();
    const sale = result.ok ? result.sales[0]! : null;
    const answer: StoredAnswer = {
      voucherId: sale?.voucherId ?? null,
      answer: {
        resultCode: result.ok ? 0 : result.resultCode,
        resultDescription: result.ok ? 'Success' : result.resultDescription,
        refId: sale?.refId ?? (result.ok ? null : (result.failedRefIds[0] ?? null)),
        txnId: body.txnId ?? null,
        terminalCode: terminal.code,
        voucherSerial: sale?.voucherSerial ?? null,
        pin: null,
        productCode: body.productCode,
        productDescription: sale?.productDescription ?? null,
        currencyCode: sale?.currencyCode ?? null,
        value: sale ? sale.valueMinor / 100 : null,
        date: formatUtc(sale?.createdAt ?? now),
      },
    };
    await trx
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(answer) })
      .where('terminal_id', '=', terminal.id)
      .where('key', '=', idempotencyKey)
      .execute();
    return answer;
  });
  return { ...stored.answer, pin: await pinOf(db, stored.voucherId) };
}

async function pinOf(db: Kysely<Database>, voucherId: number | null): Promise<string | null> {
  if (voucherId === null) return null;
  const voucher = await db.selectFrom('vouchers').select('pin_encrypted').where('id', '=', voucherId).executeTakeFirstOrThrow();
  return decryptPin(await pinKeys(db), voucher.pin_encrypted);
}

/** SHA-256 of the body with its keys sorted, so key order does not matter. */
function hashRequest(body: TerminalSaleBody): string {
  const canonical = JSON.stringify({ productCode: body.productCode, txnId: body.txnId ?? null, phoneNo: body.phoneNo ?? null });
  return createHash('sha256').update(canonical).digest('hex');
}

export function formatUtc(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}
