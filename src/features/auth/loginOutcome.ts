// What the sign-in page does with a refused password step (spec 1 section 8). The authenticator,
// first-login, captcha and domain steps show the server's text until those steps are built.
import type { ApiResult } from '../../shared/api';

export type LoginOutcome =
  | { kind: 'invalidSignIn' }
  | { kind: 'locked'; text: string }
  | { kind: 'serverText'; text: string };

export const INVALID_SIGN_IN_CODES: readonly number[] = [4030, 4033, 10002];
export const LOCKED_CODES: readonly number[] = [989, 10003];

export function loginOutcome(answer: ApiResult): LoginOutcome {
  if (INVALID_SIGN_IN_CODES.includes(answer.resultCode)) return { kind: 'invalidSignIn' };
  if (LOCKED_CODES.includes(answer.resultCode)) return { kind: 'locked', text: answer.resultDescription };
  return { kind: 'serverText', text: answer.resultDescription };
}
