// Reads a multipart request of the contract into memory before validation: text fields (JSON
// parts parsed, whether sent as text, as a Blob or with Content-Type: application/json) become request.body, checked by ajv like any JSON body; files are kept for the
// handler, within the upload limits of the operation. Memory stays bounded whatever the number of
// senders: before a byte of the body is read, the request's limits per address are counted (see
// beforeBody) and the body's declared length (or, for a body sent in chunks, the most the
// operation may take) is reserved against one budget for the whole server (UPLOAD_BUDGET_BYTES),
// released when the answer has gone; a body that cannot fit is refused (1429) unread and its
// connection closed, and a body longer than the operation could ever take is refused as too
// large, unread. While it streams, parts the contract does not have are refused as they arrive,
// text parts are few and small, and files are at most the contract's maxItems.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { MultipartInput, UploadedFile } from './handler';
import type { RequestBodyContract } from './contract-operations';
import { isJsonObject } from './openapi-document';
import { ApiError, invalidRequest, tooManyRequests, unreadableRequest } from './errors';
import { PROBLEM } from '../i18n/problems';
import { REFUSAL } from '../i18n/refusals';
import { words } from '../i18n/words';
import { DomainError } from '../domain/domain-error';
import { CONTACT_ATTACHMENTS_MAX_MB, PIN_ORDER_FILE_MAX_MB } from '../../shared/attachment-rules';

const MB = 1024 * 1024;
/** The file bytes all requests together may hold in memory at once. */
export const UPLOAD_BUDGET_BYTES = 48 * MB;
/** The most bytes one text part may carry (a message of the contract is far shorter). */
const TEXT_PART_BYTES = 256 * 1024;

/** Bytes reserved by the uploads being read now. */
let reservedUploadBytes = 0;

/** The bytes reserved by uploads now (for tests and the engine's health). */
export function reservedUploadBytesNow(): number {
  return reservedUploadBytes;
}

export interface UploadLimits {
  /** Bytes of one file. */
  fileBytes: number;
  /** Bytes of all files of one request. */
  totalBytes: number;
  files: number;
  fileNameLength: number;
}

const defaultUploadLimits: UploadLimits = { fileBytes: 25 * MB, totalBytes: 25 * MB, files: 20, fileNameLength: 200 };

/** The specification's limits: contact attachments 25 MB in total; a PIN order file 5 MB. */
const uploadLimitsByOperation: Record<string, Partial<UploadLimits>> = {
  contactSupport: { totalBytes: CONTACT_ATTACHMENTS_MAX_MB * MB },
  contactUs: { totalBytes: CONTACT_ATTACHMENTS_MAX_MB * MB },
  // A PIN order's attachment: the settings pinOrderFileMaxMb (5) and pinOrderFileNameMaxLength
  // (200) are the rule (server/modules/pin-orders), answered in the spec's words; 5 MB is the most read.
  submitPinBatchOrders: { fileBytes: PIN_ORDER_FILE_MAX_MB * MB, totalBytes: PIN_ORDER_FILE_MAX_MB * MB, files: 1, fileNameLength: 1000 },
  // A portal document's file: the settings documentFileMaxMb and documentFileNameMaxLength are
  // the rule (server/modules/documents); this is the ceiling of what is read at all.
  createDocument: { fileBytes: 25 * MB, totalBytes: 25 * MB, files: 1, fileNameLength: 1000 },
  updateDocument: { fileBytes: 25 * MB, totalBytes: 25 * MB, files: 1, fileNameLength: 1000 },
};

export function uploadLimitsFor(operationId: string): UploadLimits {
  return { ...defaultUploadLimits, ...uploadLimitsByOperation[operationId] };
}

const inputs = new WeakMap<FastifyRequest, MultipartInput>();

/** The fields and files read from a multipart request (null for other requests). */
export function multipartInputOf(request: FastifyRequest): MultipartInput | null {
  return inputs.get(request) ?? null;
}

function addField(fields: Record<string, unknown>, name: string, value: unknown): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else fields[name] = Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
}

function parseJsonField(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidRequest(name, PROBLEM.unreadable);
  }
}

/** Reads a file part chunk by chunk, within the file's limit. */
async function readFile(part: MultipartFile, limits: UploadLimits): Promise<Buffer> {
  const tooLarge = () => invalidRequest(part.fieldname, words(PROBLEM.size, { size: `${limits.fileBytes / MB} MB` }));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limits.fileBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  return Buffer.concat(chunks, size);
}

/** Busboy's own refusals of a broken body (cut short, no boundary, bad headers) are the client's. */
function asRefusal(error: unknown): unknown {
  if (error instanceof ApiError || error instanceof DomainError || typeof (error as { code?: unknown }).code === 'string') return error;
  return unreadableRequest();
}

/** Run before the body is read: the request's rate limits (counted per address). */
export type BeforeBody = (request: FastifyRequest, operationId: string) => Promise<void>;

/** The preValidation hook of one multipart operation. */
export function multipartBodyReader(operationId: string, body: RequestBodyContract, limits: UploadLimits, beforeBody?: BeforeBody) {
  const properties = isJsonObject(body.schema.properties) ? body.schema.properties : {};
  const textFields = new Set(Object.keys(properties));
  const fileFields = new Set(body.fileFields);
  const jsonFields = new Set(body.jsonFields);
  const maxFiles = Math.min(limits.files, body.maxFiles);

  const fieldValue = (name: string, text: string) => (jsonFields.has(name) ? parseJsonField(name, text) : text);
  /** A text part's value. A part sent with `Content-Type: application/json` (as the contract
   * encodes its JSON fields) arrives parsed already (@fastify/multipart), so it is taken as it is. */
  const partValue = (part: Extract<Multipart, { type: 'field' }>) =>
    part.mimetype.startsWith('application/json') ? (part.value as unknown) : fieldValue(part.fieldname, String(part.value));
  /** The longest body the operation can take: its files, its text parts and the parts' headers. */
  const mostBytes = limits.totalBytes + (body.maxTextParts + jsonFields.size) * TEXT_PART_BYTES + (maxFiles + body.maxTextParts) * 1024;

  /** Reserves the body's bytes against the server's budget before it is read; refuses, unread
   * and with the connection closed, a body that cannot fit or is longer than the operation takes. */
  function reserveBody(request: FastifyRequest, reply: FastifyReply): void {
    const declared = Number(request.headers['content-length']);
    const bytes = Number.isInteger(declared) && declared >= 0 ? declared : mostBytes;
    if (bytes > mostBytes) {
      reply.header('connection', 'close');
      throw invalidRequest(body.fileFields[0] ?? 'body', words(PROBLEM.size, { size: `${limits.totalBytes / MB} MB` }));
    }
    if (reservedUploadBytes + bytes > UPLOAD_BUDGET_BYTES) {
      reply.header('connection', 'close');
      throw tooManyRequests(REFUSAL.busyReceivingFiles);
    }
    reservedUploadBytes += bytes;
    reply.raw.once('close', () => {
      reservedUploadBytes -= bytes;
    });
  }

  return async function readMultipartBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!request.isMultipart()) throw unreadableRequest();
    await beforeBody?.(request, operationId);
    reserveBody(request, reply);
    const fields: Record<string, unknown> = {};
    const files: UploadedFile[] = [];
    let totalBytes = 0;
    /** The file field being read. */
    let reading: string | null = null;
    const parts: AsyncIterable<Multipart> = request.parts({
      limits: {
        fileSize: limits.fileBytes,
        // A JSON part sent as a Blob (the client's toFormData) arrives as a file too.
        files: maxFiles + jsonFields.size,
        // A file field sent as text is refused by name below, not counted as too many fields.
        fields: body.maxTextParts + maxFiles,
        parts: maxFiles + body.maxTextParts,
        fieldSize: TEXT_PART_BYTES,
        headerPairs: 20,
      },
    });
    try {
      for await (const part of parts) {
        if (!textFields.has(part.fieldname) && !fileFields.has(part.fieldname)) throw invalidRequest(part.fieldname, PROBLEM.unknownField);
        if (part.type === 'field') {
          if (fileFields.has(part.fieldname)) throw invalidRequest(part.fieldname, PROBLEM.file);
          if (part.valueTruncated) throw invalidRequest(part.fieldname, words(PROBLEM.size, { size: `${TEXT_PART_BYTES / 1024} KB` }));
          addField(fields, part.fieldname, partValue(part));
          continue;
        }
        // A text or JSON part sent as a Blob arrives as a file: treat it as the field it is.
        if (!fileFields.has(part.fieldname)) {
          addField(fields, part.fieldname, fieldValue(part.fieldname, (await readFile(part, { ...limits, fileBytes: TEXT_PART_BYTES })).toString('utf8')));
          continue;
        }
        reading = part.fieldname;
        const data = await readFile(part, limits);
        if (part.filename === '' && data.length === 0) continue; // an empty file input
        if (part.filename.length > limits.fileNameLength) {
          throw invalidRequest(part.fieldname, words(PROBLEM.fileNameLength, { n: limits.fileNameLength }));
        }
        totalBytes += data.length;
        if (totalBytes > limits.totalBytes) {
          throw invalidRequest(part.fieldname, words(PROBLEM.size, { size: `${limits.totalBytes / MB} MB` }));
        }
        files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
        if (files.length > maxFiles) throw invalidRequest(part.fieldname, words(PROBLEM.maxItems, { n: maxFiles }));
      }
    } catch (error) {
      // The size limit may surface on the parts stream rather than the file's: name the field.
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' && reading) {
        throw invalidRequest(reading, words(PROBLEM.size, { size: `${limits.fileBytes / MB} MB` }));
      }
      throw asRefusal(error);
    }
    const missingFile = body.requiredFileFields.find((name) => !files.some((f) => f.fieldname === name));
    if (missingFile) throw invalidRequest(missingFile, PROBLEM.required);
    request.body = fields;
    inputs.set(request, { fields, files });
  };
}
