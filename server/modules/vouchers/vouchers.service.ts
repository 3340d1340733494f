// Validating and redeeming voucher PINs at a merchant. A PIN is redeemed exactly once: the
// voucher row changes from SOLD to REDEEMED by a conditional UPDATE, so of many concurrent
// attempts only one matches. A redemption writes a REDEEM transaction for the redeeming agent
// and marks the SALE with where and when its voucher was redeemed.
//
// At the portal (GET /api/v1/voucher/validate/{pin}, POST /api/v1/voucher/redeem: validateAtMerchant,
// redeemAtMerchant below) the signed-in user's merchant redeems; a distributor account
// (REDEEM_EXCLUDED_AGENT_TYPE) may validate but never redeem, and failed checks of PINs are
// counted and locked (pin-attempts.service.ts).
import type { Kysely, Transaction } from 'kysely';
import type { AgentType, Database } from '../../db/schema';
import { ACL } from '../../domain/acls';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import { recordAudit } from '../audit/audit.service';
import { postTransactions, type NewTransaction } from '../ledger/postings';
import { hashPin, pinKeys, type PinKeys } from './pin-codes';
import { AUDIT_PIN_REFUSED, PIN_LOCK_SECONDS, maskPin, pinLockKeys, recordPinRefusal, refuseWhileLocked, type PinActor } from './pin-attempts.service';
import { activeAgentIds, claimVouchers, markSalesRedeemed, pinCheckContext, voucherStatuses, voucherWithProduct } from './vouchers.repository';
import { defineMessages } from '@formatjs/intl';
import type { Words } from '../../i18n/words';

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
  productCode: string;
  productName: string;
  currencyCode: string;
  redeemedValueMinor: number;
  redeemedAt: Date;
  status: 'SUCCESS';
}

export type RedeemOutcome =
  | ({ ok: true } & Redemption)
  | { ok: false; resultCode: number; resultDescription: Words; /** The voucher's, when the PIN is one. */ voucherSerial: string | null };

/** What a redeemable PIN is worth; refuses unknown, redeemed, refunded or voided PINs. */
export async function validateVoucher(db: Kysely<Database>, pin: string, agentId: number): Promise<VoucherValidation> {
  const found = await lookUpVoucher(db, pin, agentId);
  if (!found.ok) throw new DomainError(found.resultCode, found.resultDescription);
  return found.voucher;
}

export type VoucherLookUp =
  | { ok: true; voucher: VoucherValidation }
  | { ok: false; resultCode: typeof ResultCode.notFound | typeof ResultCode.conflict; resultDescription: Words; voucherSerial: string | null };

/** The voucher of a PIN, or why it cannot be redeemed (with its serial when the PIN is one). */
export async function lookUpVoucher(db: Kysely<Database>, pin: string, agentId: number): Promise<VoucherLookUp> {
  assertPinFormat(pin);
  const keys = pinKeys();
  const active = await activeAgentIds(db, [agentId]);
  if (!active.has(agentId)) throw new DomainError(ResultCode.permissionDenied, VOUCHER_TEXT.inactiveMerchant);
  const voucher = await voucherWithProduct(db, hashPin(keys, pin));
  if (!voucher) return { ok: false, resultCode: ResultCode.notFound, resultDescription: VOUCHER_TEXT.unknownPin, voucherSerial: null };
  if (voucher.status !== 'SOLD') {
    return { ok: false, resultCode: ResultCode.conflict, resultDescription: notRedeemable(voucher.status), voucherSerial: voucher.serial };
  }
  return {
    ok: true,
    voucher: {
      pin,
      voucherSerial: voucher.serial,
      productCode: voucher.code,
      productName: voucher.description,
      currencyCode: voucher.currency_code,
      redeemableValueMinor: Number(voucher.face_value_minor),
    },
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
  return db.transaction().execute((trx) => redeemVouchersInTransaction(trx, keys, requests));
}

/** redeemVouchers inside a caller's transaction (the portal's redemption audits in the same one). */
export async function redeemVouchersInTransaction(
  trx: Transaction<Database>,
  keys: PinKeys,
  requests: readonly RedeemRequest[],
  /** The redeeming agents the caller has found active already (the portal reads its merchant first). */
  activeAgents?: ReadonlySet<number>,
): Promise<RedeemOutcome[]> {
  const now = new Date();
  const active = activeAgents ?? (await activeAgentIds(trx, requests.map((r) => r.agentId)));
  const hashes = requests.map((r) => hashPin(keys, r.pin));
  const eligible = requests
    .map((r, index) => ({ ...r, index, hash: hashes[index]!, at: r.at ?? now }))
    .filter((r) => active.has(r.agentId));
  const claimed = eligible.length === 0 ? [] : await claimVouchers(trx, eligible);
  const claimedByHash = new Map(claimed.map((c) => [c.pin_hash, c]));

  // The first request of a PIN wins; a repeat inside the same batch is refused below.
  const winners = new Map<string, (typeof eligible)[number]>();
  for (const r of eligible) if (claimedByHash.has(r.hash) && !winners.has(r.hash)) winners.set(r.hash, r);
  // The sale's row second (after the voucher's, as a refund takes them): marked with where and
  // when its voucher was redeemed, and its id read for the REDEEM row, in one statement.
  const sales = await markSalesRedeemed(trx, [...winners.values()].map((r) => ({ voucherId: claimedByHash.get(r.hash)!.id, agentId: r.agentId, at: r.at })));
  const saleByVoucher = new Map(sales.map((s) => [s.voucher_id, s.id]));
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
  const postedByVoucher = new Map(posted.map((p) => [p.voucher_id, p]));

  const refusedHashes = hashes.filter((h) => !winners.has(h));
  const statusByHash = await voucherStatuses(trx, refusedHashes);
  return requests.map((r, i): RedeemOutcome => {
    const hash = hashes[i]!;
    if (!active.has(r.agentId)) return { ok: false, resultCode: ResultCode.permissionDenied, resultDescription: VOUCHER_TEXT.inactiveMerchant, voucherSerial: null };
    const winner = winners.get(hash);
    if (winner?.index === i) {
      const voucher = claimedByHash.get(hash)!;
      const transaction = postedByVoucher.get(voucher.id)!;
      return {
        ok: true,
        refId: transaction.ref_id,
        transactionId: transaction.id,
        voucherSerial: voucher.serial,
        productCode: voucher.code,
        productName: voucher.description,
        currencyCode: voucher.currency_code,
        redeemedValueMinor: voucher.face_value_minor,
        redeemedAt: winner.at,
        status: 'SUCCESS',
      };
    }
    const found = winner ? { status: 'REDEEMED', serial: claimedByHash.get(hash)!.serial } : statusByHash.get(hash);
    if (!found) return { ok: false, resultCode: ResultCode.notFound, resultDescription: VOUCHER_TEXT.unknownPin, voucherSerial: null };
    return { ok: false, resultCode: ResultCode.conflict, resultDescription: notRedeemable(found.status), voucherSerial: found.serial };
  });
}

export function assertPinFormat(pin: string): void {
  if (!/^\d{1,32}$/.test(pin)) throw fieldRefusal('pin', VOUCHER_TEXT.pinNumeric);
}

/** The refusals of a PIN, worded for a merchant (six languages: server/i18n/refusal-words.ts). */
export const VOUCHER_TEXT = defineMessages({
  pinNumeric: { id: 'VOUCHER.VALIDATION.PIN_NUMERIC', defaultMessage: 'Voucher Pin must be a number' },
  unknownPin: { id: 'SERVER.VOUCHERS.UNKNOWN_PIN', defaultMessage: "No voucher has this PIN. Please check the PIN and try again." },
  redeemed: { id: 'SERVER.VOUCHERS.REDEEMED', defaultMessage: "This voucher has already been redeemed." },
  refunded: { id: 'SERVER.VOUCHERS.REFUNDED', defaultMessage: "This voucher has been refunded and cannot be redeemed." },
  reversed: { id: 'SERVER.VOUCHERS.REVERSED', defaultMessage: "The sale of this voucher was reversed, so it cannot be redeemed." },
  notSold: { id: 'SERVER.VOUCHERS.NOT_SOLD', defaultMessage: "This voucher has not been sold, so it cannot be redeemed." },
  inactiveMerchant: { id: 'SERVER.VOUCHERS.INACTIVE_MERCHANT', defaultMessage: "Your merchant account is not active." },
});

function notRedeemable(status: string): Words {
  switch (status) {
    case 'REDEEMED':
      return VOUCHER_TEXT.redeemed;
    case 'REFUNDED':
      return VOUCHER_TEXT.refunded;
    case 'VOIDED':
      return VOUCHER_TEXT.reversed;
    default:
      return VOUCHER_TEXT.notSold;
  }
}

// ---- at the portal -------------------------------------------------------------------------

/** The agent type that may validate but not redeem (docs: /work/shared/design/decisions.md). */
export const REDEEM_EXCLUDED_AGENT_TYPE: AgentType = 'DISTRIBUTOR';

export const AUDIT_VOUCHER_REDEEM = 'voucher.redeem';

/** The portal's refusals of who redeems, worded for a merchant (six languages). */
export const REDEEMER_TEXT = defineMessages({
  noValidatePermission: { id: 'SERVER.VOUCHERS.NO_VALIDATE_PERMISSION', defaultMessage: "You do not have permission to validate vouchers." },
  noRedeemPermission: { id: 'SERVER.VOUCHERS.NO_REDEEM_PERMISSION', defaultMessage: "You do not have permission to redeem vouchers." },
  excludedAgentType: { id: 'SERVER.VOUCHERS.EXCLUDED_AGENT_TYPE', defaultMessage: "Your account type can validate vouchers but not redeem them." },
});

/** The receipt of a redemption at the portal. */
export interface RedeemReceipt extends Redemption {
  merchantCode: string;
  merchantName: string;
}

/** The user's merchant, the locks and the voucher of the PIN, in one query; refuses an inactive
 * merchant (1003) and a locked user or address (1429). */
async function pinCheckAt(db: Kysely<Database>, actor: PinActor, pin: string) {
  const keys = pinLockKeys(actor);
  const context = await pinCheckContext(db, actor.session.agentId, [keys.user, keys.address], PIN_LOCK_SECONDS, hashPin(pinKeys(), pin));
  if (!context || context.merchant.status !== 'ACTIVE') throw new DomainError(ResultCode.permissionDenied, VOUCHER_TEXT.inactiveMerchant);
  return context;
}

/** Validates a PIN for the signed-in user (SCP.EVDS.PRODUCT.REDEMPTION_R); a refusal of the
 * voucher is audited and counted against the user's and the address's limits. */
export async function validateAtMerchant(db: Kysely<Database>, actor: PinActor, pin: string): Promise<VoucherValidation> {
  if (!actor.session.acls.has(ACL.REDEMPTION_R)) throw new DomainError(ResultCode.permissionDenied, REDEEMER_TEXT.noValidatePermission);
  assertPinFormat(pin);
  const { locked, voucher } = await pinCheckAt(db, actor, pin);
  refuseWhileLocked(actor, locked);
  if (!voucher || voucher.status !== 'SOLD') {
    const refusal = voucher
      ? { resultCode: ResultCode.conflict, resultDescription: notRedeemable(voucher.status), voucherSerial: voucher.serial }
      : { resultCode: ResultCode.notFound, resultDescription: VOUCHER_TEXT.unknownPin, voucherSerial: null };
    await recordPinRefusal(db, actor, { operation: 'validate', pin, ...refusal, counted: true });
    throw new DomainError(refusal.resultCode, refusal.resultDescription);
  }
  return {
    pin,
    voucherSerial: voucher.serial,
    productCode: voucher.productCode,
    productName: voucher.productName,
    currencyCode: voucher.currencyCode,
    redeemableValueMinor: voucher.faceValueMinor,
  };
}

/**
 * Redeems a PIN for the signed-in user's merchant (SCP.EVDS.PRODUCT.REDEMPTION_W, not a
 * distributor account): exactly once under any concurrency (the voucher's conditional UPDATE);
 * the REDEEM transaction, the merchant's balance, the dashboards' daily and monthly figures, the
 * live channel's NOTIFY (server/modules/ledger/postings.ts) and the audit entry in one database
 * transaction. A refusal is audited; one of an unknown PIN counts against the limits. A PIN
 * found not SOLD before the transaction is refused without one (the losers of a race that
 * arrive after the winner committed cost one query).
 */
export async function redeemAtMerchant(db: Kysely<Database>, actor: PinActor, pin: string): Promise<RedeemReceipt> {
  const { session } = actor;
  if (!session.acls.has(ACL.REDEMPTION_W)) throw new DomainError(ResultCode.permissionDenied, REDEEMER_TEXT.noRedeemPermission);
  assertPinFormat(pin);
  const { merchant, locked, voucher } = await pinCheckAt(db, actor, pin);
  if (merchant.type === REDEEM_EXCLUDED_AGENT_TYPE) {
    await recordAudit(db, {
      action: AUDIT_PIN_REFUSED.redeem,
      entity: 'voucher',
      after: { pin: maskPin(pin), reason: REDEEMER_TEXT.excludedAgentType, counted: false },
      resultCode: ResultCode.permissionDenied,
      ip: actor.ip,
      actor: session,
    });
    throw new DomainError(ResultCode.permissionDenied, REDEEMER_TEXT.excludedAgentType);
  }
  refuseWhileLocked(actor, locked);
  const refuse = async (refusal: { resultCode: number; resultDescription: Words; voucherSerial: string | null }): Promise<never> => {
    await recordPinRefusal(db, actor, { operation: 'redeem', pin, ...refusal, counted: refusal.resultCode === ResultCode.notFound });
    throw new DomainError(refusal.resultCode as ResultCode, refusal.resultDescription);
  };
  if (!voucher) return refuse({ resultCode: ResultCode.notFound, resultDescription: VOUCHER_TEXT.unknownPin, voucherSerial: null });
  if (voucher.status !== 'SOLD') return refuse({ resultCode: ResultCode.conflict, resultDescription: notRedeemable(voucher.status), voucherSerial: voucher.serial });
  const keys = pinKeys();
  const outcome = await db.transaction().execute(async (trx) => {
    const [result] = await redeemVouchersInTransaction(trx, keys, [{ pin, agentId: merchant.id, userId: session.userId }], new Set([merchant.id]));
    if (!result) throw new Error('redeemVouchersInTransaction returned no outcome');
    if (result.ok) {
      await recordAudit(trx, {
        action: AUDIT_VOUCHER_REDEEM,
        entity: 'voucher',
        entityId: result.voucherSerial,
        before: { status: 'SOLD' },
        after: { status: 'REDEEMED', refId: result.refId, pin: maskPin(pin), productCode: result.productCode, valueMinor: result.redeemedValueMinor, currencyCode: result.currencyCode },
        resultCode: ResultCode.success,
        ip: actor.ip,
        actor: session,
      });
    }
    return result;
  });
  if (!outcome.ok) return refuse(outcome);
  const { ok: _ok, ...redemption } = outcome;
  return { ...redemption, merchantCode: merchant.code, merchantName: merchant.name };
}
