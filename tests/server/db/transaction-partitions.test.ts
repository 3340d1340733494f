// The transaction ledger partitioned by month (#36; migration 0022, server/db/transaction-partitions.ts),
// on PGlite and on PostgreSQL:
// - the migration keeps a database's ledger: every row and column, ids, both sequences, a
//   partition per month of its rows, the indexes and constraints (the refund's sale as a rule);
// - a row of a month without a partition lands in the default one, and the next run of the job's
//   work moves it into a partition of its own month;
// - the scheduled job transaction.partitions makes the current and coming months' partitions
//   when the queue starts (runAtStart), and a run again makes nothing;
// - a report page with a period reads only that period's partitions, through their indexes, and
//   a first page over several months its edge month first.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CompiledQuery, Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/db/schema';
import { migrations } from '../../../server/db/migrations/index';
import { pgliteKysely } from '../../../server/db/pglite-template';
import { addMonths, ensureTransactionMonths, monthOf, partitionName, transactionPartitions } from '../../../server/db/transaction-partitions';
import { startJobQueue } from '../../../server/jobs/queue';
import { transactionIdsPage } from '../../../server/modules/transactions/transactions.repository';
import { createTestApp, testJobSettings, type TestApp } from '../support/app';
import { testDatabaseKind, testDatabaseSkipReason } from '../support/test-database';

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const provider = { getMigrations: async () => migrations };
const BEFORE = '0021_pin_generation_failures';

/** A fresh, empty database of TEST_DB's kind, not migrated (the template is migrated already). */
async function emptyDatabase(): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  if (testDatabaseKind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create();
    const db = await pgliteKysely(pglite);
    return { db, close: () => db.destroy() };
  }
  const name = `test_months_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 2 }) }) });
  return {
    db,
    close: async () => {
      await db.destroy();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

const ledgerDigest = async (db: Kysely<Database>) =>
  (await sql<{ rows: number; digest: string; last_id: string; last_ref: string }>`
    SELECT (SELECT count(*)::int FROM transactions) AS rows,
      (SELECT md5(string_agg(t::text, '|' ORDER BY id)) FROM transactions t) AS digest,
      (SELECT last_value::text FROM transactions_id_seq) AS last_id,
      (SELECT last_value::text FROM transaction_ref_seq) AS last_ref`.execute(db)).rows[0]!;

const whereRowIs = async (db: Kysely<Database>, id: number) =>
  (await sql<{ partition: string }>`SELECT tableoid::regclass::text AS partition FROM transactions WHERE id = ${id}`.execute(db)).rows[0]?.partition;

describe.skipIf(testDatabaseSkipReason)('migration 0022 on a database with a ledger', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let before: Awaited<ReturnType<typeof ledgerDigest>>;
  let refundId: number;

  beforeAll(async () => {
    database = await emptyDatabase();
    const { db } = database;
    const up = await new Migrator({ db, provider }).migrateTo(BEFORE);
    if (up.error) throw up.error;
    const agent = await sql<{ id: number }>`INSERT INTO agents (code, name, level) VALUES ('MD9001', 'Months', 'MD') RETURNING id`.execute(db);
    const product = await sql<{ id: number }>`INSERT INTO products (code, description, currency_code, face_value_minor, buy_value_minor)
      VALUES ('AUD10', 'AUD 10', 'AUD', 1000, 950) RETURNING id`.execute(db);
    const agentId = agent.rows[0]!.id;
    // 900 sales from 2026-08-20 to 2026-11-17, one every 2.4 hours; a refund of the first sale.
    await sql`INSERT INTO transactions (tx_type, status, agent_id, product_id, currency_code, value_minor, buy_value_minor, phone_no, created_at)
      SELECT 'SALE', 'SUCCESS', ${agentId}, ${product.rows[0]!.id}, 'AUD', 1000, 950, '0400' || n, '2026-08-20T00:00:00Z'::timestamptz + n * interval '144 minutes'
      FROM generate_series(0, 899) n`.execute(db);
    const refund = await sql<{ id: number }>`INSERT INTO transactions (tx_type, status, agent_id, currency_code, value_minor, original_transaction_id, created_at)
      SELECT 'REFUND', 'SUCCESS', agent_id, currency_code, -value_minor, id, '2026-11-20T10:00:00Z' FROM transactions ORDER BY id LIMIT 1 RETURNING id`.execute(db);
    refundId = Number(refund.rows[0]!.id);
    before = await ledgerDigest(db);
    const latest = await new Migrator({ db, provider }).migrateToLatest();
    if (latest.error) throw latest.error;
  }, 180_000);
  afterAll(async () => database?.close());

  it('keeps every row, its id and ref_id, and both sequences', async () => {
    expect(before.rows).toBe(901);
    expect(await ledgerDigest(database.db)).toEqual(before);
  });

  it('makes the ledger a table partitioned by month, a partition per month of its rows and a default one', async () => {
    const kind = await sql<{ relkind: string }>`SELECT relkind FROM pg_class WHERE oid = 'transactions'::regclass`.execute(database.db);
    expect(kind.rows[0]!.relkind).toBe('p');
    expect((await transactionPartitions(database.db)).map((p) => p.name)).toEqual([
      'transactions_2026_08', 'transactions_2026_09', 'transactions_2026_10', 'transactions_2026_11', 'transactions_default',
    ]);
    const perPartition = await sql<{ partition: string; n: number }>`
      SELECT tableoid::regclass::text AS partition, count(*)::int AS n FROM transactions GROUP BY 1 ORDER BY 1`.execute(database.db);
    expect(perPartition.rows.reduce((sum, row) => sum + row.n, 0)).toBe(901);
    expect(perPartition.rows.map((row) => row.partition)).toEqual(['transactions_2026_08', 'transactions_2026_09', 'transactions_2026_10', 'transactions_2026_11']);
    expect(await whereRowIs(database.db, refundId)).toBe('transactions_2026_11');
  });

  it('has the indexes and constraints of the ledger, on every partition', async () => {
    const indexes = await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'transactions' ORDER BY 1`.execute(database.db);
    expect(indexes.rows.map((row) => row.name)).toEqual([
      'transactions_agent_created_idx', 'transactions_agent_type_created_idx', 'transactions_phone_idx', 'transactions_pkey',
      'transactions_redeemed_at_agent_idx', 'transactions_ref_id_created_at_key', 'transactions_returned_idx', 'transactions_terminal_created_idx',
      'transactions_txn_id_idx', 'transactions_voucher_idx',
    ]);
    const perPartition = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'transactions_2026_09'`.execute(database.db);
    expect(perPartition.rows[0]!.n).toBe(10);
    // A new row takes the next id; a refund naming no transaction is refused as a foreign key would.
    const next = await sql<{ id: number }>`INSERT INTO transactions (tx_type, status, agent_id, currency_code) SELECT 'PAYOUT', 'SUCCESS', agent_id, 'AUD' FROM transactions LIMIT 1 RETURNING id`.execute(database.db);
    expect(Number(next.rows[0]!.id)).toBe(Number(before.last_id) + 1);
    await expect(
      sql`INSERT INTO transactions (tx_type, status, agent_id, currency_code, original_transaction_id) SELECT 'REFUND', 'SUCCESS', agent_id, 'AUD', 999999 FROM transactions LIMIT 1`.execute(database.db),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(sql`INSERT INTO transactions (tx_type, status, agent_id, currency_code) VALUES ('SALE', 'NOPE', 1, 'AUD')`.execute(database.db)).rejects.toMatchObject({ code: '23514' });
    await expect(sql`INSERT INTO transactions (tx_type, status, agent_id, currency_code) VALUES ('SALE', 'SUCCESS', 424242, 'AUD')`.execute(database.db)).rejects.toMatchObject({ code: '23503' });
  });
});

describe.skipIf(testDatabaseSkipReason)('the month partitions on a running portal', () => {
  let t: TestApp;
  let agentId: number;
  const post = (createdAt: string) =>
    sql<{ id: number }>`INSERT INTO transactions (tx_type, status, agent_id, currency_code, value_minor, created_at)
      VALUES ('SALE', 'SUCCESS', ${agentId}, 'AUD', 1000, ${createdAt}::timestamptz) RETURNING id`.execute(t.db).then((r) => Number(r.rows[0]!.id));

  beforeAll(async () => {
    t = await createTestApp();
    const agent = await sql<{ id: number }>`INSERT INTO agents (code, name, level) VALUES ('MD9002', 'Months', 'MD') RETURNING id`.execute(t.db);
    agentId = agent.rows[0]!.id;
    await sql`INSERT INTO agent_closure (ancestor_id, descendant_id, depth) VALUES (${agentId}, ${agentId}, 0)`.execute(t.db);
  }, 180_000);
  afterAll(async () => t?.close());

  it('puts a row of a month without a partition in the default one, and the next run moves it into its month', async () => {
    const id = await post('2019-05-31T23:59:59.999Z');
    const next = await post('2019-06-01T00:00:00Z');
    expect(await whereRowIs(t.db, id)).toBe('transactions_default');
    const run = await ensureTransactionMonths(t.db, { now: new Date('2019-06-10T12:00:00Z'), ahead: 1 });
    expect(run).toEqual({ made: ['transactions_2019_05', 'transactions_2019_06', 'transactions_2019_07'], moved: 2 });
    expect(await whereRowIs(t.db, id)).toBe('transactions_2019_05');
    expect(await whereRowIs(t.db, next)).toBe('transactions_2019_06');
    const bounds = (await transactionPartitions(t.db)).find((p) => p.name === 'transactions_2019_05')!.bound;
    expect(bounds).toBe("FOR VALUES FROM ('2019-05-01 00:00:00+00') TO ('2019-06-01 00:00:00+00')");
    // A run again makes nothing and moves nothing; the row is still read through the ledger.
    expect(await ensureTransactionMonths(t.db, { now: new Date('2019-06-10T12:00:00Z'), ahead: 1 })).toEqual({ made: [], moved: 0 });
    expect(await t.db.selectFrom('transactions').select('id').where('id', '=', id).executeTakeFirst()).toEqual({ id });
  });

  it('the scheduled job makes the current and the next three months when the queue starts, once', async () => {
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const months = [0, 1, 2, 3].map((ahead) => partitionName(addMonths(monthOf(new Date()), ahead)));
    const queue = await startJobQueue(t.database, { db: t.db, config: { ...t.config, jobs: { ...testJobSettings, schedules: true } }, log });
    try {
      await vi.waitFor(
        async () => expect((await transactionPartitions(t.db)).map((p) => p.name)).toEqual(expect.arrayContaining(months)),
        { timeout: 20_000, interval: 100 },
      );
      const schedules = await sql<{ name: string; cron: string }>`SELECT name, cron FROM pgboss.schedule WHERE name = 'transaction.partitions'`.execute(t.db);
      expect(schedules.rows).toEqual([{ name: 'transaction.partitions', cron: '15 0 * * *' }]);
    } finally {
      await queue.stop();
    }
    // A sale now lands in this month's partition.
    const id = await post(new Date().toISOString());
    expect(await whereRowIs(t.db, id)).toBe(months[0]);
    expect((await ensureTransactionMonths(t.db)).made).toEqual([]);
  });

  it('reads only the partitions of a report\'s period, through their indexes', async () => {
    await sql`INSERT INTO transactions (tx_type, status, agent_id, currency_code, value_minor, created_at)
      SELECT 'SALE', 'SUCCESS', ${agentId}, 'AUD', 1000, '2019-05-01T00:00:00Z'::timestamptz + n * interval '15 minutes'
      FROM generate_series(0, 5855) n`.execute(t.db);
    await sql`ANALYZE transactions`.execute(t.db);
    // The report page's query (transactionIdsPage) for June 2019 as the portal sends it, explained.
    const captured: CompiledQuery[] = [];
    const recording = t.db.withPlugin({
      transformQuery: (args) => {
        captured.push(t.db.getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const search = { scope: { agentId, includeSubAgents: true }, since: new Date('2019-06-01T00:00:00Z'), until: new Date('2019-06-30T23:59:59Z'), txTypes: null, statuses: null };
    const ids = await transactionIdsPage(recording, search, { limit: 10, offset: 0, newestFirst: true }, new Date('2019-07-01T00:00:00Z'));
    expect(ids).toHaveLength(10);
    expect(captured).toHaveLength(1);
    const plan = await t.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${captured[0]!.sql}`, [...captured[0]!.parameters]));
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    const scanned = [...new Set(text.match(/transactions_(\d{4}_\d{2}|default)\b/g))];
    expect(scanned, text).toEqual(['transactions_2019_06']);
    expect(text).toMatch(/Index (Only )?Scan using transactions_2019_06_agent_id_created_at_id_idx on transactions_2019_06/);

    // A first page over May and June is read from June first: one query, June's partition only,
    // the same ids as the newest ten of both months.
    captured.length = 0;
    const twoMonths = { ...search, since: new Date('2019-05-01T00:00:00Z') };
    const newest = await transactionIdsPage(recording, twoMonths, { limit: 10, offset: 0, newestFirst: true }, new Date('2019-07-01T00:00:00Z'));
    const expected = await sql<{ id: number }>`SELECT id FROM transactions WHERE agent_id = ${agentId} AND created_at >= '2019-05-01T00:00:00Z' AND created_at <= '2019-06-30T23:59:59Z'
      ORDER BY created_at DESC, id DESC LIMIT 10`.execute(t.db);
    expect(newest).toEqual(expected.rows.map((row) => Number(row.id)));
    expect(captured).toHaveLength(1);
    const edgePlan = await t.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${captured[0]!.sql}`, [...captured[0]!.parameters]));
    expect([...new Set(edgePlan.rows.map((row) => row['QUERY PLAN']).join('\n').match(/transactions_(\d{4}_\d{2}|default)\b/g))]).toEqual(['transactions_2019_06']);
    // Oldest first, from May.
    const oldest = await transactionIdsPage(t.db, twoMonths, { limit: 10, offset: 0, newestFirst: false }, new Date('2019-07-01T00:00:00Z'));
    const expectedOldest = await sql<{ id: number }>`SELECT id FROM transactions WHERE agent_id = ${agentId} AND created_at >= '2019-05-01T00:00:00Z' AND created_at <= '2019-06-30T23:59:59Z'
      ORDER BY created_at, id LIMIT 10`.execute(t.db);
    expect(oldest).toEqual(expectedOldest.rows.map((row) => Number(row.id)));
  });
});
