// The database speaks the contract's words, so no module translates: agent and terminal statuses
// ACTIVE/INACTIVE (the former Inactive, Suspended and Closed all read INACTIVE in the contract),
// PIN batch order statuses WAITING_FOR_APPROVAL, PROCESSING, READY_FOR_DOWNLOAD, REJECTED, DELETED.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

const recheck = (table: string, values: string[], fallback: string, mapping: string) => [
  `ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${table}_status_check`,
  `ALTER TABLE ${table} ALTER COLUMN status DROP DEFAULT`,
  `UPDATE ${table} SET status = ${mapping}`,
  `ALTER TABLE ${table} ALTER COLUMN status SET DEFAULT '${fallback}'`,
  `ALTER TABLE ${table} ADD CONSTRAINT ${table}_status_check CHECK (status IN (${values.map((v) => `'${v}'`).join(', ')}))`,
];

const toActive = `CASE status WHEN 'Active' THEN 'ACTIVE' ELSE 'INACTIVE' END`;
const toOrderWords = `CASE status WHEN 'WAITING_APPROVAL' THEN 'WAITING_FOR_APPROVAL' WHEN 'READY' THEN 'READY_FOR_DOWNLOAD' ELSE status END`;
const fromActive = `CASE status WHEN 'ACTIVE' THEN 'Active' ELSE 'Inactive' END`;
const fromOrderWords = `CASE status WHEN 'WAITING_FOR_APPROVAL' THEN 'WAITING_APPROVAL' WHEN 'PROCESSING' THEN 'WAITING_APPROVAL' WHEN 'READY_FOR_DOWNLOAD' THEN 'READY' ELSE status END`;

export const contractWordsMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      ...recheck('agents', ['ACTIVE', 'INACTIVE'], 'ACTIVE', toActive),
      ...recheck('terminals', ['ACTIVE', 'INACTIVE'], 'ACTIVE', toActive),
      ...recheck('pin_batch_orders', ['WAITING_FOR_APPROVAL', 'PROCESSING', 'READY_FOR_DOWNLOAD', 'REJECTED', 'DELETED'], 'WAITING_FOR_APPROVAL', toOrderWords),
    ]),
  down: (db: Kysely<unknown>) =>
    runStatements(db, [
      ...recheck('agents', ['Active', 'Inactive', 'Suspended', 'Closed'], 'Active', fromActive),
      ...recheck('terminals', ['Active', 'Inactive'], 'Active', fromActive),
      ...recheck('pin_batch_orders', ['WAITING_APPROVAL', 'READY', 'REJECTED', 'DELETED'], 'WAITING_APPROVAL', fromOrderWords),
    ]),
};
