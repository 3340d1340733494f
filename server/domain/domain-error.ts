// A refusal raised by a service or a handler, carrying a result code of the contract's catalogue
// (openapi/generated/result-codes.ts, made from the ResultCode schema) and what it says: a
// message of the server's catalogue (server/i18n) with its values, worded in the request's
// language at the edge. The error handler answers it with the code's HTTP status; services never
// import Fastify.
import { ResultCode, RESULT_CODE_HTTP_STATUS } from '../../openapi/generated/result-codes';
import { english, type Words } from '../i18n/words';

export { ResultCode };
export type { Words };

export class DomainError extends Error {
  constructor(
    readonly resultCode: ResultCode,
    /** What the refusal says (a message of server/i18n with its values). */
    readonly words: Words,
    /** Extra answer fields, e.g. countFailed on a refused sign-in. */
    readonly details: Record<string, unknown> = {},
    /** The request field the refusal is about (a dotted path), for a form to show it there. */
    readonly field?: string,
  ) {
    super(english(words, field));
    this.name = 'DomainError';
  }

  /** The refusal in English (logs, audit). */
  get resultDescription(): string {
    return this.message;
  }

  /** The HTTP status of the code (docs/decisions.md; x-enum-http-status in the contract). */
  get httpStatus(): number {
    const status: number = RESULT_CODE_HTTP_STATUS[this.resultCode];
    return status >= 400 ? status : 400;
  }
}

/** A refusal of one field: `problem` (server/i18n/problems.ts) names it by its label. */
export const fieldRefusal = (field: string, problem: Words, resultCode: ResultCode = ResultCode.invalidRequest, details?: Record<string, unknown>) =>
  new DomainError(resultCode, problem, details, field);
