// The queries of My Profile's own details.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ProfileRow {
  first_name: string;
  surname: string;
  email: string | null;
  phone_number: string | null;
  address_line1: string | null;
  address_line2: string | null;
  position: string | null;
  zip_code: string | null;
  country_code: string | null;
  state_code: string | null;
  logo?: string | null;
}

export function findProfile(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['first_name', 'surname', 'email', 'phone_number', 'address_line1', 'address_line2', 'position', 'zip_code', 'country_code', 'state_code'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Saves the profile; a changed email address must be confirmed again. */
export async function saveProfile(db: Kysely<Database>, userId: number, profile: ProfileRow, emailChanged: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...profile, ...(emailChanged ? { email_confirmed_at: sql<null>`null` } : {}) })
    .where('id', '=', userId)
    .execute();
}
