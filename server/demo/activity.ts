// Six months of demo trading, produced through the domain services only: terminal sales
// (sellVouchers, one batch per day), failed attempts, redemptions at the payout merchants
// (redeemVouchers), refunds, reversals and weekly payouts.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sellVouchers, type SaleRequest } from '../modules/terminal/sale.service';
import { redeemVouchers, type RedeemRequest } from '../modules/vouchers/vouchers.service';
import { refundSale, reverseSale } from '../modules/ledger/sale-reversals.service';
import { recordPayout } from '../modules/ledger/payouts.service';
import type { Prng } from './prng';
import { PRODUCTS, REDEEMING_AGENTS, type DemoStructure } from './structure';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const REDEEM_SHARE = 0.12;
const REFUND_SHARE = 0.004;
const REVERSAL_SHARE = 0.0015;

export interface ActivityOptions {
  now: Date;
  days: number;
  /** Successful sales to aim for (the total of transactions ends somewhat higher). */
  targetSales: number;
  log: (message: string) => void;
}

interface SoldVoucher {
  transactionId: number;
  pin: string;
  at: Date;
  currencyCode: string;
  valueMinor: number;
}

interface Redeemed {
  agentCode: string;
  at: Date;
  currencyCode: string;
  valueMinor: number;
}

export async function createDemoActivity(
  db: Kysely<Database>,
  structure: DemoStructure,
  prng: Prng,
  options: ActivityOptions,
): Promise<void> {
  const sold = await sellSixMonths(db, structure, prng, options);
  options.log(`demo data: ${sold.length} vouchers sold`);
  // The planner's statistics of the tables just filled: PGlite runs no autovacuum, and without
  // them it joins each redemption batch to the sales by scanning every one (quadratic: 100,000
  // sales took ten minutes at install instead of three).
  await sql`ANALYZE`.execute(db);
  const rest = shuffle(prng, sold.filter((s) => options.now.getTime() - s.at.getTime() > 30 * MINUTE_MS));
  const toRedeem = rest.splice(0, Math.round(sold.length * REDEEM_SHARE));
  const toRefund = rest.splice(0, Math.round(sold.length * REFUND_SHARE));
  const toReverse = rest.splice(0, Math.round(sold.length * REVERSAL_SHARE));
  const redeemed = await redeemSome(db, structure, prng, toRedeem, options);
  options.log(`demo data: ${redeemed.length} vouchers redeemed`);
  const admin = structure.userIds.get('MD0001/admin') ?? null;
  for (const sale of toRefund) {
    await refundSale(db, {
      transactionId: sale.transactionId,
      voucherSerial: await serialOf(db, sale.transactionId),
      comments: prng.pick(['Customer returned voucher', 'Sold in error', 'Duplicate purchase']),
      userId: admin,
      at: later(sale.at, prng.int(60, 2 * 24 * 60) * MINUTE_MS, options.now),
    });
  }
  for (const sale of toReverse) {
    await reverseSale(db, sale.transactionId, 'Terminal voided the sale (receipt not printed)', later(sale.at, 2 * MINUTE_MS, options.now));
  }
  options.log(`demo data: ${toRefund.length} refunds, ${toReverse.length} reversals`);
  await payWeekly(db, structure, redeemed, options.now);
}

async function sellSixMonths(db: Kysely<Database>, structure: DemoStructure, prng: Prng, options: ActivityOptions): Promise<SoldVoucher[]> {
  const active = structure.terminals.filter((t) => t.agentCode !== 'R00006');
  const inactiveAgentTerminals = structure.terminals.filter((t) => t.agentCode === 'R00006');
  const products = PRODUCTS.filter((p) => p.active !== false).map((p) => p.code);
  const withdrawn = PRODUCTS.filter((p) => p.active === false).map((p) => p.code);
  const firstDay = startOfUtcDay(new Date(options.now.getTime() - (options.days - 1) * DAY_MS));
  const perDay = options.targetSales / (options.days - 0.5);
  const sold: SoldVoucher[] = [];
  let failed = 0;
  for (let day = 0; day < options.days; day++) {
    const dayStart = firstDay.getTime() + day * DAY_MS;
    const open = Math.min(DAY_MS, options.now.getTime() - dayStart - MINUTE_MS);
    if (open <= 0) break;
    const weekday = new Date(dayStart).getUTCDay();
    const weight = (weekday === 0 || weekday === 6 ? 1.15 : 0.94) * (0.9 + 0.2 * prng.next());
    const count = Math.round(perDay * weight * (open / DAY_MS));
    const requests: SaleRequest[] = [];
    for (let i = 0; i < count; i++) {
      const terminal = prng.pick(active);
      requests.push(saleRequest(prng, terminal.id, prng.pick(products), new Date(dayStart + prng.int(0, open - 1))));
    }
    requests.sort((a, b) => a.at!.getTime() - b.at!.getTime());
    await letRequestsIn();
    const result = await sellVouchers(db, requests, { random: prng.next });
    if (!result.ok) {
      options.log(`demo data: sales of day ${day} refused: ${result.resultDescription}`);
    } else {
      for (const sale of result.sales) {
        sold.push({ transactionId: sale.transactionId, pin: sale.pin, at: sale.createdAt, currencyCode: sale.currencyCode, valueMinor: sale.valueMinor });
      }
    }
    // Attempts that must fail: the inactive retailer, and the withdrawn product.
    if (day % 5 === 0) failed += await failingBatch(db, prng, inactiveAgentTerminals.map((t) => t.id), products, dayStart, open);
    if (day % 7 === 3) failed += await failingBatch(db, prng, active.map((t) => t.id), withdrawn, dayStart, open);
    if (day % 30 === 29) options.log(`demo data: sales through day ${day + 1} of ${options.days}`);
  }
  options.log(`demo data: ${failed} failed sale attempts`);
  return sold;
}

async function failingBatch(
  db: Kysely<Database>,
  prng: Prng,
  terminalIds: readonly number[],
  productCodes: readonly string[],
  dayStart: number,
  open: number,
): Promise<number> {
  const requests = Array.from({ length: prng.int(2, 8) }, () =>
    saleRequest(prng, prng.pick(terminalIds), prng.pick(productCodes), new Date(dayStart + prng.int(0, open - 1))),
  );
  const result = await sellVouchers(db, requests, { random: prng.next });
  return result.ok ? 0 : result.failedRefIds.length;
}

function saleRequest(prng: Prng, terminalId: number, productCode: string, at: Date): SaleRequest {
  return {
    terminalId,
    productCode,
    at,
    txnId: `EX${String(prng.int(0, 99_999_999_999)).padStart(11, '0')}`,
    phoneNo: prng.chance(0.3) ? `+614${String(prng.int(0, 99_999_999)).padStart(8, '0')}` : null,
  };
}

async function redeemSome(
  db: Kysely<Database>,
  structure: DemoStructure,
  prng: Prng,
  sales: readonly SoldVoucher[],
  options: ActivityOptions,
): Promise<Redeemed[]> {
  const planned = sales
    .map((sale) => {
      const agentCode = prng.chance(0.7) ? REDEEMING_AGENTS[0] : REDEEMING_AGENTS[1];
      const at = later(sale.at, prng.int(10, 10 * 24 * 60) * MINUTE_MS, options.now);
      return { sale, agentCode, at };
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const redeemed: Redeemed[] = [];
  for (let start = 0; start < planned.length; start += 1000) {
    const chunk = planned.slice(start, start + 1000);
    const requests: RedeemRequest[] = chunk.map((p) => ({
      pin: p.sale.pin,
      agentId: structure.agentIds.get(p.agentCode)!,
      userId: structure.userIds.get(`${p.agentCode}/payout`) ?? null,
      at: p.at,
    }));
    await letRequestsIn();
    const outcomes = await redeemVouchers(db, requests);
    outcomes.forEach((outcome, i) => {
      const p = chunk[i]!;
      if (outcome.ok) redeemed.push({ agentCode: p.agentCode, at: p.at, currencyCode: p.sale.currencyCode, valueMinor: p.sale.valueMinor });
    });
  }
  return redeemed;
}

/** Every Monday the provider pays each merchant the previous week's redemptions, one payout per
 * currency; of the latest Monday's, each merchant's first is still PENDING (so the payout
 * dashboard shows this week's successful payouts and a pending one). */
async function payWeekly(db: Kysely<Database>, structure: DemoStructure, redeemed: readonly Redeemed[], now: Date): Promise<void> {
  const totals = new Map<string, number>();
  for (const r of redeemed) {
    const key = `${r.agentCode}|${r.currencyCode}|${mondayAfter(r.at).toISOString()}`;
    totals.set(key, (totals.get(key) ?? 0) + r.valueMinor);
  }
  const lastMonday = mondayAfter(new Date(now.getTime() - 7 * DAY_MS)).getTime();
  const pendingFor = new Set<string>();
  for (const [key, amountMinor] of [...totals].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [agentCode, currencyCode, payday] = key.split('|') as [string, string, string];
    const at = new Date(new Date(payday).getTime() + 2 * 60 * MINUTE_MS);
    if (at.getTime() > now.getTime()) continue;
    const pending = at.getTime() >= lastMonday && !pendingFor.has(agentCode);
    if (pending) pendingFor.add(agentCode);
    await recordPayout(db, {
      agentId: structure.agentIds.get(agentCode)!,
      currencyCode,
      amountMinor,
      status: pending ? 'PENDING' : 'SUCCESS',
      txnId: `PAY-${agentCode}-${payday.slice(0, 10)}-${currencyCode}`,
      at,
    });
  }
}

async function serialOf(db: Kysely<Database>, saleTransactionId: number): Promise<string> {
  const row = await db
    .selectFrom('transactions as t')
    .innerJoin('vouchers as v', 'v.id', 't.voucher_id')
    .select('v.serial')
    .where('t.id', '=', saleTransactionId)
    .executeTakeFirstOrThrow();
  return row.serial;
}

/** `byMs` after `at`, before the last minute up to `now`: a time that would pass it lands between
 * `at` and that cutoff, the further the longer it was to wait, so that the events of the last
 * hours are spread rather than all at one second. */
function later(at: Date, byMs: number, now: Date): Date {
  const cutoff = now.getTime() - MINUTE_MS;
  const start = at.getTime();
  if (start + byMs <= cutoff) return new Date(start + byMs);
  if (start >= cutoff) return new Date(cutoff);
  return new Date(start + Math.floor((cutoff - start) * (byMs / (byMs + (cutoff - start)))));
}

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** 00:00 UTC of the Monday after the given moment. */
function mondayAfter(at: Date): Date {
  const day = startOfUtcDay(at);
  const ahead = ((8 - day.getUTCDay()) % 7) || 7;
  return new Date(day.getTime() + ahead * DAY_MS);
}

function shuffle<T>(prng: Prng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = prng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The history is written while the portal answers: between batches, let waiting requests in
 * (PGlite runs on this thread, so a chain of queries would otherwise hold the event loop). */
function letRequestsIn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
