// PIN batch orders: the order, its items, the attached document and the generated PIN files.
import type { Kysely, Migration } from 'kysely';
import { dropTables, runStatements } from './run-statements';

const tables = ['pin_batch_orders', 'pin_batch_order_items', 'pin_batch_order_documents', 'pin_batch_files'];

const statements = [
  `CREATE SEQUENCE pin_batch_order_ref_seq START 1000001`,
  `CREATE TABLE pin_batch_orders (
    id bigserial PRIMARY KEY,
    order_ref text NOT NULL UNIQUE DEFAULT 'PO' || nextval('pin_batch_order_ref_seq')::text,
    agent_id bigint NOT NULL REFERENCES agents (id),
    user_id bigint NOT NULL REFERENCES users (id),
    status text NOT NULL DEFAULT 'WAITING_APPROVAL'
      CHECK (status IN ('WAITING_APPROVAL', 'READY', 'REJECTED', 'DELETED')),
    comment text,
    file_name text,
    created_at timestamptz NOT NULL DEFAULT now(),
    approved_by_user_id bigint REFERENCES users (id),
    approved_at timestamptz,
    decision_comment text,
    deleted_by_user_id bigint REFERENCES users (id),
    deleted_at timestamptz,
    delete_comment text
  )`,
  `CREATE INDEX pin_batch_orders_agent_created_idx ON pin_batch_orders (agent_id, created_at DESC, id DESC)`,
  `CREATE TABLE pin_batch_order_items (
    id bigserial PRIMARY KEY,
    order_id bigint NOT NULL REFERENCES pin_batch_orders (id) ON DELETE CASCADE,
    product_id bigint NOT NULL REFERENCES products (id),
    qty integer NOT NULL CHECK (qty >= 1),
    unit_value_minor bigint NOT NULL,
    currency_code text NOT NULL,
    comment text,
    UNIQUE (order_id, product_id)
  )`,
  `CREATE TABLE pin_batch_order_documents (
    id bigserial PRIMARY KEY,
    order_id bigint NOT NULL REFERENCES pin_batch_orders (id) ON DELETE CASCADE,
    file_name text NOT NULL CHECK (length(file_name) <= 200),
    content_type text,
    bytes bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX pin_batch_order_documents_order_idx ON pin_batch_order_documents (order_id)`,
  `CREATE TABLE pin_batch_files (
    id bigserial PRIMARY KEY,
    order_id bigint NOT NULL REFERENCES pin_batch_orders (id) ON DELETE CASCADE,
    file_type text NOT NULL CHECK (file_type IN ('txt', 'pgp')),
    file_name text NOT NULL,
    bytes bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (order_id, file_type)
  )`,
  `ALTER TABLE vouchers ADD CONSTRAINT vouchers_pin_batch_order_fk FOREIGN KEY (pin_batch_order_id) REFERENCES pin_batch_orders (id)`,
];

export const pinBatchOrdersMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, statements),
  down: (db: Kysely<unknown>) =>
    runStatements(db, [
      'ALTER TABLE vouchers DROP CONSTRAINT IF EXISTS vouchers_pin_batch_order_fk',
      ...dropTables(tables),
      'DROP SEQUENCE IF EXISTS pin_batch_order_ref_seq',
    ]),
};
