// One place that turns every failure into the contract's answer, worded in the request's
// language (server/i18n): a service's DomainError by its result code, contract violations (ajv)
// as 400 1001 naming the field, a body that cannot be read (content type, size, JSON syntax) as
// 400 1001, and
// anything else as a logged 500 1500 that reveals nothing. A refused authorisation (1003, 1005)
// of a signed-in user is audited.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { recordAudit } from '../modules/audit/audit.service';
import { sessionOf } from './router';
import { requestLanguage } from '../i18n/languages';
import { say } from '../i18n/words';
import { ResultCode, refusalBody, unexpectedError, unreadableRequest } from './errors';
import { describeValidationError } from './validation-messages';
import { DomainError } from '../domain/domain-error';
import { redactParameters, redactUrl } from './logged-request';

export function toApiError(error: FastifyError | Error): DomainError {
  if (error instanceof DomainError) return error;
  const fastifyError = error as FastifyError;
  const first = fastifyError.validation?.[0];
  if (first) return describeValidationError(first, fastifyError.validationContext ?? 'body');
  const status = fastifyError.statusCode ?? 500;
  // A body that is not JSON, too large, of a type not supported...: the request as a whole.
  if (status >= 400 && status < 500) return unreadableRequest();
  return unexpectedError();
}

/** Refusals of authorisation: a missing ACL, an agent outside the user's hierarchy. */
const AUTHORISATION_REFUSALS: ReadonlySet<number> = new Set([ResultCode.permissionDenied, ResultCode.outsideHierarchy]);

/** Audits a refused authorisation of a signed-in user (ASVS V16.3): who, which operation, on
 * what (the path and query; a body's agent code when it names one), from where. */
async function auditRefusedAuthorisation(db: Kysely<Database>, request: FastifyRequest, refusal: DomainError): Promise<void> {
  const session = sessionOf(request);
  if (!session || !AUTHORISATION_REFUSALS.has(refusal.resultCode)) return;
  const body = (request.body ?? {}) as { agentCode?: unknown; agentDetail?: { agentCode?: unknown } };
  await recordAudit(db, {
    action: 'authorisation.refused',
    entity: `${request.method} ${request.routeOptions.url ?? redactUrl(request.url)}`,
    resultCode: refusal.resultCode,
    ip: request.ip,
    actor: session,
    after: {
      params: redactParameters(request.params),
      query: redactParameters(request.query),
      agentCode: body.agentCode ?? body.agentDetail?.agentCode ?? null,
      reason: refusal.resultDescription,
    },
  }).catch((error: unknown) => request.log.error({ err: error }, 'refused authorisation not audited'));
}

export function registerErrorHandler(app: FastifyInstance, db: Kysely<Database>): void {
  app.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.resultCode === ResultCode.unexpectedError) request.log.error({ err: error }, 'unexpected failure');
    else if (!(error instanceof DomainError)) request.log.info({ code: (error as FastifyError).code }, apiError.resultDescription);
    await auditRefusedAuthorisation(db, request, apiError);
    // Worded for the merchant, in the language the request asks for (server/i18n).
    const language = requestLanguage(request.headers['accept-language']);
    const field = apiError.field === undefined ? {} : { field: apiError.field };
    return reply.status(apiError.httpStatus).send({ ...refusalBody(apiError), resultDescription: say(apiError.words, language, apiError.field), ...field });
  });
}
