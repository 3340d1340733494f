// User management (spec 3, User List; issue #13): the users of the signed-in user's agent, one
// user of its agent tree, and creating, editing and deleting them. The rules: a user is seen and
// changed only inside the actor's agent tree; logins are unique within an agent whatever their
// case; permissions follow user-permissions.ts; inactivating or deleting a user ends its sessions
// at once (the live channel signs its open pages out) and stops its sign-in; nobody inactivates,
// deletes or re-permissions themselves. Every change is audited with before and after.
import type { Kysely } from 'kysely';
import type { Database, UserStatusId } from '../../db/schema';
import { isUniqueViolation } from '../../db/postgres-errors';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import { pageCount } from '../../domain/paging';
import { flagValue, wireFlag, wireTimestamp, type WireFlag } from '../../domain/wire';
import { checkNewPassword, hashPassword, invalidField } from '../auth/passwords';
import { auditAuth, maskEmail, type SignedInRequest } from '../auth/request-info';
import { mailWords, sendMail, type Mailer } from '../auth/code-mail';
import { revokeUserSessions } from '../auth/session-events';
import { clearAuthenticator } from '../profile/two-factor.service';
import { assertNoMorePowerful, flagsOf, grantedAcls, type PermissionFlags } from './user-permissions';
import {
  findUserByLogin, findUserInScope, findUserPage, insertUser, markUserDeleted, replaceAcls, updateUser,
  type UserFields, type UserRecord, type UserSort,
} from './users.repository';
import { defineMessages } from '@formatjs/intl';
import { PROBLEM } from '../../i18n/problems';
import { words } from '../../i18n/words';

/** What this file's refusals say (server/i18n). */
const TEXT = defineMessages({
  created: { id: 'SERVER.USERS.CREATED', defaultMessage: 'The user has been created.' },
  updated: { id: 'SERVER.USERS.UPDATED', defaultMessage: 'The user has been updated.' },
  deleted: { id: 'SERVER.USERS.DELETED', defaultMessage: 'The user has been deleted.' },
  authenticatorReset: { id: 'SERVER.USERS.AUTHENTICATOR_RESET', defaultMessage: 'The authenticator of the user has been reset.' },
  userWasFound: { id: 'SERVER.USERS.USER_WAS_FOUND', defaultMessage: "The user was not found." },
  changeOwnStatusOr: { id: 'SERVER.USERS.CHANGE_OWN_STATUS_OR', defaultMessage: "You cannot change your own status or permissions." },
  deleteOwnUser: { id: 'SERVER.USERS.DELETE_OWN_USER', defaultMessage: "You cannot delete your own user." },
  useMyProfileChange: { id: 'SERVER.USERS.USE_MY_PROFILE_CHANGE', defaultMessage: "Use My Profile to change your own authenticator." },
});

export const ACTIVE: UserStatusId = '1';
export const INACTIVE: UserStatusId = '4';
const STATUS_NAMES: Record<UserStatusId, string> = { '1': 'Active', '4': 'Inactive' };

export interface UserListInput {
  searchText?: string | undefined;
  orderBy?: UserSort | undefined;
  orderType?: 'ASC' | 'DESC' | undefined;
  pageIndex: number;
  pageSize: number;
}

/** The page of the actor's agent's users, sorted by login unless asked otherwise. */
export async function listUsers(db: Kysely<Database>, actor: SignedInRequest, input: UserListInput) {
  const { rows, total } = await findUserPage(db, {
    agentId: actor.session.agentId,
    searchText: input.searchText,
    orderBy: input.orderBy ?? 'username',
    descending: input.orderType === 'DESC',
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  });
  return {
    users: rows.map((row) => ({
      userId: row.id,
      username: row.login,
      firstName: row.first_name,
      surname: row.surname,
      description: row.description,
      createdDate: wireTimestamp(row.created_at),
      status: STATUS_NAMES[row.status_id],
      statusId: row.status_id,
    })),
    totalOfRecords: total,
    totalOfPages: pageCount(total, input.pageSize),
    maxTransactionCount: null,
  };
}

const userNotFound = () => new DomainError(ResultCode.notFound, TEXT.userWasFound);

async function userInScope(db: Kysely<Database>, actor: SignedInRequest, userId: number): Promise<UserRecord> {
  const user = await findUserInScope(db, actor.session.agentId, userId);
  if (!user) throw userNotFound();
  return user;
}

function detailsOf(user: UserRecord) {
  return {
    id: user.id,
    username: user.login,
    firstName: user.first_name,
    surname: user.surname,
    description: user.description,
    createdDate: wireTimestamp(user.created_at),
    status: STATUS_NAMES[user.status_id],
    statusId: user.status_id,
    emailAddress: user.email,
    phoneNumber: user.phone_number,
    position: user.position,
    resetPassword: wireFlag(user.must_change_password),
    refundVoucherPermission: wireFlag(user.refund_voucher_permission),
    validatePinPermission: wireFlag(user.validate_pin_permission),
    redeemVoucherPermission: wireFlag(user.redeem_voucher_permission),
    twoFactorEnabled: wireFlag(user.totp_enabled),
    acls: user.acls,
  };
}

export async function userDetails(db: Kysely<Database>, actor: SignedInRequest, userId: number) {
  return detailsOf(await userInScope(db, actor, userId));
}

interface ProfileFields extends PermissionFlags {
  description: string;
  firstName: string;
  surname: string;
  emailAddress?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  position?: string | null | undefined;
  resetPassword?: WireFlag | undefined;
}

/** A required text, trimmed; blank is refused naming the field. */
function requiredText(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw invalidField(field, PROBLEM.required);
  return text;
}

/** An optional text, trimmed: left out keeps what the user has, null or blank clears it. */
const optionalText = (value: string | null | undefined, current: string | null = null) =>
  value === undefined ? current : value?.trim() || null;

function userFields(
  input: ProfileFields,
  acls: readonly string[],
  statusId: UserStatusId,
  mustChangePassword: boolean,
  current?: Pick<UserRecord, 'email' | 'phone_number' | 'position'>,
): UserFields {
  const flags = flagsOf(acls);
  return {
    first_name: requiredText('firstName', input.firstName),
    surname: requiredText('surname', input.surname),
    description: requiredText('description', input.description),
    email: optionalText(input.emailAddress, current?.email),
    phone_number: optionalText(input.phoneNumber, current?.phone_number),
    position: optionalText(input.position, current?.position),
    must_change_password: mustChangePassword,
    refund_voucher_permission: flags.refundVoucherPermission,
    validate_pin_permission: flags.validatePinPermission,
    redeem_voucher_permission: flags.redeemVoucherPermission,
    status_id: statusId,
  };
}

const loginTaken = () => fieldRefusal('login', PROBLEM.taken, ResultCode.conflict);

export interface UserCreateInput extends ProfileFields {
  login: string;
  password: string;
  repeatPassword: string;
}

/** A new active user of the actor's agent. */
export async function createUser(db: Kysely<Database>, actor: SignedInRequest, input: UserCreateInput) {
  checkNewPassword(
    { password: input.password, confirmation: input.repeatPassword, passwordField: 'password', confirmationField: 'repeatPassword' },
    { id: 'USER.VALIDATION.REPEAT_PASSWORD_MISMATCH', defaultMessage: "Repeat password doesn't match" },
  );
  const acls = grantedAcls(actor.session.acls, [], [], input);
  const fields = userFields(input, acls, ACTIVE, flagValue(input.resetPassword));
  const login = requiredText('login', input.login);
  if (await findUserByLogin(db, actor.session.agentId, login)) throw loginTaken();
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, { ...fields, agent_id: actor.session.agentId, login, password_hash: passwordHash }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? loginTaken() : error;
    });
    await replaceAcls(trx, id, acls);
    return id;
  });
  await auditAuth(db, actor, { action: 'user.created', entity: 'user', entityId: userId, resultCode: 0, after: { login, ...fields, acls } });
  return { resultDescription: TEXT.created };
}

export interface UserEditInput extends ProfileFields {
  id: number;
  statusId?: UserStatusId | undefined;
  acls?: string[] | undefined;
}

/** The mail to a user's former address when someone else changed it. */
export const EMAIL_CHANGED_MAIL = defineMessages({
  subject: { id: 'SERVER.USERS.MAIL_EMAIL_CHANGED_SUBJECT', defaultMessage: 'The email address of your Merchant Portal account was changed' },
  text: {
    id: 'SERVER.USERS.MAIL_EMAIL_CHANGED_TEXT',
    defaultMessage: 'The email address of your Merchant Portal account {login} was changed by {changedBy} to {address}. Password reset links go to the new address only once its owner has confirmed it by a code at sign-in. If you did not expect this change, contact your administrator or support.',
  },
});

/** Changes a user of the actor's agent tree; inactivating it ends its sessions. An email address
 * changed by someone else counts for password resets only once the user has confirmed it (the
 * email gate asks at the next sign-in), and the former address is told of the change. */
export async function editUser(db: Kysely<Database>, actor: SignedInRequest, input: UserEditInput, mailer: Mailer) {
  const user = await userInScope(db, actor, input.id);
  assertNoMorePowerful(actor.session.acls, user.acls);
  const statusId = input.statusId ?? user.status_id;
  const acls = grantedAcls(actor.session.acls, user.acls, input.acls, input);
  const self = user.id === actor.session.userId;
  if (self && (statusId !== user.status_id || acls.join() !== user.acls.join())) {
    throw new DomainError(ResultCode.conflict, TEXT.changeOwnStatusOr);
  }
  const mustChangePassword = input.resetPassword === undefined ? user.must_change_password : flagValue(input.resetPassword);
  const fields = userFields(input, acls, statusId, mustChangePassword, user);
  const emailChanged = (fields.email ?? '').toLowerCase() !== (user.email ?? '').toLowerCase();
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, emailChanged ? { ...fields, email_confirmed_at: null } : fields);
    await replaceAcls(trx, user.id, acls);
    if (emailChanged && user.email) {
      await sendMail(trx, mailer, {
        to: user.email,
        ...mailWords(mailer, EMAIL_CHANGED_MAIL.subject, words(EMAIL_CHANGED_MAIL.text, { login: user.login, changedBy: actor.session.login, address: maskEmail(fields.email) ?? '-' })),
      });
    }
  });
  if (statusId === INACTIVE) await revokeUserSessions(db, user.id, 'user-inactivated', { includeImpersonated: true });
  await auditAuth(db, actor, { action: 'user.updated', entity: 'user', entityId: user.id, resultCode: 0, before: detailsOf(user), after: { ...fields, acls } });
  return { resultDescription: TEXT.updated };
}

/** Deletes a user of the actor's agent by login; its sessions end and its login is free again. */
export async function deleteUser(db: Kysely<Database>, actor: SignedInRequest, input: { username: string }) {
  const user = await findUserByLogin(db, actor.session.agentId, input.username);
  if (!user) throw userNotFound();
  if (user.id === actor.session.userId) throw new DomainError(ResultCode.conflict, TEXT.deleteOwnUser);
  assertNoMorePowerful(actor.session.acls, user.acls);
  await markUserDeleted(db, user.id);
  await revokeUserSessions(db, user.id, 'user-deleted', { includeImpersonated: true });
  await auditAuth(db, actor, { action: 'user.deleted', entity: 'user', entityId: user.id, resultCode: 0, before: detailsOf(user) });
  return { resultDescription: TEXT.deleted };
}

/** An administrator's reset of a user's authenticator (a lost phone): off, secret and recovery
 * codes gone; the user signs in with the password until setting up a new one. Never one's own
 * (the profile does that). */
export async function resetUserTwoFactor(db: Kysely<Database>, actor: SignedInRequest, input: { id: number }) {
  const user = await userInScope(db, actor, input.id);
  if (user.id === actor.session.userId) throw new DomainError(ResultCode.conflict, TEXT.useMyProfileChange);
  assertNoMorePowerful(actor.session.acls, user.acls);
  await clearAuthenticator(db, user.id);
  await auditAuth(db, actor, { action: 'user.totp.reset', entity: 'user', entityId: user.id, resultCode: 0, before: { twoFactorEnabled: user.totp_enabled } });
  return { resultDescription: TEXT.authenticatorReset };
}
