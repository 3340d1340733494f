// A refusal raised by a service or a handler, carrying a result code of the contract's catalogue
// (openapi/generated/result-codes.ts, made from the ResultCode schema). The error handler answers
// it with the code's HTTP status; services never import Fastify.
import { ResultCode, RESULT_CODE_HTTP_STATUS } from '../../openapi/generated/result-codes';

export { ResultCode };

export class DomainError extends Error {
  constructor(
    readonly resultCode: ResultCode,
    readonly resultDescription: string,
    /** Extra answer fields, e.g. countFailed on a refused sign-in. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(resultDescription);
    this.name = 'DomainError';
  }

  /** The HTTP status of the code (docs/decisions.md; x-enum-http-status in the contract). */
  get httpStatus(): number {
    const status: number = RESULT_CODE_HTTP_STATUS[this.resultCode];
    return status >= 400 ? status : 400;
  }
}
