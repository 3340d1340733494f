// The signed-in user as GET /api/v1/profile and GET /api/me answer it: profile fields, ACLs,
// the agent's details and the impersonator; 10221/10222 (HTTP 400, user included) while the
// account has no confirmed email.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { components } from '../../../openapi/generated/portal';
import { wireMoney } from '../../domain/wire';
import { sessionGone, type SignedInRequest } from '../auth/request-info';
import { emailRefusalOf } from '../auth/email-gate';
import { currentUserRow } from './profile.repository';

/** The user as the User answer carries it (schema LoggedInUser). */
export type CurrentUser = components['schemas']['LoggedInUser'];

async function loadUser(db: Kysely<Database>, { session }: Pick<SignedInRequest, 'session'>) {
  const row = await currentUserRow(db, session.userId, session.impersonatorUserId);
  if (!row) throw sessionGone();
  return row;
}

/** The signed-in user; refuses 400 10221/10222 with the user in the answer without a confirmed email. */
export async function currentUser(db: Kysely<Database>, actor: Pick<SignedInRequest, 'session'>): Promise<CurrentUser> {
  const row = await loadUser(db, actor);
  const user: CurrentUser = {
    login: row.login,
    firstName: row.first_name,
    surname: row.surname,
    emailAddress: row.email,
    logo: row.logo,
    phoneNumber: row.phone_number,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    position: row.position,
    zipCode: row.zip_code,
    countryCode: row.country_code,
    stateCode: row.state_code,
    acls: [...actor.session.acls].sort(),
    agentType: row.type,
    hideRedeemedAt: row.hide_redeemed_at,
    agentDetail: {
      agentCode: row.agent_code,
      name: row.agent_name,
      level: row.level,
      agentType: row.type,
      isEnablePayout: row.is_enable_payout ? 'true' : 'false',
      payoutVoucherCreditLimit: wireMoney(row.payout_voucher_credit_limit_minor),
    },
    impersonatorLogin: row.impersonator_login ?? null,
  };
  const refusal = emailRefusalOf({ email: row.email, emailConfirmed: row.email_confirmed_at !== null }, user);
  if (refusal) throw refusal;
  return user;
}
