// PIN batch orders end to end (#17): the custody of their PINs. An agent's OpenPGP public key
// (agent_pgp_keys: the key PIN files are encrypted to, set by provider staff), every download of
// an order's PINs (pin_batch_order_downloads: who, when, which format, the key's fingerprint),
// when an order's PINs were generated, and the one attachment a request's orders
// share (document_id). One product per order (the contract's order has one product, qty and
// value): an order of several items from before is split into one order per item, its vouchers
// following their product; a ready order's vouchers are sold to its agent. The stored batch files
// go: they held the PINs in plain text, and a file is now made at each download from the
// vouchers' encrypted PINs.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

const splitOrdersOfSeveralItems = `DO $$
DECLARE
  extra record;
  new_order bigint;
BEGIN
  FOR extra IN
    SELECT i.id AS item_id, i.order_id, i.product_id FROM pin_batch_order_items i
    WHERE i.id <> (SELECT min(j.id) FROM pin_batch_order_items j WHERE j.order_id = i.order_id)
    ORDER BY i.id
  LOOP
    INSERT INTO pin_batch_orders (agent_id, user_id, status, comment, file_name, created_at, approved_by_user_id,
      approved_at, decision_comment, deleted_by_user_id, deleted_at, delete_comment)
    SELECT agent_id, user_id, status, comment, file_name, created_at, approved_by_user_id, approved_at,
      decision_comment, deleted_by_user_id, deleted_at, delete_comment
    FROM pin_batch_orders WHERE id = extra.order_id
    RETURNING id INTO new_order;
    UPDATE pin_batch_order_items SET order_id = new_order WHERE id = extra.item_id;
    UPDATE vouchers SET pin_batch_order_id = new_order
      WHERE pin_batch_order_id = extra.order_id AND product_id = extra.product_id;
    UPDATE pin_batch_orders SET document_id = (SELECT min(d.id) FROM pin_batch_order_documents d WHERE d.order_id = extra.order_id)
      WHERE id = new_order;
  END LOOP;
END $$`;

const statements = [
  `CREATE TABLE agent_pgp_keys (
    agent_id bigint PRIMARY KEY REFERENCES agents (id),
    public_key text NOT NULL,
    fingerprint text NOT NULL CHECK (fingerprint ~ '^[0-9A-F]{40,64}$'),
    algorithm text NOT NULL,
    user_ids jsonb NOT NULL DEFAULT '[]',
    key_created_at timestamptz NOT NULL,
    key_expires_at timestamptz,
    set_by_user_id bigint REFERENCES users (id),
    set_at timestamptz NOT NULL DEFAULT now()
  )`,
  `ALTER TABLE pin_batch_orders ADD COLUMN document_id bigint REFERENCES pin_batch_order_documents (id)`,
  `ALTER TABLE pin_batch_orders ADD COLUMN ready_at timestamptz`,
  `UPDATE pin_batch_orders o SET document_id = (SELECT min(d.id) FROM pin_batch_order_documents d WHERE d.order_id = o.id)`,
  splitOrdersOfSeveralItems,
  `CREATE UNIQUE INDEX pin_batch_order_items_order_idx ON pin_batch_order_items (order_id)`,
  // Orders made ready before: their file name, when they became ready (their approval), and their
  // vouchers sold to the ordering agent then, as a ready order's are now.
  `UPDATE pin_batch_orders SET ready_at = approved_at, file_name = order_ref || '.txt' WHERE status = 'READY_FOR_DOWNLOAD'`,
  `UPDATE vouchers v SET status = 'SOLD', sold_by_agent_id = o.agent_id, sold_at = coalesce(o.ready_at, v.created_at)
    FROM pin_batch_orders o WHERE v.pin_batch_order_id = o.id AND v.status = 'AVAILABLE' AND o.status = 'READY_FOR_DOWNLOAD'`,
  `UPDATE pin_batch_orders SET file_name = NULL WHERE status <> 'READY_FOR_DOWNLOAD'`,
  `CREATE TABLE pin_batch_order_downloads (
    id bigserial PRIMARY KEY,
    order_id bigint NOT NULL REFERENCES pin_batch_orders (id) ON DELETE CASCADE,
    user_id bigint NOT NULL REFERENCES users (id),
    impersonator_user_id bigint REFERENCES users (id),
    format text NOT NULL CHECK (format IN ('txt', 'pgp')),
    key_fingerprint text,
    ip text,
    downloaded_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((format = 'pgp') = (key_fingerprint IS NOT NULL))
  )`,
  `CREATE INDEX pin_batch_order_downloads_order_idx ON pin_batch_order_downloads (order_id, downloaded_at, id)`,
  // The list: an agent's orders newest first exists (0004); provider staff read every agent's.
  `CREATE INDEX pin_batch_orders_created_idx ON pin_batch_orders (created_at DESC, id DESC)`,
  `DROP TABLE pin_batch_files`,
];

export const pinOrderCustodyMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, statements),
  down: (db: Kysely<unknown>) =>
    runStatements(db, [
      `CREATE TABLE pin_batch_files (
        id bigserial PRIMARY KEY,
        order_id bigint NOT NULL REFERENCES pin_batch_orders (id) ON DELETE CASCADE,
        file_type text NOT NULL CHECK (file_type IN ('txt', 'pgp')),
        file_name text NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (order_id, file_type)
      )`,
      'DROP INDEX IF EXISTS pin_batch_orders_created_idx',
      'DROP TABLE IF EXISTS pin_batch_order_downloads',
      'DROP INDEX IF EXISTS pin_batch_order_items_order_idx',
      'ALTER TABLE pin_batch_orders DROP COLUMN IF EXISTS ready_at',
      'ALTER TABLE pin_batch_orders DROP COLUMN IF EXISTS document_id',
      'DROP TABLE IF EXISTS agent_pgp_keys',
    ]),
};
