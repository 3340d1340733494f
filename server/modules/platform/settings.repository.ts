// The `settings` table: key -> jsonb value (the defaults are in settings.service.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function settingRows(db: Kysely<Database>, keys: readonly string[]) {
  return db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
}

export async function settingValue(db: Kysely<Database>, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function deleteSettings(db: Kysely<Database>, keys: readonly string[]): Promise<void> {
  await db.deleteFrom('settings').where('key', 'in', keys).execute();
}
