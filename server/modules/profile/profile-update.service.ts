// PUT /api/v1/update-profile (spec 3, My Profile): names trimmed and required, the optional
// details trimmed (blank clears them, left out keeps them), the avatar checked and scaled
// (avatar.ts, left out keeps it, null removes it). A new email address has to be confirmed again
// before the next call (the email gate), so nobody moves an account to an address they do not
// read. Audited with before and after.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { invalidField } from '../auth/passwords';
import { auditAuth, sessionGone, type SignedInRequest } from '../auth/request-info';
import { storedAvatar } from './avatar';
import { findProfile, saveProfile, type ProfileRow } from './profile.repository';
import { PROBLEM } from '../../i18n/problems';
import { defineMessage } from '@formatjs/intl';

export interface ProfileUpdate {
  firstName: string;
  surname: string;
  emailAddress?: string | null | undefined;
  logo?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  addressLine1?: string | null | undefined;
  addressLine2?: string | null | undefined;
  position?: string | null | undefined;
  zipCode?: string | null | undefined;
  countryCode?: string | null | undefined;
  stateCode?: string | null | undefined;
}

function requiredName(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw invalidField(field, PROBLEM.required);
  return text;
}

const kept = (value: string | null | undefined, current: string | null) => (value === undefined ? current : value?.trim() || null);

export async function updateProfile(db: Kysely<Database>, actor: SignedInRequest, input: ProfileUpdate) {
  const current = await findProfile(db, actor.session.userId);
  if (!current) throw sessionGone();
  const profile: ProfileRow = {
    first_name: requiredName('firstName', input.firstName),
    surname: requiredName('surname', input.surname),
    email: kept(input.emailAddress, current.email),
    phone_number: kept(input.phoneNumber, current.phone_number),
    address_line1: kept(input.addressLine1, current.address_line1),
    address_line2: kept(input.addressLine2, current.address_line2),
    position: kept(input.position, current.position),
    zip_code: kept(input.zipCode, current.zip_code),
    country_code: kept(input.countryCode, current.country_code),
    state_code: kept(input.stateCode, current.state_code),
    ...(input.logo === undefined ? {} : { logo: input.logo === null ? null : storedAvatar(input.logo) }),
  };
  const emailChanged = (profile.email ?? '').toLowerCase() !== (current.email ?? '').toLowerCase();
  await saveProfile(db, actor.session.userId, profile, emailChanged);
  const { logo, ...details } = profile;
  await auditAuth(db, actor, {
    action: 'profile.updated', entity: 'user', entityId: actor.session.userId, resultCode: 0,
    before: current, after: { ...details, ...(logo === undefined ? {} : { logo: logo ? 'changed' : 'removed' }) },
  });
  return { resultDescription: defineMessage({ id: 'SERVER.PROFILE.UPDATED', defaultMessage: 'Your profile has been updated.' }) };
}
