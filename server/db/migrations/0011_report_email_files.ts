// Reports by email too large to mail (issue #15): the file is stored in the database, so that
// every instance can serve it, in report_email_files as chunks of about 1 MB (bytea: PostgreSQL
// and PGlite alike, no large objects), and the request's row says which file it is and until
// when it is kept (7 days; the next 'report.email' job deletes what has expired).
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

export const reportEmailFilesMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      `ALTER TABLE report_email_exports
        ADD COLUMN file_name text,
        ADD COLUMN file_content_type text,
        ADD COLUMN file_bytes bigint,
        ADD COLUMN file_expires_at timestamptz`,
      `CREATE INDEX report_email_exports_file_expiry_idx ON report_email_exports (file_expires_at) WHERE file_expires_at IS NOT NULL`,
      `CREATE TABLE report_email_files (
        export_id bigint NOT NULL REFERENCES report_email_exports (id) ON DELETE CASCADE,
        seq integer NOT NULL,
        chunk bytea NOT NULL,
        PRIMARY KEY (export_id, seq)
      )`,
    ]),
  down: (db: Kysely<unknown>) =>
    runStatements(db, [
      `DROP TABLE report_email_files`,
      `ALTER TABLE report_email_exports DROP COLUMN file_name, DROP COLUMN file_content_type, DROP COLUMN file_bytes, DROP COLUMN file_expires_at`,
    ]),
};
