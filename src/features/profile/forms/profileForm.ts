// My Profile's details form (spec 3 section 5, Profile): names required, trimmed, at most 64;
// the email's format; the phone rule of the contract; the avatar a PNG or JPEG data URL (the
// server checks the content and scales it). The body sends every field, so a cleared field is
// cleared on the server too.
import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { CONTRACT_PATTERNS } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { profileMessages } from '../messages';
import type { ProfileUpdate } from '../api';

/** The profile fields the screen shows (the signed-in user's, schema Profile). */
export interface ProfileData {
  firstName?: string | null;
  surname?: string | null;
  emailAddress?: string | null;
  logo?: string | null;
  phoneNumber?: string | null;
  position?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  zipCode?: string | null;
  countryCode?: string | null;
  stateCode?: string | null;
}

export const PROFILE_MAX = {
  firstName: 64,
  surname: 64,
  emailAddress: 128,
  phoneNumber: 21,
  position: 128,
  addressLine1: 128,
  addressLine2: 128,
  zipCode: 16,
} as const;

export type ProfileTextField = keyof typeof PROFILE_MAX;

export type ProfileValues = Record<ProfileTextField | 'countryCode' | 'stateCode', string> & { logo: string | null };

export function profileValues(profile: ProfileData): ProfileValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    firstName: text(profile.firstName),
    surname: text(profile.surname),
    emailAddress: text(profile.emailAddress),
    phoneNumber: text(profile.phoneNumber),
    position: text(profile.position),
    addressLine1: text(profile.addressLine1),
    addressLine2: text(profile.addressLine2),
    zipCode: text(profile.zipCode),
    countryCode: text(profile.countryCode),
    stateCode: text(profile.stateCode),
    logo: profile.logo ?? null,
  };
}

const orNull = (value: string) => value.trim() || null;

export function profileBody(values: ProfileValues): ProfileUpdate {
  return {
    firstName: values.firstName.trim(),
    surname: values.surname.trim(),
    emailAddress: orNull(values.emailAddress),
    phoneNumber: orNull(values.phoneNumber),
    position: orNull(values.position),
    addressLine1: orNull(values.addressLine1),
    addressLine2: orNull(values.addressLine2),
    zipCode: orNull(values.zipCode),
    countryCode: orNull(values.countryCode),
    stateCode: orNull(values.stateCode),
    logo: values.logo,
  };
}

export function profileSchema(intl: IntlShape) {
  const max = (n: number) => intl.formatMessage(profileMessages.nameMaxLength, { max: n });
  const text = (n: number) => string().trim().max(n, max(n));
  return object({
    firstName: text(PROFILE_MAX.firstName).required(intl.formatMessage(profileMessages.firstNameRequired)),
    surname: text(PROFILE_MAX.surname).required(intl.formatMessage(profileMessages.surnameRequired)),
    emailAddress: text(PROFILE_MAX.emailAddress).email(intl.formatMessage(commonMessages.wrongEmailFormat)),
    phoneNumber: string()
      .trim()
      .matches(CONTRACT_PATTERNS.Phone, { message: intl.formatMessage(commonMessages.invalidPhone), excludeEmptyString: true }),
    position: text(PROFILE_MAX.position),
    addressLine1: text(PROFILE_MAX.addressLine1),
    addressLine2: text(PROFILE_MAX.addressLine2),
    zipCode: text(PROFILE_MAX.zipCode),
  });
}
