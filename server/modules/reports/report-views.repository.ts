// The queries of saved report views (report_views): a user's views by name, saving one by name
// (replacing the user's view of that name), counting and deleting them.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ReportViewsTable } from '../../db/schema';

export type ReportViewRow = Selectable<ReportViewsTable>;

export function reportViewsOf(db: Kysely<Database>, userId: number): Promise<ReportViewRow[]> {
  return db.selectFrom('report_views').selectAll().where('user_id', '=', userId).orderBy('name').orderBy('id').execute();
}

/** The user's own view of that id (another user's is not found). */
export function reportViewOf(db: Kysely<Database>, userId: number, viewId: number): Promise<ReportViewRow | undefined> {
  return db.selectFrom('report_views').selectAll().where('id', '=', viewId).where('user_id', '=', userId).executeTakeFirst();
}

/** Takes the user's row for the rest of the transaction, so that concurrent saves of one user
 * count the views one after the other. */
export async function lockUserViews(db: Kysely<Database>, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function reportViewNamed(db: Kysely<Database>, userId: number, name: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('report_views').select('id').where('user_id', '=', userId).where('name', '=', name).executeTakeFirst();
}

export async function countReportViews(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('report_views').select(sql<string>`count(*)`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Saves the view under its name: a new row, or the user's view of that name replaced. */
export function upsertReportView(db: Kysely<Database>, values: { userId: number; name: string; filter: object; hiddenColumns: string[] }): Promise<ReportViewRow> {
  const now = new Date();
  return db
    .insertInto('report_views')
    .values({
      user_id: values.userId,
      name: values.name,
      filter: JSON.stringify(values.filter),
      hidden_columns: JSON.stringify(values.hiddenColumns),
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'name']).doUpdateSet((eb) => ({
        filter: eb.ref('excluded.filter'),
        hidden_columns: eb.ref('excluded.hidden_columns'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the user's own view; false when the user has no view of that id. */
export async function deleteReportViewOf(db: Kysely<Database>, userId: number, viewId: number): Promise<boolean> {
  const result = await db.deleteFrom('report_views').where('id', '=', viewId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
