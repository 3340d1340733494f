// Registers one Fastify route per operation of the contract: its schemas (ajv validates before
// any handler runs), the session check of secured operations with the ACLs the contract names
// (x-acl), multipart reading, and the call
// of the module's handler whose answer gets resultCode 0 / 'Success' when it has none.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PortalConfig } from '../config';
import type { JobQueue } from '../jobs/queue';
import type { AnyHandler, HandlerContext, HandlerMap, SessionInfo } from './handler';
import type { ContractOperation, SecurityMode } from './contract-operations';
import { refuseUnstorableText } from './unstorable-text';
import { ApiError, ResultCode, forbidden, notAvailableYet, sessionExpired, unreadableRequest } from './errors';
import { REFUSAL } from '../i18n/refusals';
import { bearerToken, resolveSession } from './session';
import { multipartBodyReader, multipartInputOf, uploadLimitsFor, type BeforeBody } from './multipart-body';
import { isJsonObject } from './openapi-document';
import type { RequestDrain } from './drain';
import { requestLanguage } from '../i18n/languages';
import { say, type Words } from '../i18n/words';

/** A rule every signed-in call must pass after its session resolves (e.g. a confirmed email). */
export type SessionGuard = (db: Kysely<Database>, session: SessionInfo, operationId: string) => Promise<void>;

export interface RouterDependencies {
  db: Kysely<Database>;
  config: PortalConfig;
  jobs: JobQueue;
  handlers: HandlerMap;
  sessionGuards?: readonly SessionGuard[];
  /** Counted before a multipart body is read: the operation's limits per address. */
  beforeBody?: BeforeBody;
  /** The requests in flight, finished before the instance stops (drain.ts). */
  drain?: RequestDrain;
}

const sessions = new WeakMap<FastifyRequest, SessionInfo>();

/** The session a secured operation resolved for this request (null on public operations). */
export function sessionOf(request: FastifyRequest): SessionInfo | null {
  return sessions.get(request) ?? null;
}

function sessionCheck(deps: RouterDependencies, operation: ContractOperation, mode: Exclude<SecurityMode, 'none'>) {
  const { operationId, acls } = operation;
  return async function checkSession(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      if (mode === 'bearer') throw sessionExpired();
      return;
    }
    let session: SessionInfo;
    try {
      session = await resolveSession(deps.db, token);
    } catch (error) {
      if (mode === 'bearer' || !(error instanceof ApiError)) throw error;
      return;
    }
    sessions.set(request, session);
    if (mode === 'bearer') {
      for (const guard of deps.sessionGuards ?? []) await guard(deps.db, session, operationId);
      // The contract's x-acl, before validation and handler: an operation not built yet answers
      // 1501 only to those who may call it.
      const missing = acls.find((acl) => !session.acls.has(acl));
      if (missing) throw forbidden(missing);
    }
  };
}

function jsonBodyPresence(required: boolean) {
  return async function checkJsonBody(request: FastifyRequest): Promise<void> {
    if (request.body !== undefined && request.body !== null) return;
    if (required) throw unreadableRequest();
    request.body = {};
  };
}

/** A handler's answer as sent: success fields first unless the handler set its own code. */
export function withResultCode(answer: unknown): unknown {
  if (answer === undefined || answer === null) return { resultCode: ResultCode.success, resultDescription: REFUSAL.success };
  if (!isJsonObject(answer) || 'resultCode' in answer) return answer;
  return { resultCode: ResultCode.success, resultDescription: REFUSAL.success, ...answer };
}

/** An answer's description (a message of server/i18n) in the request's language (Accept-Language), as refusals are. */
function inRequestLanguage(answer: unknown, request: FastifyRequest): unknown {
  if (!isJsonObject(answer) || !isJsonObject(answer.resultDescription)) return answer;
  return { ...answer, resultDescription: say(answer.resultDescription as Words, requestLanguage(request.headers['accept-language'])) };
}

function routeHandler(operation: ContractOperation, handler: AnyHandler | undefined, deps: RouterDependencies) {
  return async function answer(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    if (!handler) throw notAvailableYet();
    // ajv has validated body, query and params against the operation's schemas.
    const ctx = {
      db: deps.db,
      config: deps.config,
      jobs: deps.jobs,
      operationId: operation.operationId,
      session: sessionOf(request),
      body: request.body ?? {},
      query: request.query ?? {},
      params: request.params ?? {},
      multipart: multipartInputOf(request),
      request,
      reply,
    } as HandlerContext;
    const result = deps.drain ? await deps.drain.handling(request, () => handler(ctx)) : await handler(ctx);
    if (result === reply || reply.sent) return reply;
    return inRequestLanguage(withResultCode(result), request);
  };
}

/** Fastify's default limit of a JSON body. */
const DEFAULT_JSON_BODY_LIMIT = 1024 * 1024;

/** A JSON body may be as long as its schema's texts allow (the avatar's data URL is 1.4 MB), with
 * room for the rest; never less than the default. Unbounded texts count nothing. */
function jsonBodyLimit(schema: unknown): number {
  const properties = isJsonObject(schema) && isJsonObject(schema.properties) ? Object.values(schema.properties) : [];
  const texts = properties.reduce<number>((sum, property) => sum + (isJsonObject(property) && typeof property.maxLength === 'number' ? property.maxLength : 0), 0);
  return Math.max(DEFAULT_JSON_BODY_LIMIT, texts + 64 * 1024);
}

function routeFor(operation: ContractOperation, deps: RouterDependencies): RouteOptions {
  const { body } = operation;
  const schema = Object.fromEntries(
    Object.entries({ body: body?.schema, querystring: operation.querystring, params: operation.params, headers: operation.headers })
      .filter(([, part]) => part),
  );
  const readBody =
    body?.kind === 'multipart' ? multipartBodyReader(operation.operationId, body, uploadLimitsFor(operation.operationId), deps.beforeBody)
    : body ? jsonBodyPresence(body.required)
    : undefined;
  const preValidation = readBody ? [readBody, refuseUnstorableText] : [refuseUnstorableText];
  return {
    method: operation.method,
    url: operation.url,
    // The request log (request-log.ts) and the metrics name each request by its operation.
    config: { operationId: operation.operationId },
    schema,
    ...(operation.security === 'none' ? {} : { onRequest: sessionCheck(deps, operation, operation.security) }),
    ...(body?.kind === 'json' ? { bodyLimit: jsonBodyLimit(body.schema) } : {}),
    preValidation,
    // Only answers that may be large go through the compression hook (server/app.ts).
    ...(operation.answersList ? {} : { compress: false as const }),
    handler: routeHandler(operation, (deps.handlers as Record<string, AnyHandler | undefined>)[operation.operationId], deps),
  };
}

export function registerContractRoutes(app: FastifyInstance, operations: ContractOperation[], deps: RouterDependencies): void {
  for (const operation of operations) app.route(routeFor(operation, deps));
  const known = new Set(operations.map((o) => o.operationId));
  const strays = Object.keys(deps.handlers).filter((id) => !known.has(id));
  if (strays.length) app.log.warn({ operationIds: strays }, 'handlers for operations the contract does not have');
}
