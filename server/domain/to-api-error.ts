// Turns a DomainError of a service into the ApiError the router answers with: credential and
// scope refusals are 403, every other business refusal 400 (docs/decisions.md).
import { ApiError } from '../http/errors';
import { DomainError, RESULT } from './domain-error';

const FORBIDDEN_CODES: ReadonlySet<number> = new Set([RESULT.OUT_OF_SCOPE, RESULT.UNKNOWN_CREDENTIAL, RESULT.DISABLED]);

export function toApiError(error: DomainError, details: Record<string, unknown> = {}): ApiError {
  return new ApiError(FORBIDDEN_CODES.has(error.resultCode) ? 403 : 400, error.resultCode, error.resultDescription, details);
}

/** Runs a service call, rethrowing its DomainError as an ApiError. */
export async function answeringDomainErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw toApiError(error);
    throw error;
  }
}
