// contact_messages and their attachments' names and sizes (the contact forms).
import type { Insertable, Kysely } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema';

/** Stores a message with its attachments' names, types and sizes; returns its id. */
export async function insertContactMessage(
  db: Kysely<Database>,
  message: Insertable<ContactMessagesTable>,
  attachments: readonly { fileName: string; contentType: string | null; size: number }[],
): Promise<number> {
  const row = await db.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow();
  if (attachments.length > 0) {
    await db
      .insertInto('contact_message_attachments')
      .values(attachments.map((f) => ({ message_id: row.id, file_name: f.fileName, content_type: f.contentType, size: f.size })))
      .execute();
  }
  return row.id;
}

/** The code and name of an agent (who sent a message). */
export function agentName(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('agents').select(['code', 'name']).where('id', '=', agentId).executeTakeFirst();
}
