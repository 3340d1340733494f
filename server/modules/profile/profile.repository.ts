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

/** The signed-in user with its agent and the login of the support user acting as it. */
export function currentUserRow(db: Kysely<Database>, userId: number, impersonatorUserId: number | null) {
  return db
    .selectFrom('users as u')
    .innerJoin('agents as a', 'a.id', 'u.agent_id')
    .leftJoin('users as i', (join) => join.on('i.id', '=', impersonatorUserId ?? -1))
    .select([
      'u.login', 'u.first_name', 'u.surname', 'u.email', 'u.email_confirmed_at', 'u.logo', 'u.phone_number', 'u.address_line1',
      'u.address_line2', 'u.position', 'u.zip_code', 'u.country_code', 'u.state_code',
      'a.code as agent_code', 'a.name as agent_name', 'a.level', 'a.type', 'a.is_enable_payout', 'a.payout_voucher_credit_limit_minor',
      'a.hide_redeemed_at', 'i.login as impersonator_login',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
