// Products, terminals, vouchers and the transaction ledger, with the idempotency keys of terminal
// sales and the aggregates (daily stats, owed balances) that the sale service maintains.
import type { Kysely, Migration } from 'kysely';
import { dropTables, runStatements } from './run-statements';

const tables = [
  'products', 'terminals', 'vouchers', 'transactions', 'idempotency_keys', 'agent_daily_stats',
  'agent_balances',
];

const statements = [
  `CREATE TABLE products (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    description text NOT NULL,
    currency_code text NOT NULL CHECK (currency_code ~ '^[A-Z]{3}$'),
    face_value_minor bigint NOT NULL CHECK (face_value_minor > 0),
    buy_value_minor bigint NOT NULL CHECK (buy_value_minor >= 0),
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE terminals (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    agent_id bigint NOT NULL REFERENCES agents (id),
    key_hash text NOT NULL UNIQUE,
    status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX terminals_agent_idx ON terminals (agent_id)`,
  `CREATE SEQUENCE voucher_serial_seq START 100000000001`,
  `CREATE TABLE vouchers (
    id bigserial PRIMARY KEY,
    serial text NOT NULL UNIQUE DEFAULT nextval('voucher_serial_seq')::text,
    pin_hash text NOT NULL UNIQUE,
    pin_encrypted bytea NOT NULL,
    product_id bigint NOT NULL REFERENCES products (id),
    status text NOT NULL DEFAULT 'SOLD' CHECK (status IN ('AVAILABLE', 'SOLD', 'REDEEMED', 'REFUNDED', 'VOIDED')),
    pin_batch_order_id bigint,
    sold_by_agent_id bigint REFERENCES agents (id),
    sold_at timestamptz,
    redeemed_by_agent_id bigint REFERENCES agents (id),
    redeemed_by_user_id bigint REFERENCES users (id),
    redeemed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX vouchers_order_idx ON vouchers (pin_batch_order_id) WHERE pin_batch_order_id IS NOT NULL`,
  `CREATE SEQUENCE transaction_ref_seq START 100000000001`,
  `CREATE TABLE transactions (
    id bigserial PRIMARY KEY,
    ref_id text NOT NULL UNIQUE DEFAULT nextval('transaction_ref_seq')::text,
    txn_id text,
    tx_type text NOT NULL CHECK (tx_type IN ('SALE', 'REDEEM', 'REFUND', 'PAYOUT')),
    status text NOT NULL CHECK (status IN ('SUCCESS', 'FAILED', 'PENDING', 'REVERSED', 'REFUNDED')),
    agent_id bigint NOT NULL REFERENCES agents (id),
    terminal_id bigint REFERENCES terminals (id),
    user_id bigint REFERENCES users (id),
    product_id bigint REFERENCES products (id),
    voucher_id bigint REFERENCES vouchers (id),
    original_transaction_id bigint REFERENCES transactions (id),
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
    refunded_at timestamptz
  )`,
  // Keyset pagination of an agent's report, newest first, optionally by type.
  `CREATE INDEX transactions_agent_created_idx ON transactions (agent_id, created_at DESC, id DESC)`,
  `CREATE INDEX transactions_agent_type_created_idx ON transactions (agent_id, tx_type, created_at DESC, id DESC)`,
  `CREATE INDEX transactions_terminal_created_idx ON transactions (terminal_id, created_at DESC, id DESC) WHERE terminal_id IS NOT NULL`,
  `CREATE INDEX transactions_txn_id_idx ON transactions (txn_id) WHERE txn_id IS NOT NULL`,
  `CREATE INDEX transactions_voucher_idx ON transactions (voucher_id) WHERE voucher_id IS NOT NULL`,
  `CREATE INDEX transactions_phone_idx ON transactions (phone_no) WHERE phone_no IS NOT NULL`,
  `CREATE INDEX transactions_redeemed_at_agent_idx ON transactions (redeemed_at_agent_id, redeemed_date DESC) WHERE redeemed_at_agent_id IS NOT NULL`,
  `CREATE TABLE idempotency_keys (
    terminal_id bigint NOT NULL REFERENCES terminals (id),
    key text NOT NULL,
    request_hash text NOT NULL,
    response jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (terminal_id, key)
  )`,
  // One row per agent, UTC day, currency and type; value sums count successful rows only.
  `CREATE TABLE agent_daily_stats (
    agent_id bigint NOT NULL REFERENCES agents (id),
    day date NOT NULL,
    currency_code text NOT NULL,
    tx_type text NOT NULL,
    count integer NOT NULL DEFAULT 0,
    success_count integer NOT NULL DEFAULT 0,
    value_minor bigint NOT NULL DEFAULT 0,
    buy_value_minor bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (agent_id, day, currency_code, tx_type)
  )`,
  `CREATE INDEX agent_daily_stats_day_idx ON agent_daily_stats (day, agent_id)`,
  // What the agent owes the provider per currency: sales add the net value, redemptions and
  // refunds subtract, payouts from the provider add.
  `CREATE TABLE agent_balances (
    agent_id bigint NOT NULL REFERENCES agents (id),
    currency_code text NOT NULL,
    balance_minor bigint NOT NULL DEFAULT 0,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (agent_id, currency_code)
  )`,
];

export const catalogueAndSalesMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, statements),
  down: (db: Kysely<unknown>) =>
    runStatements(db, [...dropTables(tables), 'DROP SEQUENCE IF EXISTS voucher_serial_seq', 'DROP SEQUENCE IF EXISTS transaction_ref_seq']),
};
