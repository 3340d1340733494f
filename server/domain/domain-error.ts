// A business refusal raised by a domain service, carrying a result code of the catalogue in
// docs/decisions.md. The HTTP layer turns it into an answer; services never import Fastify.

export const RESULT = {
  INVALID_REQUEST: 1001,
  NOT_FOUND: 1004,
  OUT_OF_SCOPE: 1005,
  CONFLICT: 1009,
  LIMIT_EXCEEDED: 1010,
  IDEMPOTENCY_MISMATCH: 1011,
  /** Unknown credential (session token, terminal key). */
  UNKNOWN_CREDENTIAL: 4001,
  /** The account (user, terminal) is disabled. */
  DISABLED: 4004,
} as const;

export type DomainResultCode = (typeof RESULT)[keyof typeof RESULT];

export class DomainError extends Error {
  constructor(
    readonly resultCode: DomainResultCode,
    readonly resultDescription: string,
  ) {
    super(resultDescription);
    this.name = 'DomainError';
  }
}
