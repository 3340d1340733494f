// Validating and redeeming voucher PINs at a merchant. A PIN is redeemed exactly once: the
// voucher row changes from SOLD to REDEEMED by a conditional UPDATE, so of many concurrent
// attempts only one matches. A redemption writes a REDEEM transaction for the redeeming agent
// and marks the SALE with where and when its voucher was redeemed.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { postTransactions, type NewTransaction } from '../ledger/postings';
import { hashPin, pinKeys, type PinKeys } from './pin-codes';

export interface VoucherValidation {
  pin: string;
  voucherSerial: string;
  productCode: string;
  productName: string;
  currencyCode: string;
  redeemableValueMinor: number;
}

export interface RedeemRequest {
  pin: string;
  agentId: number;
  userId: number | null;
  /** When it happened; defaults to now. Only the demo data back-dates redemptions. */
  at?: Date;
}

export interface Redemption {
  refId: string;
  transactionId: number;
  voucherSerial: string;
  productName: string;
  currencyCode: string;
  redeemedValueMinor: number;
  status: 'SUCCESS';
}

export type RedeemOutcome = ({ ok: true } & Redemption) | { ok: false; resultCode: number; resultDescription: string };

/** What a redeemable PIN is worth; refuses unknown, redeemed, refunded or voided PINs. */
export async function validateVoucher(db: Kysely<Database>, pin: string, agentId: number): Promise<VoucherValidation> {
  assertPinFormat(pin);
  const keys = pinKeys();
  await activeAgentIds(db, [agentId]).then((active) => {
    if (!active.has(agentId)) throw new DomainError(ResultCode.conflict, 'agent is not active');
  });
  const voucher = await db
    .selectFrom('vouchers as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.serial', 'v.status', 'p.code', 'p.description', 'p.currency_code', 'p.face_value_minor'])
    .where('v.pin_hash', '=', hashPin(keys, pin))
    .executeTakeFirst();
  if (!voucher) throw new DomainError(ResultCode.notFound, 'pin: voucher not found');
  if (voucher.status !== 'SOLD') throw new DomainError(ResultCode.conflict, notRedeemable(voucher.status));
  return {
    pin,
    voucherSerial: voucher.serial,
    productCode: voucher.code,
    productName: voucher.description,
    currencyCode: voucher.currency_code,
    redeemableValueMinor: voucher.face_value_minor,
  };
}

/** Redeems one PIN for the redeeming agent; throws a DomainError when it cannot. */
export async function redeemVoucher(
  db: Kysely<Database>,
  pin: string,
  redeemingAgentId: number,
  userId: number | null,
): Promise<Redemption> {
  assertPinFormat(pin);
  const [outcome] = await redeemVouchers(db, [{ pin, agentId: redeemingAgentId, userId }]);
  if (!outcome) throw new Error('redeemVouchers returned no outcome');
  if (!outcome.ok) throw new DomainError(outcome.resultCode as typeof ResultCode.conflict, outcome.resultDescription);
  const { ok: _ok, ...redemption } = outcome;
  return redemption;
}

/** Redeems many PINs in one database transaction; each request succeeds or fails on its own. */
export async function redeemVouchers(db: Kysely<Database>, requests: readonly RedeemRequest[]): Promise<RedeemOutcome[]> {
  if (requests.length === 0) return [];
  const keys = pinKeys();
  return db.transaction().execute((trx) => redeemInTransaction(trx, keys, requests));
}

async function redeemInTransaction(
  trx: Transaction<Database>,
  keys: PinKeys,
  requests: readonly RedeemRequest[],
): Promise<RedeemOutcome[]> {
  const now = new Date();
  const active = await activeAgentIds(trx, requests.map((r) => r.agentId));
  const hashes = requests.map((r) => hashPin(keys, r.pin));
  const eligible = requests
    .map((r, index) => ({ ...r, index, hash: hashes[index]!, at: r.at ?? now }))
    .filter((r) => active.has(r.agentId));
  const claimed = eligible.length === 0 ? [] : await claimVouchers(trx, eligible);
  const claimedByHash = new Map(claimed.map((c) => [c.pin_hash, c]));

  const sales = claimed.length === 0 ? [] : await trx
    .selectFrom('transactions')
    .select(['id', 'voucher_id'])
    .where('voucher_id', 'in', claimed.map((c) => c.id))
    .where('tx_type', '=', 'SALE')
    .where('status', '=', 'SUCCESS')
    .execute();
  const saleByVoucher = new Map(sales.map((s) => [s.voucher_id, s.id]));
  // The first request of a PIN wins; a repeat inside the same batch is refused below.
  const winners = new Map<string, (typeof eligible)[number]>();
  for (const r of eligible) if (claimedByHash.has(r.hash) && !winners.has(r.hash)) winners.set(r.hash, r);
  const rows: NewTransaction[] = [...winners.values()].map((r) => {
    const voucher = claimedByHash.get(r.hash)!;
    return {
      tx_type: 'REDEEM',
      status: 'SUCCESS',
      agent_id: r.agentId,
      user_id: r.userId,
      product_id: voucher.product_id,
      voucher_id: voucher.id,
      original_transaction_id: saleByVoucher.get(voucher.id) ?? null,
      currency_code: voucher.currency_code,
      value_minor: voucher.face_value_minor,
      buy_value_minor: voucher.face_value_minor,
      created_at: r.at,
    };
  });
  const posted = await postTransactions(trx, rows);
  await markSalesRedeemed(trx, [...winners.values()].flatMap((r) => {
    const saleId = saleByVoucher.get(claimedByHash.get(r.hash)!.id);
    return saleId === undefined ? [] : [{ saleId, agentId: r.agentId, at: r.at }];
  }));
  const postedByVoucher = new Map(posted.map((p) => [p.voucher_id, p]));

  const refusedHashes = hashes.filter((h) => !winners.has(h));
  const statusByHash = await voucherStatuses(trx, refusedHashes);
  return requests.map((r, i): RedeemOutcome => {
    const hash = hashes[i]!;
    if (!active.has(r.agentId)) return { ok: false, resultCode: ResultCode.conflict, resultDescription: 'agent is not active' };
    const winner = winners.get(hash);
    if (winner?.index === i) {
      const voucher = claimedByHash.get(hash)!;
      const transaction = postedByVoucher.get(voucher.id)!;
      return {
        ok: true,
        refId: transaction.ref_id,
        transactionId: transaction.id,
        voucherSerial: voucher.serial,
        productName: voucher.description,
        currencyCode: voucher.currency_code,
        redeemedValueMinor: voucher.face_value_minor,
        status: 'SUCCESS',
      };
    }
    const status = winner ? 'REDEEMED' : statusByHash.get(hash);
    if (!status) return { ok: false, resultCode: ResultCode.notFound, resultDescription: 'pin: voucher not found' };
    return { ok: false, resultCode: ResultCode.conflict, resultDescription: notRedeemable(status) };
  });
}

interface ClaimedVoucher {
  id: number;
  serial: string;
  pin_hash: string;
  product_id: number;
  description: string;
  currency_code: string;
  face_value_minor: number;
}

/** The conditional UPDATE that makes a PIN redeemable once. */
async function claimVouchers(
  trx: Transaction<Database>,
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
    RETURNING v.id, v.serial, v.pin_hash, v.product_id, p.description, p.currency_code, p.face_value_minor`.execute(trx);
  return result.rows.map((row) => ({ ...row, id: Number(row.id), product_id: Number(row.product_id), face_value_minor: Number(row.face_value_minor) }));
}

async function markSalesRedeemed(
  trx: Transaction<Database>,
  marks: readonly { saleId: number; agentId: number; at: Date }[],
): Promise<void> {
  if (marks.length === 0) return;
  const values = sql.join(marks.map((m) => sql`(${m.saleId}::bigint, ${m.agentId}::bigint, ${m.at}::timestamptz)`));
  await sql`
    UPDATE transactions AS t SET redeemed_at_agent_id = m.agent_id, redeemed_date = m.at
    FROM (VALUES ${values}) AS m (id, agent_id, at)
    WHERE t.id = m.id`.execute(trx);
}

async function voucherStatuses(trx: Transaction<Database>, hashes: readonly string[]): Promise<Map<string, string>> {
  if (hashes.length === 0) return new Map();
  const rows = await trx.selectFrom('vouchers').select(['pin_hash', 'status']).where('pin_hash', 'in', [...new Set(hashes)]).execute();
  return new Map(rows.map((r) => [r.pin_hash, r.status]));
}

async function activeAgentIds(db: Kysely<Database>, agentIds: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('agents')
    .select('id')
    .where('id', 'in', [...new Set(agentIds)])
    .where('status', '=', 'ACTIVE')
    .execute();
  return new Set(rows.map((r) => r.id));
}

function assertPinFormat(pin: string): void {
  if (!/^\d{1,32}$/.test(pin)) throw new DomainError(ResultCode.invalidRequest, 'pin: Voucher Pin must be a number');
}

function notRedeemable(status: string): string {
  return status === 'REDEEMED' ? 'voucher already redeemed' : `voucher is not redeemable (${status})`;
}
