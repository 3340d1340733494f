// The one-time message the sign-in page shows after a session ended (decisions: 4001, 4003 and
// 4004 store the generic expiry text, 4002 the server's own text; an existing message wins).
import type { SessionInvalidResult } from '../../shared/api';

/** A message kept for the sign-in page: the generic session expiry, or a text to show as is. */
export type StoredMessage = { kind: 'sessionExpired' } | { kind: 'text'; text: string };

export const SIGNED_IN_ELSEWHERE_CODE = 4002;

export function messageForSessionInvalid(
  event: SessionInvalidResult,
  stored: StoredMessage | null,
): StoredMessage {
  if (stored) return stored;
  if (event.resultCode === SIGNED_IN_ELSEWHERE_CODE && event.resultDescription) {
    return { kind: 'text', text: event.resultDescription };
  }
  return { kind: 'sessionExpired' };
}
