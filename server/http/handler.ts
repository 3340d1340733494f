// How a domain module answers an operation of openapi/portal.yaml. A module exports a
// HandlerMap from its *.handlers.ts; server/modules/index.ts gathers every map, and the router
// registers each operationId's route with the schema the contract gives it.
//
// The map is typed from the generated `operations` (openapi/generated/portal.d.ts): a handler
// receives its operation's body, query and path types (ajv has validated them before it runs)
// and must return its operation's 200 answer. A field the contract does not have, or a missing
// required one, fails `npm run typecheck`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { operations } from '../../openapi/generated/portal';
import type { Words } from '../i18n/words';
import type { Database } from '../db/schema';
import type { PortalConfig } from '../config';
import type { SessionInfo } from '../domain/session-info';
import type { JobQueue } from '../jobs/queue';

export type { SessionInfo };

export type OperationId = keyof operations;

/** A file of a multipart request, read into memory (sizes are capped per operation). */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** The parts of a multipart request: fields validated against the contract, and the files. */
export interface MultipartInput {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

type Never = Record<string, never>;
type Defined<T, Fallback = Never> = [NonNullable<T>] extends [never] ? Fallback : NonNullable<T>;
/** A multipart body as the handler sees it: file parts are in ctx.multipart.files, not the body. */
type WithoutFiles<Body> = { [K in keyof Body as NonNullable<Body[K]> extends Blob | Blob[] ? never : K]: Body[K] };
type ContentOf<R> = R extends { content: infer C } ? C : never;
type BodyContent<C> = C extends { 'application/json': infer J } ? J : C extends { 'multipart/form-data': infer M } ? WithoutFiles<M> : Never;

/** The validated request body of an operation (an empty object when it has none). */
export type BodyOf<Op extends OperationId> = BodyContent<ContentOf<Defined<operations[Op]['requestBody'], never>>>;
/** The validated query string of an operation. */
export type QueryOf<Op extends OperationId> = Defined<operations[Op]['parameters']['query']>;
/** The validated path parameters of an operation. */
export type PathOf<Op extends OperationId> = Defined<operations[Op]['parameters']['path']>;

/** The JSON body of an operation's 200 answer (never for downloads). */
export type SuccessOf<Op extends OperationId> = operations[Op]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** What a handler returns: its 200 answer, where the router fills resultCode 0 and 'Success'
 * when absent (a description is a message of server/i18n, worded in the request's language); a download handler sends the reply itself and returns it. */
export type AnswerOf<Op extends OperationId> = [SuccessOf<Op>] extends [never]
  ? FastifyReply
  : Omit<SuccessOf<Op>, 'resultCode' | 'resultDescription'> & { resultCode?: 0; resultDescription?: Words };

export interface HandlerContext<Op extends OperationId = OperationId> {
  db: Kysely<Database>;
  config: PortalConfig;
  /** The job queue, for services that leave work to the background (mail). */
  jobs: JobQueue;
  operationId: Op;
  session: SessionInfo | null;
  body: BodyOf<Op>;
  query: QueryOf<Op>;
  params: PathOf<Op>;
  /** Set on multipart operations; body holds the same fields. */
  multipart: MultipartInput | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Answers one operation. The answer is sent as JSON with HTTP 200 unless the handler throws
 * (ApiError, DomainError) or sends the reply itself (downloads). */
export type Handler<Op extends OperationId = OperationId> = (ctx: HandlerContext<Op>) => Promise<AnswerOf<Op>>;

export type HandlerMap = { [Op in OperationId]?: Handler<Op> };

/** Field names of an answer that the contract's answer does not have, down to a few levels
 * (deep enough for every answer of the contract; recursive ones such as the tree stop there). */
type ExtraFields<Answer, Contract, Depth extends unknown[] = []> = Depth['length'] extends 4
  ? never
  : Answer extends readonly (infer Item)[]
    ? NonNullable<Contract> extends readonly (infer ContractItem)[]
      ? ExtraFields<Item, ContractItem, [...Depth, 0]>
      : never
    : Answer extends object
      ? NonNullable<Contract> extends object
        ? string extends keyof NonNullable<Contract>
          ? never
          :
              | Exclude<keyof Answer & string, keyof NonNullable<Contract>>
              | {
                  [K in keyof Answer & keyof NonNullable<Contract>]: ExtraFields<Answer[K], NonNullable<Contract>[K], [...Depth, 0]>;
                }[keyof Answer & keyof NonNullable<Contract>]
        : never
      : never;

/** Each handler of M, or an error naming the fields it answers that its operation does not have. */
type ExactAnswers<M> = {
  [Op in keyof M]: Op extends OperationId
    ? M[Op] extends (ctx: never) => Promise<infer Answer>
      ? [ExtraFields<Answer, SuccessOf<Op>>] extends [never]
        ? M[Op]
        : { error: `${Op} answers fields its operation does not have`; fields: ExtraFields<Answer, SuccessOf<Op>> }
      : M[Op]
    : { error: `${Op & string} is not an operationId of the contract` };
};

/** A module's handlers, checked against the contract: TypeScript does not report extra fields of
 * a returned object, so this does (at any depth), and names them. */
export function defineHandlers<M extends HandlerMap>(map: M & ExactAnswers<M>): HandlerMap {
  return map;
}

/** What the router calls: any operation's handler, erased to one signature. */
export type AnyHandler = (ctx: HandlerContext) => Promise<unknown>;
