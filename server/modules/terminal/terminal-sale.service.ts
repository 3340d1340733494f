// POST /api/v1/terminal/sale behind the HTTP layer: authenticates the terminal, then sells once
// per Idempotency-Key. The key is claimed inside the sale's own database transaction, so a
// concurrent repeat waits for the first and then gets its answer; a repeat with a different body
// is refused (1011). Stored answers never hold the PIN: a replay decrypts it from the voucher.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { wireMoney, wireTimestamp } from '../../domain/wire';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import { decryptPin, pinKeys } from '../vouchers/pin-codes';
import { sellInTransaction, type SaleRefusalCode } from './sale.service';
import type { LimitAlertQueue } from '../credit-limits/limit-alerts.service';
import { incrementCounter, slidingCount } from '../auth/rate-limit';
import { authenticateTerminal } from './terminal-auth';
import { claimIdempotencyKey, encryptedPinOf, idempotencyKeyOf, saveIdempotentAnswer } from './terminal.repository';
import { defineMessages } from '@formatjs/intl';
import { PROBLEM } from '../../i18n/problems';
import { words } from '../../i18n/words';
import { retryingConflicts } from '../../db/postgres-errors';

/** What this file's refusals say (server/i18n). */
const TEXT = defineMessages({
  tooManyRefusedSales: { id: 'SERVER.TERMINAL.TOO_MANY_REFUSED_SALES', defaultMessage: "Too many refused sales from this terminal, please try again in a minute." },
});

export interface TerminalSaleBody {
  productCode: string;
  txnId?: string | null;
  phoneNo?: string | null;
}

/** A sale's answer (the contract's TerminalSaleResult), kept for replays without its PIN. */
export interface SoldAnswer {
  resultCode: typeof ResultCode.success;
  resultDescription: string;
  refId: string;
  txnId: string | null;
  terminalCode: string;
  voucherSerial: string;
  pin: string;
  productCode: string;
  productName: string;
  currencyCode: string;
  /** Face value, 2 decimals. */
  value: number;
  /** yyyy-MM-dd HH:mm:ss, UTC */
  date: string;
}

/** A refused sale's answer, kept for replays like a sold one. */
export interface RefusedAnswer {
  resultCode: SaleRefusalCode;
  resultDescription: string;
  refId: string | null;
  txnId: string | null;
  terminalCode: string;
  productCode: string;
  date: string;
}

export type TerminalSaleAnswer = SoldAnswer | RefusedAnswer;

interface StoredAnswer {
  answer: TerminalSaleAnswer;
  voucherId: number | null;
}

const MAX_KEY_LENGTH = 200;

/** Refused sales a terminal may make in a minute; past that it is refused at once, before a
 * sale is tried or recorded, until its rate falls (a terminal looping on a refusal). */
export const REFUSED_SALES_PER_MINUTE = 20;
const refusedSalesKey = (terminalId: number) => `refused-sales:${terminalId}`;

export async function terminalSale(
  db: Kysely<Database>,
  terminalKey: string | undefined,
  idempotencyKey: string | undefined,
  body: TerminalSaleBody,
  alerts?: LimitAlertQueue,
): Promise<TerminalSaleAnswer> {
  const terminal = await authenticateTerminal(db, terminalKey);
  if (!idempotencyKey || idempotencyKey.length > MAX_KEY_LENGTH) {
    throw fieldRefusal('Idempotency-Key', words(PROBLEM.idempotencyKey, { n: MAX_KEY_LENGTH }));
  }
  if ((await slidingCount(db, refusedSalesKey(terminal.id), 60)) >= REFUSED_SALES_PER_MINUTE) {
    throw new DomainError(ResultCode.tooManyRequests, TEXT.tooManyRefusedSales);
  }
  const requestHash = hashRequest(body);
  const keys = pinKeys();
  const stored = await retryingConflicts(() => db.transaction().execute(async (trx): Promise<StoredAnswer> => {
    if (!(await claimIdempotencyKey(trx, terminal.id, idempotencyKey, requestHash))) {
      const first = await idempotencyKeyOf(trx, terminal.id, idempotencyKey);
      if (first.request_hash !== requestHash) {
        throw fieldRefusal('Idempotency-Key', PROBLEM.idempotencyReused, ResultCode.idempotencyKeyReused);
      }
      return first.response as unknown as StoredAnswer;
    }
    const result = await sellInTransaction(trx, keys, [
      { terminalId: terminal.id, productCode: body.productCode, txnId: body.txnId ?? null, phoneNo: body.phoneNo ?? null },
    ], alerts ? { alerts } : {});
    if (!result.ok) await incrementCounter(trx, refusedSalesKey(terminal.id), 60);
    const common = { txnId: body.txnId ?? null, terminalCode: terminal.code, productCode: body.productCode };
    const sale = result.ok ? result.sales[0]! : null;
    const answer: StoredAnswer = !result.ok
      ? {
          voucherId: null,
          answer: {
            ...common,
            resultCode: result.resultCode,
            resultDescription: result.resultDescription,
            refId: result.failedRefIds[0] ?? null,
            date: wireTimestamp(new Date()),
          },
        }
      : {
          voucherId: sale!.voucherId,
          answer: {
            ...common,
            resultCode: ResultCode.success,
            resultDescription: 'Success',
            refId: sale!.refId,
            voucherSerial: sale!.voucherSerial,
            pin: '',
            productName: sale!.productDescription,
            currencyCode: sale!.currencyCode,
            value: wireMoney(sale!.valueMinor),
            date: wireTimestamp(sale!.createdAt),
          },
        };
    await saveIdempotentAnswer(trx, terminal.id, idempotencyKey, JSON.stringify(answer));
    return answer;
  }));
  const { answer, voucherId } = stored;
  return answer.resultCode === ResultCode.success && voucherId !== null ? { ...answer, pin: await pinOf(db, voucherId) } : answer;
}

async function pinOf(db: Kysely<Database>, voucherId: number): Promise<string> {
  return decryptPin(pinKeys(), await encryptedPinOf(db, voucherId));
}

/** SHA-256 of the body with its keys sorted, so key order does not matter. */
function hashRequest(body: TerminalSaleBody): string {
  const canonical = JSON.stringify({ productCode: body.productCode, txnId: body.txnId ?? null, phoneNo: body.phoneNo ?? null });
  return createHash('sha256').update(canonical).digest('hex');
}
