// Every answer the server suite receives is checked against the response schema its operation
// declares in openapi/portal.yaml for that status (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
// A drift between code and contract (a missing required field, a wrong type or enum value)
// turns the answer into HTTP 599 with the violation, so the test that made the call fails and
// says why. Extra fields are caught at compile time instead (defineHandlers, server/http/handler.ts).
import type { FastifyInstance } from 'fastify';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { dereference, isJsonObject, loadOpenApiDocument, type JsonObject, type OpenApiDocument } from '../../../server/http/openapi-document';
import { openApiFormats } from '../../../server/http/openapi-formats';

/** HTTP status of an answer that does not match the contract. */
export const CONTRACT_VIOLATION_STATUS = 599;

const methods = ['get', 'post', 'put', 'delete', 'patch'];

interface AnswerValidators {
  /** `${METHOD} ${fastify url}` -> status -> validator of the JSON answer. */
  byRoute: Map<string, Map<number, ValidateFunction>>;
}

let cached: AnswerValidators | null = null;

function jsonSchemaOf(response: unknown, document: OpenApiDocument): JsonObject | null {
  const resolved = dereference(response, document);
  if (!isJsonObject(resolved) || !isJsonObject(resolved.content)) return null;
  const json = resolved.content['application/json'];
  return isJsonObject(json) && isJsonObject(json.schema) ? json.schema : null;
}

function buildValidators(openapiFile: string): AnswerValidators {
  const document = loadOpenApiDocument(openapiFile);
  const ajv = openApiFormats(addFormats(new Ajv2020({ strict: false, allErrors: true, validateFormats: true })));
  const byRoute = new Map<string, Map<number, ValidateFunction>>();
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = pathItem[method];
      if (!isJsonObject(operation) || !isJsonObject(operation.responses)) continue;
      const statuses = new Map<number, ValidateFunction>();
      for (const [status, response] of Object.entries(operation.responses)) {
        const schema = jsonSchemaOf(response, document);
        if (schema) statuses.set(Number(status), ajv.compile(schema));
      }
      byRoute.set(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`, statuses);
    }
  }
  return { byRoute };
}

const schemaValidators = new Map<string, ValidateFunction>();

/** The violations of a value against a schema of the contract's components (e.g. ApiResult), or
 * against an explicit JSON schema, or null when it matches. */
export function schemaViolations(openapiFile: string, schema: string | JsonObject, value: unknown): string[] | null {
  const key = typeof schema === 'string' ? schema : JSON.stringify(schema);
  let validate = schemaValidators.get(key);
  if (!validate) {
    const document = loadOpenApiDocument(openapiFile);
    const resolved = typeof schema === 'string' ? dereference({ $ref: `#/components/schemas/${schema}` }, document) : schema;
    validate = openApiFormats(addFormats(new Ajv2020({ strict: false, allErrors: true }))).compile(resolved);
    schemaValidators.set(key, validate);
  }
  if (validate(value)) return null;
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}

/** The violations of a JSON answer, or null when it matches its operation's schema. */
export function contractViolations(openapiFile: string, method: string, url: string, status: number, body: unknown): string[] | null {
  cached ??= buildValidators(openapiFile);
  const validate = cached.byRoute.get(`${method} ${url}`)?.get(status);
  if (!validate || validate(body)) return null;
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
}

/** Adds the check to a test app (before ready()). */
export function checkAnswersAgainstContract(app: FastifyInstance, openapiFile: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    const violations = contractViolations(openapiFile, request.method, url, reply.statusCode, JSON.parse(payload));
    if (!violations) return payload;
    const answered = reply.statusCode;
    reply.code(CONTRACT_VIOLATION_STATUS);
    return JSON.stringify({ contractViolation: `${request.method} ${url} answered ${answered} with a body its schema refuses`, violations, body: JSON.parse(payload) });
  });
}
