// One place that turns every failure into the contract's answer: ApiErrors as they are, a
// service's DomainError by its result code,
// contract violations (ajv, content type, size, JSON syntax) as 400 1001 naming the field, and
// anything else as a logged 500 1500 that reveals nothing.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ResultCode, invalidRequest, refusalBody, unexpectedError } from './errors';
import { describeValidationError } from './validation-messages';
import { DomainError } from '../domain/domain-error';

const bodyProblems: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content type is not supported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'has a wrong length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'is required',
  FST_ERR_CTP_INVALID_JSON_BODY: 'is not valid JSON',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'must be multipart/form-data',
  FST_PARTS_LIMIT: 'has too many parts',
  FST_FILES_LIMIT: 'has too many files',
  FST_FIELDS_LIMIT: 'has too many fields',
  FST_REQ_FILE_TOO_LARGE: 'has a file that is too large',
};

export function toApiError(error: FastifyError | Error): DomainError {
  if (error instanceof DomainError) return error;
  const fastifyError = error as FastifyError;
  const first = fastifyError.validation?.[0];
  if (first) return new DomainError(ResultCode.invalidRequest, describeValidationError(first, fastifyError.validationContext ?? 'body'));
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const problem = bodyProblems[fastifyError.code] ?? (error instanceof SyntaxError ? 'is not valid JSON' : 'is not acceptable');
    return invalidRequest('body', problem);
  }
  return unexpectedError();
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.resultCode === ResultCode.unexpectedError) request.log.error({ err: error }, 'unexpected failure');
    else if (!(error instanceof DomainError)) request.log.info({ code: (error as FastifyError).code }, apiError.resultDescription);
    return reply.status(apiError.httpStatus).send(refusalBody(apiError));
  });
}
