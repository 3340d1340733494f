// Portal documents (notices, resources, contact-us text), settlement files and contact messages.
import type { Kysely, Migration } from 'kysely';
import { dropTables, runStatements } from './run-statements';

const tables = ['documents', 'settlement_files', 'contact_messages', 'contact_message_attachments'];

const statements = [
  `CREATE TABLE documents (
    id bigserial PRIMARY KEY,
    code text NOT NULL,
    description text NOT NULL DEFAULT '',
    document_type text NOT NULL DEFAULT 'UNSET'
      CHECK (document_type IN ('UNSET', 'MER_ALL', 'MER_DISTRIBUTOR', 'MER_MERCHANT')),
    content_type text NOT NULL CHECK (content_type IN ('HTML', 'FILE')),
    content text NOT NULL,
    file_name text,
    file_content_type text,
    file_bytes bytea,
    location text NOT NULL DEFAULT 'UNSET'
      CHECK (location IN ('UNSET', 'company-details', 'transaction-search', 'transaction-report', 'contact-us', 'resources')),
    active text NOT NULL DEFAULT 'T' CHECK (active IN ('T', 'F')),
    created_by_user_id bigint REFERENCES users (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (content_type = 'HTML' OR file_bytes IS NOT NULL)
  )`,
  `CREATE INDEX documents_location_idx ON documents (location, active, id DESC)`,
  `CREATE TABLE settlement_files (
    id bigserial PRIMARY KEY,
    agent_id bigint NOT NULL REFERENCES agents (id),
    file_name text NOT NULL UNIQUE,
    date date NOT NULL,
    content_type text NOT NULL DEFAULT 'text/csv',
    bytes bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX settlement_files_agent_date_idx ON settlement_files (agent_id, date)`,
  `CREATE TABLE contact_messages (
    id bigserial PRIMARY KEY,
    user_id bigint REFERENCES users (id),
    agent_id bigint REFERENCES agents (id),
    email text NOT NULL,
    subject text NOT NULL,
    content text NOT NULL,
    trans_id text,
    ip text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE contact_message_attachments (
    id bigserial PRIMARY KEY,
    message_id bigint NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
    file_name text NOT NULL,
    content_type text,
    bytes bytea NOT NULL
  )`,
];

export const documentsAndContactMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, statements),
  down: (db: Kysely<unknown>) => runStatements(db, dropTables(tables)),
};
