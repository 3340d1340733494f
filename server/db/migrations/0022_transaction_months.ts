// The transaction ledger partitioned by month (#36, Growing data; docs/decisions.md 102): native
// declarative partitioning, RANGE on created_at, one partition per UTC calendar month named
// transactions_YYYY_MM plus transactions_default for a row of a month that has none yet. Today's
// rows are kept: the table is renamed, the new partitioned table made with the same columns in the
// same order, a partition made for every month the rows hold, the rows copied (ids, ref_ids and
// both sequences unchanged), then the same indexes and constraints made on the new table (each
// partition gets its own) and the old table dropped. The scheduled job transaction.partitions
// (server/jobs/transaction-partitions.ts) makes the coming months' partitions ahead of time.
//
// What partitioning changes, written down (PostgreSQL requires every unique key of a partitioned
// table to hold the partition key):
// - PRIMARY KEY (id, created_at) instead of (id): id still comes from the one sequence
//   transactions_id_seq, so it stays unique; a lookup by id uses the key's index on every month.
// - UNIQUE (ref_id, created_at) instead of UNIQUE (ref_id): ref_id comes from transaction_ref_seq
//   (nothing writes one of its own), so it stays unique.
// - original_transaction_id (a refund's or a redemption's sale) can no longer be a foreign key to
//   transactions (id) alone: the trigger transactions_original_exists refuses, with the foreign-key
//   violation's SQLSTATE 23503, a row naming a transaction that does not exist. Ledger rows are
//   never deleted (no code deletes one); months leave only whole, oldest first, by detaching their
//   partition (docs/operations.md), after which a later refund keeps its sale's id as a reference.
import { sql, type Kysely, type Migration } from 'kysely';
import { runStatements } from './run-statements';

const COLUMNS = `
    id bigint NOT NULL DEFAULT nextval('transactions_id_seq'::regclass),
    ref_id text NOT NULL DEFAULT nextval('transaction_ref_seq')::text,
    txn_id text,
    tx_type text NOT NULL CHECK (tx_type IN ('SALE', 'REDEEM', 'REFUND', 'PAYOUT')),
    status text NOT NULL CHECK (status IN ('SUCCESS', 'FAILED', 'PENDING', 'REVERSED', 'REFUNDED')),
    agent_id bigint NOT NULL REFERENCES agents (id),
    terminal_id bigint REFERENCES terminals (id),
    user_id bigint REFERENCES users (id),
    product_id bigint REFERENCES products (id),
    voucher_id bigint REFERENCES vouchers (id),
    original_transaction_id bigint,
    currency_code text NOT NULL,
    value_minor bigint NOT NULL DEFAULT 0,
    buy_value_minor bigint NOT NULL DEFAULT 0,
    result_code integer NOT NULL DEFAULT 0,
    result_desc text NOT NULL DEFAULT 'Success',
    phone_no text,
    created_at timestamptz NOT NULL DEFAULT now(),
    redeemed_at_agent_id bigint REFERENCES agents (id),
    redeemed_date timestamptz,
    reason text,
    return_date timestamptz,
    refunded_at timestamptz`;

/** The ledger's indexes (0002, 0009), made on the partitioned table: every partition gets each. */
const INDEXES = [
  `CREATE INDEX transactions_agent_created_idx ON transactions (agent_id, created_at DESC, id DESC)`,
  `CREATE INDEX transactions_agent_type_created_idx ON transactions (agent_id, tx_type, created_at DESC, id DESC)`,
  `CREATE INDEX transactions_terminal_created_idx ON transactions (terminal_id, created_at DESC, id DESC) WHERE terminal_id IS NOT NULL`,
  `CREATE INDEX transactions_txn_id_idx ON transactions (txn_id) WHERE txn_id IS NOT NULL`,
  `CREATE INDEX transactions_voucher_idx ON transactions (voucher_id) WHERE voucher_id IS NOT NULL`,
  `CREATE INDEX transactions_phone_idx ON transactions (phone_no) WHERE phone_no IS NOT NULL`,
  `CREATE INDEX transactions_redeemed_at_agent_idx ON transactions (redeemed_at_agent_id, redeemed_date DESC) WHERE redeemed_at_agent_id IS NOT NULL`,
  `CREATE INDEX transactions_returned_idx ON transactions (agent_id, created_at DESC, id DESC) WHERE status IN ('REFUNDED', 'REVERSED')`,
];

const OLD_INDEXES = [
  'transactions_agent_created_idx', 'transactions_agent_type_created_idx', 'transactions_terminal_created_idx',
  'transactions_txn_id_idx', 'transactions_voucher_idx', 'transactions_phone_idx', 'transactions_redeemed_at_agent_idx',
  'transactions_returned_idx',
];

/** The rule that replaces the self-referencing foreign key (see above). */
const ORIGINAL_EXISTS = [
  `CREATE FUNCTION transactions_original_exists() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM transactions WHERE id = NEW.original_transaction_id) THEN
      RAISE foreign_key_violation USING MESSAGE = format(
        'insert or update on table "transactions" violates rule "transactions_original_exists": transaction %s does not exist',
        NEW.original_transaction_id);
    END IF;
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER transactions_original_exists BEFORE INSERT OR UPDATE OF original_transaction_id ON transactions
    FOR EACH ROW WHEN (NEW.original_transaction_id IS NOT NULL) EXECUTE FUNCTION transactions_original_exists()`,
];

/** A partition for every UTC month the rows of `source` hold, bounds at 00:00 UTC. */
const monthsOf = (source: string) => `DO $$
  DECLARE month date;
  BEGIN
    FOR month IN SELECT DISTINCT date_trunc('month', created_at AT TIME ZONE 'UTC')::date FROM ${source} LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF transactions FOR VALUES FROM (%L) TO (%L)',
        'transactions_' || to_char(month, 'YYYY_MM'), month::text || ' 00:00:00+00', (month + interval '1 month')::date::text || ' 00:00:00+00');
    END LOOP;
  END $$`;

export const transactionMonthsMigration: Migration = {
  up: async (db: Kysely<unknown>) => {
    await runStatements(db, [
      `ALTER TABLE transactions RENAME TO transactions_unpartitioned`,
      `ALTER TABLE transactions_unpartitioned DROP CONSTRAINT transactions_original_transaction_id_fkey`,
      `ALTER TABLE transactions_unpartitioned DROP CONSTRAINT transactions_pkey`,
      `ALTER TABLE transactions_unpartitioned DROP CONSTRAINT transactions_ref_id_key`,
      ...OLD_INDEXES.map((index) => `DROP INDEX ${index}`),
      // The id sequence outlives the old table and goes on numbering the new one.
      `ALTER SEQUENCE transactions_id_seq OWNED BY NONE`,
      `CREATE TABLE transactions (${COLUMNS},
        PRIMARY KEY (id, created_at),
        UNIQUE (ref_id, created_at)
      ) PARTITION BY RANGE (created_at)`,
      `ALTER SEQUENCE transactions_id_seq OWNED BY transactions.id`,
      `CREATE TABLE transactions_default PARTITION OF transactions DEFAULT`,
      monthsOf('transactions_unpartitioned'),
      // Rows first, indexes after: one sort per index instead of a tree grown row by row.
      `INSERT INTO transactions SELECT * FROM transactions_unpartitioned`,
      ...INDEXES,
      ...ORIGINAL_EXISTS,
      `DROP TABLE transactions_unpartitioned`,
    ]);
    await sql`ANALYZE transactions`.execute(db);
  },
  down: (db: Kysely<unknown>) =>
    runStatements(db, [
      `ALTER TABLE transactions RENAME TO transactions_partitioned`,
      `ALTER SEQUENCE transactions_id_seq OWNED BY NONE`,
      ...OLD_INDEXES.map((index) => `DROP INDEX ${index}`),
      `ALTER TABLE transactions_partitioned DROP CONSTRAINT transactions_pkey`,
      `ALTER TABLE transactions_partitioned DROP CONSTRAINT transactions_ref_id_created_at_key`,
      `DROP TRIGGER transactions_original_exists ON transactions_partitioned`,
      `DROP FUNCTION transactions_original_exists()`,
      `CREATE TABLE transactions (${COLUMNS.replace('original_transaction_id bigint', 'original_transaction_id bigint REFERENCES transactions (id)')},
        PRIMARY KEY (id),
        UNIQUE (ref_id)
      )`,
      `ALTER SEQUENCE transactions_id_seq OWNED BY transactions.id`,
      `INSERT INTO transactions SELECT * FROM transactions_partitioned ORDER BY id`,
      ...INDEXES,
      `DROP TABLE transactions_partitioned`,
    ]),
};
