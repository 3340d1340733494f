// Reports by email and saved report views (issue #15, second part): report_email_exports holds
// one row per "send report to email" request, which the 'report.email' job builds and mails
// (status, progress, a failure the merchant reads); report_views holds each user's saved report
// filters by name (unique per user) with the columns the user hid.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

export const reportEmailExportsMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      `CREATE TABLE report_email_exports (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        agent_id bigint NOT NULL REFERENCES agents (id),
        email text NOT NULL,
        file_type text NOT NULL CHECK (file_type IN ('Excel', 'CSV')),
        filter jsonb NOT NULL,
        language text NOT NULL CHECK (language IN ('en', 'zh', 'es', 'ja', 'de', 'fr')),
        status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'BUILDING', 'SENT', 'FAILED')),
        rows_done integer NOT NULL DEFAULT 0,
        rows_total integer,
        failure text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX report_email_exports_user_idx ON report_email_exports (user_id, id DESC)`,
      `CREATE TABLE report_views (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        filter jsonb NOT NULL,
        hidden_columns jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, name)
      )`,
    ]),
  down: (db: Kysely<unknown>) => runStatements(db, [`DROP TABLE report_views`, `DROP TABLE report_email_exports`]),
};
