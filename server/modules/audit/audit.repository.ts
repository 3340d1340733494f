// The audit_log table.
import type { Insertable, Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema';

export async function insertAuditRow(db: Kysely<Database>, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
