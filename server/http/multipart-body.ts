// Reads a multipart request of the contract into memory before validation: text fields (JSON
// parts parsed) become request.body, checked by ajv like any JSON body; files are kept for the
// handler, within the upload limits of the operation.
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { MultipartInput, UploadedFile } from './handler';
import type { RequestBodyContract } from './contract-operations';
import { isJsonObject } from './openapi-document';
import { invalidRequest } from './errors';

const MB = 1024 * 1024;

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
  contactSupport: { totalBytes: 25 * MB },
  contactUs: { totalBytes: 25 * MB },
  submitPinBatchOrders: { fileBytes: 5 * MB, totalBytes: 5 * MB, files: 1 },
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
    throw invalidRequest(name, 'must be valid JSON');
  }
}

async function readFile(part: MultipartFile, limits: UploadLimits): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalidRequest(part.fieldname, `must be at most ${limits.fileBytes / MB} MB`);
    }
    throw error;
  }
}

/** The preValidation hook of one multipart operation. */
export function multipartBodyReader(body: RequestBodyContract, limits: UploadLimits) {
  const properties = isJsonObject(body.schema.properties) ? body.schema.properties : {};
  const textFields = new Set(Object.keys(properties));
  const fileFields = new Set(body.fileFields);
  const jsonFields = new Set(body.jsonFields);

  const fieldValue = (name: string, text: string) => (jsonFields.has(name) ? parseJsonField(name, text) : text);

  return async function readMultipartBody(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) throw invalidRequest('body', 'must be multipart/form-data');
    const fields: Record<string, unknown> = {};
    const files: UploadedFile[] = [];
    let totalBytes = 0;
    const parts: AsyncIterable<Multipart> = request.parts({
      limits: { fileSize: limits.fileBytes, files: limits.files, fieldSize: MB },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (fileFields.has(part.fieldname)) throw invalidRequest(part.fieldname, 'must be a file');
        addField(fields, part.fieldname, fieldValue(part.fieldname, String(part.value)));
        continue;
      }
      const data = await readFile(part, limits);
      // A text or JSON part sent as a Blob arrives as a file: treat it as the field it is.
      if (textFields.has(part.fieldname) && !fileFields.has(part.fieldname)) {
        addField(fields, part.fieldname, fieldValue(part.fieldname, data.toString('utf8')));
        continue;
      }
      if (!fileFields.has(part.fieldname)) throw invalidRequest(part.fieldname, 'is not a known field');
      if (part.filename === '' && data.length === 0) continue; // an empty file input
      if (part.filename.length > limits.fileNameLength) {
        throw invalidRequest(part.fieldname, `file name must be at most ${limits.fileNameLength} characters`);
      }
      totalBytes += data.length;
      if (totalBytes > limits.totalBytes) {
        throw invalidRequest(part.fieldname, `files must be at most ${limits.totalBytes / MB} MB in total`);
      }
      files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    }
    const missingFile = body.requiredFileFields.find((name) => !files.some((f) => f.fieldname === name));
    if (missingFile) throw invalidRequest(missingFile, 'is required');
    request.body = fields;
    inputs.set(request, { fields, files });
  };
}
