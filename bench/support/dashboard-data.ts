// The data of bench/dashboard.ts: the demo structure, a few hundred more retailers with a
// terminal each, and a ledger of `transactions` rows over the last six months written with
// set-based SQL (vouchers for the sold ones), then the aggregates the ledger keeps
// (agent_daily_stats, agent_monthly_stats, agent_balances) rebuilt from those rows in one statement each, as
// server/modules/ledger/postings.ts would have left them. Reproducible: random() is seeded.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { ensureTransactionMonths } from '../../server/db/transaction-partitions';
import { ResultCode } from '../../server/domain/domain-error';
import { createDemoStructure, demoTerminalKey, type DemoStructure } from '../../server/demo/structure';
import { ensureBrandingAndSettings } from '../../server/demo/content';
import { hashTerminalKey } from '../../server/modules/terminal/terminal-auth';
import { addMissingClosureRows } from '../../tests/server/company/support/bulk-structure';

export interface BenchDataSize {
  /** Every row of the ledger, sales and payouts together. */
  transactions: number;
  /** Retailers added below each of SD0001 and SD0002. */
  retailersPerSubDivision: number;
  /** PAYOUT rows of M00001 and M00002 among the transactions. */
  payouts: number;
  days: number;
}

export interface BenchData {
  demo: DemoStructure;
  /** The added retailers' terminals: code and the agent's currency (AUD below SD0001, NZD below SD0002). */
  benchTerminals: { code: string; agentCode: string; currency: 'AUD' | 'NZD' }[];
  /** How many agents MD0001's subtree holds (itself included). */
  mdScopeAgents: number;
  transactionCount: number;
}

const DAY_MS = 86_400_000;

/** The structure: the demo's, plus retailersPerSubDivision retailers below SD0001 (AU) and
 * below SD0002 (NZ), codes BR000001..., each with one terminal whose key is demoTerminalKey(code). */
async function createStructure(db: Kysely<Database>, size: BenchDataSize, now: Date) {
  await ensureBrandingAndSettings(db);
  const demo = await createDemoStructure(db, new Date(now.getTime() - (size.days + 30) * DAY_MS));
  const sd1 = demo.agentIds.get('SD0001')!;
  const sd2 = demo.agentIds.get('SD0002')!;
  await sql`
    INSERT INTO agents (code, name, level, type, parent_id, country_code, timezone, created_at)
    SELECT 'BR' || lpad(i::text, 6, '0'), 'Bench Retailer ' || i, 'R', 'PREPAID',
      CASE WHEN i % 2 = 1 THEN ${sd1}::bigint ELSE ${sd2}::bigint END,
      CASE WHEN i % 2 = 1 THEN 'AU' ELSE 'NZ' END,
      CASE WHEN i % 2 = 1 THEN 'Australia/Sydney' ELSE 'Pacific/Auckland' END,
      ${new Date(now.getTime() - (size.days + 30) * DAY_MS)}::timestamptz
    FROM generate_series(1, ${size.retailersPerSubDivision * 2}::int) AS i`.execute(db);
  await addMissingClosureRows(db);
  const added = await db.selectFrom('agents').select(['id', 'code', 'country_code']).where('code', 'like', 'BR%').orderBy('code').execute();
  const terminals = added.map((agent) => ({ code: `${agent.code}-T1`, agent_id: agent.id, key_hash: hashTerminalKey(demoTerminalKey(`${agent.code}-T1`)) }));
  await db.insertInto('terminals').values(terminals).execute();
  const benchTerminals = added.map((agent) => ({
    code: `${agent.code}-T1`,
    agentCode: agent.code,
    currency: agent.country_code === 'AU' ? ('AUD' as const) : ('NZD' as const),
  }));
  return { demo, benchTerminals };
}

/** Writes the ledger on one connection (temporary tables, seeded random(), no FK triggers while
 * loading: every reference is made from existing rows). */
async function loadLedger(db: Kysely<Database>, size: BenchDataSize, now: Date): Promise<void> {
  const sales = size.transactions - size.payouts;
  await db.connection().execute(async (conn) => {
    await sql`SET work_mem = '256MB'`.execute(conn);
    await sql`SET maintenance_work_mem = '512MB'`.execute(conn);
    await sql`SET session_replication_role = replica`.execute(conn);
    try {
      await sql`SELECT setseed(0.2026)`.execute(conn);
      // Who sells: every retailer but the payout merchants, with its first terminal and currency.
      await sql`
        CREATE TEMP TABLE bench_sellers AS
        SELECT (row_number() OVER (ORDER BY a.id) - 1)::int AS n, a.id AS agent_id, a.code, a.status = 'ACTIVE' AS active,
          (SELECT t.id FROM terminals t WHERE t.agent_id = a.id ORDER BY t.id LIMIT 1) AS terminal_id,
          CASE a.country_code WHEN 'AU' THEN 'AUD' WHEN 'NZ' THEN 'NZD' WHEN 'CA' THEN 'CAD' WHEN 'GB' THEN 'GBP' WHEN 'US' THEN 'USD' END AS currency
        FROM agents a
        WHERE a.level = 'R' AND NOT a.is_enable_payout`.execute(conn);
      const sellerCount = Number(
        (await sql<{ n: string }>`SELECT count(*) AS n FROM bench_sellers`.execute(conn)).rows[0]!.n,
      );
      await sql`
        CREATE TEMP TABLE bench_products AS
        SELECT currency_code AS currency, (row_number() OVER (PARTITION BY currency_code ORDER BY id) - 1)::int AS k,
          (count(*) OVER (PARTITION BY currency_code))::int AS of, id AS product_id, face_value_minor AS face, buy_value_minor AS buy
        FROM products WHERE active`.execute(conn);
      // Sales: uniformly over the sellers, their currency's products and the period; 4% refused by
      // a credit limit, every sale of the inactive retailer refused as the sale service does.
      await sql`
        CREATE TEMP TABLE bench_plan AS
        WITH draws AS (
          SELECT g, random() AS r_seller, random() AS r_product, random() AS r_time, random() AS r_status
          FROM generate_series(1, ${sales}::int) AS g
        )
        SELECT 'SALE'::text AS tx_type,
          CASE WHEN NOT s.active OR d.r_status < 0.04 THEN 'FAILED' ELSE 'SUCCESS' END AS status,
          CASE WHEN NOT s.active THEN ${ResultCode.conflict}::int WHEN d.r_status < 0.04 THEN ${ResultCode.creditLimitExceeded}::int ELSE 0 END AS result_code,
          CASE WHEN NOT s.active THEN 'agent ' || s.code || ' is not active'
            WHEN d.r_status < 0.04 THEN 'credit limit exceeded: CURRENCY ' || s.currency || ' VALUE' ELSE 'Success' END AS result_desc,
          s.agent_id, s.terminal_id, p.product_id, s.currency, p.face AS value_minor, p.buy AS buy_value_minor,
          ${now}::timestamptz - d.r_time * ${`${size.days} days`}::interval AS created_at
        FROM draws d
        JOIN bench_sellers s ON s.n = floor(d.r_seller * ${sellerCount})::int
        JOIN bench_products p ON p.currency = s.currency AND p.k = floor(d.r_product * p.of)::int`.execute(conn);
      // Payouts from the provider to the two payout merchants, a tenth of them pending.
      await sql`
        INSERT INTO bench_plan
        SELECT 'PAYOUT', CASE WHEN r_status < 0.1 THEN 'PENDING' ELSE 'SUCCESS' END, 0,
          CASE WHEN r_status < 0.1 THEN 'Pending' ELSE 'Success' END,
          a.id, NULL, NULL, CASE a.code WHEN 'M00001' THEN 'AUD' ELSE 'NZD' END, amount, amount,
          ${now}::timestamptz - r_time * ${`${size.days} days`}::interval
        FROM (
          SELECT g, random() AS r_status, random() AS r_time, (10000 + floor(random() * 490000))::bigint AS amount
          FROM generate_series(1, ${size.payouts}::int) AS g
        ) d
        JOIN agents a ON a.code = CASE WHEN d.g % 2 = 0 THEN 'M00001' ELSE 'M00002' END`.execute(conn);
      // Ids follow time, as they do when the rows are written as the sales happen.
      await sql`CREATE TEMP TABLE bench_ordered AS SELECT row_number() OVER (ORDER BY created_at) AS seq, * FROM bench_plan`.execute(conn);
      const voucherBase = Number(
        (await sql<{ base: string }>`SELECT coalesce(max(id), 0) AS base FROM vouchers`.execute(conn)).rows[0]!.base,
      );
      await sql`
        INSERT INTO vouchers (id, pin_hash, pin_encrypted, product_id, status, sold_by_agent_id, sold_at, created_at)
        SELECT ${voucherBase}::bigint + seq, encode(sha256(convert_to('bench-pin-' || seq, 'UTF8')), 'hex'),
          sha256(convert_to('bench-sealed-' || seq, 'UTF8')), product_id, 'SOLD', agent_id, created_at, created_at
        FROM bench_ordered WHERE tx_type = 'SALE' AND status = 'SUCCESS' ORDER BY seq`.execute(conn);
      await sql`SELECT setval(pg_get_serial_sequence('vouchers', 'id'), (SELECT max(id) FROM vouchers))`.execute(conn);
      await sql`
        INSERT INTO transactions (tx_type, status, agent_id, terminal_id, product_id, voucher_id, currency_code,
          value_minor, buy_value_minor, result_code, result_desc, created_at)
        SELECT tx_type, status, agent_id, terminal_id, product_id,
          CASE WHEN tx_type = 'SALE' AND status = 'SUCCESS' THEN ${voucherBase}::bigint + seq END,
          currency, value_minor, buy_value_minor, result_code, result_desc, created_at
        FROM bench_ordered ORDER BY seq`.execute(conn);
    } finally {
      await sql`DROP TABLE IF EXISTS bench_sellers, bench_products, bench_plan, bench_ordered`.execute(conn);
      await sql`RESET session_replication_role`.execute(conn);
      await sql`RESET work_mem`.execute(conn);
      await sql`RESET maintenance_work_mem`.execute(conn);
    }
  });
}

/** The daily stats as the ledger keeps them, computed from the rows (UTC days; values of
 * successful rows only). */
const dailyStatsFromRows = sql`
  SELECT agent_id, (created_at AT TIME ZONE 'UTC')::date AS day, currency_code, tx_type,
    count(*)::int AS count, (count(*) FILTER (WHERE status = 'SUCCESS'))::int AS success_count,
    coalesce(sum(value_minor) FILTER (WHERE status = 'SUCCESS'), 0)::bigint AS value_minor,
    coalesce(sum(buy_value_minor) FILTER (WHERE status = 'SUCCESS'), 0)::bigint AS buy_value_minor
  FROM transactions GROUP BY 1, 2, 3, 4`;

/** What each agent owes per currency (postings.ts balanceEffect), from the rows. */
const balancesFromRows = sql`
  SELECT agent_id, currency_code,
    sum(CASE tx_type WHEN 'SALE' THEN buy_value_minor WHEN 'REFUND' THEN -buy_value_minor
      WHEN 'REDEEM' THEN -value_minor ELSE value_minor END)::bigint AS balance_minor
  FROM transactions WHERE status = 'SUCCESS' GROUP BY 1, 2`;

/** agent_daily_stats, agent_monthly_stats and agent_balances again from the ledger's rows. */
export async function rebuildAggregates(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`DELETE FROM agent_daily_stats`.execute(trx);
    await sql`INSERT INTO agent_daily_stats (agent_id, day, currency_code, tx_type, count, success_count, value_minor, buy_value_minor)
      ${dailyStatsFromRows}`.execute(trx);
    // The months of the performance report (migration 0012), as postings.ts keeps them.
    await sql`DELETE FROM agent_monthly_stats`.execute(trx);
    await sql`INSERT INTO agent_monthly_stats (agent_id, month, currency_code, tx_type, count, success_count, value_minor, buy_value_minor)
      SELECT agent_id, date_trunc('month', day)::date, currency_code, tx_type, sum(count), sum(success_count), sum(value_minor), sum(buy_value_minor)
      FROM agent_daily_stats GROUP BY 1, 2, 3, 4`.execute(trx);
    await sql`DELETE FROM agent_balances`.execute(trx);
    await sql`INSERT INTO agent_balances (agent_id, currency_code, balance_minor) SELECT * FROM (${balancesFromRows}) b WHERE balance_minor <> 0`.execute(trx);
  });
}

/** Rows of agent_daily_stats and agent_balances that differ from a count of the transactions
 * (0 when the ledger kept them right). */
export async function aggregateMismatches(db: Kysely<Database>): Promise<{ dailyStats: number; balances: number }> {
  const daily = await sql<{ n: string }>`
    SELECT count(*) AS n FROM (
      (SELECT agent_id, day, currency_code, tx_type, count, success_count, value_minor, buy_value_minor FROM agent_daily_stats
       EXCEPT ${dailyStatsFromRows})
      UNION ALL
      (${dailyStatsFromRows}
       EXCEPT SELECT agent_id, day, currency_code, tx_type, count, success_count, value_minor, buy_value_minor FROM agent_daily_stats)
    ) x`.execute(db);
  const balances = await sql<{ n: string }>`
    SELECT count(*) AS n FROM (
      (SELECT agent_id, currency_code, balance_minor FROM agent_balances WHERE balance_minor <> 0
       EXCEPT SELECT * FROM (${balancesFromRows}) b WHERE balance_minor <> 0)
      UNION ALL
      (SELECT * FROM (${balancesFromRows}) b WHERE balance_minor <> 0
       EXCEPT SELECT agent_id, currency_code, balance_minor FROM agent_balances WHERE balance_minor <> 0)
    ) x`.execute(db);
  return { dailyStats: Number(daily.rows[0]!.n), balances: Number(balances.rows[0]!.n) };
}

/** Builds everything; `step` is told what each stage took. */
export async function loadBenchData(
  db: Kysely<Database>,
  size: BenchDataSize,
  now: Date,
  step: (name: string, ms: number) => void = () => undefined,
): Promise<BenchData> {
  let started = performance.now();
  const lap = (name: string) => {
    step(name, performance.now() - started);
    started = performance.now();
  };
  const { demo, benchTerminals } = await createStructure(db, size, now);
  // The ledger's month partitions (migration 0022) for the period, as the scheduled job and the
  // demo data make them: no row lands in the default partition.
  await ensureTransactionMonths(db, { now, since: new Date(now.getTime() - size.days * DAY_MS) });
  lap('structure');
  await loadLedger(db, size, now);
  lap('transactions and vouchers');
  await rebuildAggregates(db);
  lap('daily stats and balances');
  // As autovacuum would have by now; otherwise it starts in the middle of the measurements.
  for (const table of ['transactions', 'vouchers', 'agent_daily_stats', 'agent_monthly_stats', 'agent_balances', 'agents', 'agent_closure', 'terminals']) {
    await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
  }
  lap('vacuum and analyze');
  const md = demo.agentIds.get('MD0001')!;
  const scope = await sql<{ n: string }>`SELECT count(*) AS n FROM agent_closure WHERE ancestor_id = ${md}`.execute(db);
  const total = await sql<{ n: string }>`SELECT count(*) AS n FROM transactions`.execute(db);
  return { demo, benchTerminals, mdScopeAgents: Number(scope.rows[0]!.n), transactionCount: Number(total.rows[0]!.n) };
}
