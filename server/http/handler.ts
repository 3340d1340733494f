// How a domain module answers an operation of openapi/portal.yaml. A module exports a
// HandlerMap from its *.handlers.ts; server/modules/index.ts gathers every map, and the router
// registers each operationId's route with the schema the contract gives it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PortalConfig } from '../config';

/** The signed-in user behind a bearer token (null on public operations). */
export interface SessionInfo {
  sessionId: string;
  userId: number;
  agentId: number;
  login: string;
  acls: ReadonlySet<string>;
  /** Set while support staff act as this user. */
  impersonatorUserId: number | null;
}

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

export interface HandlerContext {
  db: Kysely<Database>;
  config: PortalConfig;
  operationId: string;
  session: SessionInfo | null;
  /** Set on multipart operations; request.body holds the same fields. */
  multipart: MultipartInput | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Answers one operation. The returned object is sent as JSON with HTTP 200 unless the handler
 * throws an ApiError (server/http/errors.ts) or sends the reply itself (downloads). */
export type Handler = (ctx: HandlerContext) => Promise<unknown>;

export type HandlerMap = Partial<Record<string, Handler>>;
