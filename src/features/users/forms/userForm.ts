// The user dialog's form (spec 3 section 5, Create user / Edit user): its values, the rules of
// each mode (the contract's patterns, shared with the server: password, phone), and the bodies
// it sends. Permission flags are checkboxes; the ACL list itself is left as the server has it.
import type { IntlShape } from 'react-intl';
import { boolean, object, string } from 'yup';
import { CONTRACT_PATTERNS } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { usersMessages } from '../messages';
import { confirmationRule, newPasswordRule } from '../../../shared/forms/passwordRules';
import type { UserCreate, UserDetails, UserEdit } from '../api';

export type UserDialogMode = 'create' | 'view' | 'edit';

/** The spec's maximum lengths (phone 20 when creating, 25 when editing). */
export const USER_MAX = { login: 128, description: 128, emailAddress: 128, firstName: 64, surname: 64, position: 128 } as const;
const PHONE_MAX = { create: 20, edit: 25 } as const;

export const PERMISSION_FLAGS = ['validatePinPermission', 'redeemVoucherPermission', 'refundVoucherPermission'] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export interface UserFormValues {
  login: string;
  password: string;
  repeatPassword: string;
  description: string;
  firstName: string;
  surname: string;
  emailAddress: string;
  phoneNumber: string;
  position: string;
  statusId: '1' | '4';
  resetPassword: boolean;
  validatePinPermission: boolean;
  redeemVoucherPermission: boolean;
  refundVoucherPermission: boolean;
}

export const NEW_USER: UserFormValues = {
  login: '', password: '', repeatPassword: '', description: '', firstName: '', surname: '', emailAddress: '',
  phoneNumber: '', position: '', statusId: '1', resetPassword: true,
  validatePinPermission: false, redeemVoucherPermission: false, refundVoucherPermission: false,
};

export function userValues(user: UserDetails): UserFormValues {
  return {
    ...NEW_USER,
    login: user.username,
    description: user.description ?? '',
    firstName: user.firstName,
    surname: user.surname,
    emailAddress: user.emailAddress ?? '',
    phoneNumber: user.phoneNumber ?? '',
    position: user.position ?? '',
    statusId: user.statusId,
    resetPassword: user.resetPassword === 'T',
    validatePinPermission: user.validatePinPermission === 'T',
    redeemVoucherPermission: user.redeemVoucherPermission === 'T',
    refundVoucherPermission: user.refundVoucherPermission === 'T',
  };
}

const flag = (value: boolean): 'T' | 'F' => (value ? 'T' : 'F');
const orNull = (value: string) => value.trim() || null;

/** The flags the actor may set (the others are left out, so the server keeps them). */
function flagsOf(values: UserFormValues, offered: readonly PermissionFlag[]) {
  return Object.fromEntries(offered.map((name) => [name, flag(values[name])]));
}

function common(values: UserFormValues, offered: readonly PermissionFlag[]) {
  return {
    description: values.description.trim(),
    firstName: values.firstName.trim(),
    surname: values.surname.trim(),
    emailAddress: orNull(values.emailAddress),
    phoneNumber: orNull(values.phoneNumber),
    position: orNull(values.position),
    resetPassword: flag(values.resetPassword),
    ...flagsOf(values, offered),
  };
}

export function createBody(values: UserFormValues, offered: readonly PermissionFlag[]): UserCreate {
  return { ...common(values, offered), login: values.login.trim(), password: values.password, repeatPassword: values.repeatPassword };
}

export function editBody(id: number, values: UserFormValues, offered: readonly PermissionFlag[]): UserEdit {
  return { ...common(values, offered), id, statusId: values.statusId };
}

export function userSchema(intl: IntlShape, mode: 'create' | 'edit') {
  const required = intl.formatMessage(usersMessages.fieldRequired);
  const max = (n: number) => intl.formatMessage(usersMessages.maxLength, { max: n });
  const text = (n: number) => string().trim().max(n, max(n));
  const fields = {
    description: text(USER_MAX.description).required(required),
    firstName: text(USER_MAX.firstName).required(required),
    surname: text(USER_MAX.surname).required(required),
    emailAddress: text(USER_MAX.emailAddress).email(intl.formatMessage(usersMessages.wrongEmailFormat)),
    phoneNumber: string()
      .trim()
      .max(PHONE_MAX[mode], max(PHONE_MAX[mode]))
      .matches(CONTRACT_PATTERNS.Phone, { message: intl.formatMessage(commonMessages.invalidPhone), excludeEmptyString: true }),
    position: text(USER_MAX.position),
    resetPassword: boolean(),
  };
  if (mode === 'edit') return object(fields);
  return object({
    ...fields,
    login: text(USER_MAX.login).required(required).matches(CONTRACT_PATTERNS.Username, required),
    password: newPasswordRule(intl),
    repeatPassword: confirmationRule(intl, 'password', usersMessages.repeatPasswordMismatch),
  });
}
