// The one code path of a voucher sale, used by terminals and by the demo data alike: checks the
// terminal, its agent and the product, consumes credit limits, creates the vouchers and the
// SALE transactions and updates stats and balances, all in one database transaction. A refused
// batch sells nothing; when the refusal is the agent's, product's or limit's, every request is
// recorded as a FAILED SALE (so success rates count it) and nothing else changes.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ResultCode } from '../../domain/domain-error';
import { consumeCreditLimits, type LimitCheck } from '../ledger/limit-consumption.service';
import type { LimitAlertQueue } from '../credit-limits/limit-alerts.service';
import { postTransactions, type NewTransaction } from '../ledger/postings';
import { encryptPin, generatePin, hashPin, pinKeys, type PinKeys } from '../vouchers/pin-codes';
import { insertSoldVouchers, productsByCode, terminalsWithAgents } from './terminal.repository';

export interface SaleRequest {
  terminalId: number;
  productCode: string;
  /** The terminal's own reference of the sale. */
  txnId?: string | null;
  phoneNo?: string | null;
  /** When the sale happened; defaults to now. Only the demo data back-dates sales. */
  at?: Date;
}

export interface CompletedSale {
  transactionId: number;
  refId: string;
  txnId: string | null;
  voucherId: number;
  voucherSerial: string;
  pin: string;
  productCode: string;
  productDescription: string;
  currencyCode: string;
  valueMinor: number;
  buyValueMinor: number;
  createdAt: Date;
}

export type SaleRefusalCode =
  | typeof ResultCode.notFound
  | typeof ResultCode.conflict
  | typeof ResultCode.creditLimitExceeded
  | typeof ResultCode.invalidRequest;

export type SaleBatchResult =
  | { ok: true; sales: CompletedSale[] }
  | { ok: false; resultCode: SaleRefusalCode; resultDescription: string; failedRefIds: string[] };

export interface SaleOptions {
  /** PRNG for PINs (reproducible demo data); crypto randomness when absent. */
  random?: () => number;
  /** The queue of credit-limit alert mails (a terminal's sale: the handler's ctx.jobs); without
   * it thresholds reached are recorded and nobody is mailed (the demo data, scripts). */
  alerts?: LimitAlertQueue;
}

/** Sells one voucher per request, all or nothing. */
export async function sellVouchers(
  db: Kysely<Database>,
  requests: readonly SaleRequest[],
  options: SaleOptions = {},
): Promise<SaleBatchResult> {
  const keys = pinKeys();
  return db.transaction().execute((trx) => sellInTransaction(trx, keys, requests, options));
}

interface SaleContext {
  request: SaleRequest;
  at: Date;
  terminal: { id: number; agent_id: number; status: string };
  agent: { id: number; code: string; status: string };
  product: { id: number; code: string; description: string; currency_code: string; face_value_minor: number; buy_value_minor: number; active: boolean };
}

/** The sale inside a caller's transaction (the terminal call adds its idempotency key to it). */
export async function sellInTransaction(
  trx: Transaction<Database>,
  keys: PinKeys,
  requests: readonly SaleRequest[],
  options: SaleOptions = {},
): Promise<SaleBatchResult> {
  if (requests.length === 0) return { ok: true, sales: [] };
  const loaded = await loadContexts(trx, requests);
  if (!Array.isArray(loaded)) return { ok: false, ...loaded, failedRefIds: [] };
  const contexts = loaded;

  const refusal = refusalOf(contexts) ?? limitRefusal(
    await consumeCreditLimits(
      trx,
      contexts.map((c) => ({
        agentId: c.agent.id,
        currencyCode: c.product.currency_code,
        productCode: c.product.code,
        valueMinor: c.product.face_value_minor,
      })),
      new Date(Math.max(...contexts.map((c) => c.at.getTime()))),
      options.alerts,
    ),
  );
  if (refusal) {
    const failed = await postTransactions(trx, contexts.map((c) => saleRow(c, null, 'FAILED', refusal)));
    return { ok: false, ...refusal, failedRefIds: failed.map((f) => f.ref_id) };
  }

  const pins = contexts.map(() => generatePin(options.random));
  const pinHashes = pins.map((pin) => hashPin(keys, pin));
  const newVouchers = contexts.map((c, i) => ({
    pin_hash: pinHashes[i]!,
    pin_encrypted: encryptPin(keys, pins[i]!),
    product_id: c.product.id,
    status: 'SOLD' as const,
    sold_by_agent_id: c.agent.id,
    sold_at: c.at,
    created_at: c.at,
  }));
  const vouchers = await insertSoldVouchers(trx, newVouchers);
  const voucherByHash = new Map(vouchers.map((v) => [v.pin_hash, v]));
  const voucherOf = (i: number) => voucherByHash.get(pinHashes[i]!)!;
  const posted = await postTransactions(trx, contexts.map((c, i) => saleRow(c, voucherOf(i).id, 'SUCCESS', null)));
  const postedByVoucher = new Map(posted.map((p) => [p.voucher_id, p]));
  return {
    ok: true,
    sales: contexts.map((c, i) => {
      const voucher = voucherOf(i);
      const transaction = postedByVoucher.get(voucher.id)!;
      return {
        transactionId: transaction.id,
        refId: transaction.ref_id,
        txnId: c.request.txnId ?? null,
        voucherId: voucher.id,
        voucherSerial: voucher.serial,
        pin: pins[i]!,
        productCode: c.product.code,
        productDescription: c.product.description,
        currencyCode: c.product.currency_code,
        valueMinor: c.product.face_value_minor,
        buyValueMinor: c.product.buy_value_minor,
        createdAt: c.at,
      };
    }),
  };
}

interface Refusal {
  resultCode: SaleRefusalCode;
  resultDescription: string;
}

async function loadContexts(trx: Transaction<Database>, requests: readonly SaleRequest[]): Promise<SaleContext[] | Refusal> {
  const terminalIds = [...new Set(requests.map((r) => r.terminalId))];
  const productCodes = [...new Set(requests.map((r) => r.productCode))];
  const terminals = await terminalsWithAgents(trx, terminalIds);
  const products = await productsByCode(trx, productCodes);
  const terminalById = new Map(terminals.map((t) => [t.id, t]));
  const productByCode = new Map(products.map((p) => [p.code, p]));
  const now = new Date();
  const contexts: SaleContext[] = [];
  for (const request of requests) {
    const terminal = terminalById.get(request.terminalId);
    if (!terminal) return { resultCode: ResultCode.notFound, resultDescription: 'terminal: unknown terminal' };
    if (terminal.status !== 'ACTIVE') return { resultCode: ResultCode.conflict, resultDescription: 'terminal: terminal is not active' };
    const product = productByCode.get(request.productCode);
    if (!product) return { resultCode: ResultCode.notFound, resultDescription: `productCode: unknown product ${request.productCode}` };
    contexts.push({
      request,
      at: request.at ?? now,
      terminal,
      agent: { id: terminal.agent_id, code: terminal.agent_code, status: terminal.agent_status },
      product,
    });
  }
  return contexts;
}

function refusalOf(contexts: readonly SaleContext[]): Refusal | null {
  for (const c of contexts) {
    if (c.agent.status !== 'ACTIVE') {
      return { resultCode: ResultCode.conflict, resultDescription: `agent ${c.agent.code} is not active` };
    }
    if (!c.product.active) {
      return { resultCode: ResultCode.conflict, resultDescription: `product ${c.product.code} is not active` };
    }
  }
  return null;
}

function limitRefusal(check: LimitCheck): Refusal | null {
  if (check.ok) return null;
  return {
    resultCode: ResultCode.creditLimitExceeded,
    resultDescription: `credit limit exceeded: ${check.targetType} ${check.targetCode} ${check.limitType}`,
  };
}

function saleRow(c: SaleContext, voucherId: number | null, status: 'SUCCESS' | 'FAILED', refusal: Refusal | null): NewTransaction {
  return {
    tx_type: 'SALE',
    status,
    agent_id: c.agent.id,
    terminal_id: c.terminal.id,
    product_id: c.product.id,
    voucher_id: voucherId,
    txn_id: c.request.txnId ?? null,
    phone_no: c.request.phoneNo ?? null,
    currency_code: c.product.currency_code,
    value_minor: c.product.face_value_minor,
    buy_value_minor: c.product.buy_value_minor,
    result_code: refusal?.resultCode ?? 0,
    result_desc: refusal?.resultDescription ?? 'Success',
    created_at: c.at,
  };
}
