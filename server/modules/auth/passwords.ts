// Password hashing (argon2id), verification that takes the same time whether or not the user
// exists, and the new-password rule of the specification: the contract's NewPassword pattern
// (openapi/portal.yaml, generated into openapi/generated/patterns.ts), which the web client's
// forms and the request validation read too.
import { hash, verify } from '@node-rs/argon2';
import { CONTRACT_PATTERNS } from '../../../openapi/generated/patterns';
import { fieldRefusal } from '../../domain/domain-error';
import { PROBLEM } from '../../i18n/problems';
import type { Words } from '../../i18n/words';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, so written as its value). */
const ARGON2ID = 2;

const PASSWORD_RULE = CONTRACT_PATTERNS.NewPassword;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown user) it still verifies
 * against a dummy hash, so an unknown account costs the same time as a wrong password.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await (dummyHash ??= hashPassword('dummy-password-for-timing')), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/** 400 1001 naming the field: `<field>: <problem>`. */
export const invalidField = (field: string, problem: Words) => fieldRefusal(field, problem);

/** Enforces the rule and the confirmation on the server; names the field on refusal. */
export function checkNewPassword(
  fields: { password: string; confirmation: string; passwordField: string; confirmationField: string },
  mismatchMessage: Words,
): void {
  if (!PASSWORD_RULE.test(fields.password)) throw invalidField(fields.passwordField, PROBLEM.passwordRule);
  if (fields.password !== fields.confirmation) throw invalidField(fields.confirmationField, mismatchMessage);
}
