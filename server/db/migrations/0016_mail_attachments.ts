// Mail attachments kept apart from the queued job, in chunks (#33 item 2). A queued mail's job
// held its attachments as base64 in the job's JSON: a 24 MB upload to the contact form became a
// 32 MB JSON value written, read and parsed whole, on top of the attachment's own row, and the
// embedded database grew by gigabytes under a flood of them. Now the file's bytes are written once,
// in 1 MB rows of mail_attachment_chunks, the job names the attachment, and delivery streams the
// chunks; the rows go once the mail is delivered or given up. A contact message's attachments
// keep their name, type and size; their bytes travel with the mail only.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

const statements = [
  `CREATE TABLE mail_attachments (
    id bigserial PRIMARY KEY,
    file_name text NOT NULL,
    content_type text,
    size integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE mail_attachment_chunks (
    attachment_id bigint NOT NULL REFERENCES mail_attachments (id) ON DELETE CASCADE,
    seq integer NOT NULL,
    bytes bytea NOT NULL,
    PRIMARY KEY (attachment_id, seq)
  )`,
  'ALTER TABLE contact_message_attachments ADD COLUMN size integer',
  'UPDATE contact_message_attachments SET size = length(bytes)',
  'ALTER TABLE contact_message_attachments ALTER COLUMN size SET NOT NULL',
  'ALTER TABLE contact_message_attachments ALTER COLUMN bytes DROP NOT NULL',
];

export const mailAttachmentsMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, statements),
  down: (db: Kysely<unknown>) =>
    runStatements(db, [
      'ALTER TABLE contact_message_attachments DROP COLUMN IF EXISTS size',
      'DROP TABLE IF EXISTS mail_attachment_chunks',
      'DROP TABLE IF EXISTS mail_attachments',
    ]),
};
