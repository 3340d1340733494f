// The operations of the contract as the router needs them: method, Fastify URL, security and
// the JSON schemas of body, query, path and header parameters (dereferenced, ready for ajv).
import { dereference, isJsonObject, type JsonObject, type OpenApiDocument } from './openapi-document';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const methods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** bearer: a valid session is required; optional-bearer: used when sent; none: public. */
export type SecurityMode = 'bearer' | 'optional-bearer' | 'none';

export interface RequestBodyContract {
  kind: 'json' | 'multipart';
  required: boolean;
  /** JSON: the body schema. Multipart: the schema of the non-file fields. */
  schema: JsonObject;
  /** Multipart parts that carry files, and those of them the contract requires. */
  fileFields: string[];
  requiredFileFields: string[];
  /** Multipart fields whose text is JSON (objects, lists of objects, encoding application/json). */
  jsonFields: string[];
  /** Multipart: the most files and text parts the schema allows (a list counts its maxItems,
   * 20 when it states none); a request with more is refused while it streams. */
  maxFiles: number;
  maxTextParts: number;
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** The contract's path (/api/v1/voucher/validate/{pin}) and Fastify's (/api/v1/voucher/validate/:pin). */
  path: string;
  url: string;
  security: SecurityMode;
  body: RequestBodyContract | null;
  querystring: JsonObject | null;
  params: JsonObject | null;
  headers: JsonObject | null;
  /** The 200 answer holds a list somewhere (lists, trees, reports): it may be large, and is
   * compressed for clients that accept it; small fixed answers skip the compression hook. */
  answersList: boolean;
  /** The ACLs the signed-in user must all hold (`x-acl`: one name or a list); empty: none. */
  acls: string[];
}

export function listContractOperations(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = pathItem[method.toLowerCase()];
      if (!isJsonObject(operation)) continue;
      if (typeof operation.operationId !== 'string') throw new Error(`${method} ${path} has no operationId`);
      const parameters = mergeParameters(document, pathItem.parameters, operation.parameters);
      const security = securityMode(document, operation);
      const acls = aclsOf(operation, `${method} ${path}`);
      if (acls.length > 0 && security !== 'bearer') throw new Error(`${method} ${path}: x-acl needs bearer security`);
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        security,
        body: requestBody(document, operation.requestBody),
        querystring: parameterSchema(parameters, 'query'),
        params: parameterSchema(parameters, 'path'),
        headers: parameterSchema(parameters, 'header'),
        answersList: holdsArray(successSchema(document, operation)),
        acls,
      });
    }
  }
  return operations;
}

/** `x-acl`: an ACL name or a list of them; anything else is a contract mistake, refused at start-up. */
function aclsOf(operation: JsonObject, where: string): string[] {
  const raw = operation['x-acl'];
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0 || !list.every((acl) => typeof acl === 'string' && acl.length > 0)) {
    throw new Error(`${where}: x-acl must be an ACL name or a list of ACL names`);
  }
  return list as string[];
}

function mergeParameters(document: OpenApiDocument, ...lists: unknown[]): JsonObject[] {
  const byKey = new Map<string, JsonObject>();
  for (const list of lists) {
    for (const parameter of dereference(Array.isArray(list) ? list : [], document)) {
      if (isJsonObject(parameter)) byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
    }
  }
  return [...byKey.values()];
}

function parameterSchema(parameters: JsonObject[], location: string): JsonObject | null {
  const matching = parameters.filter((p) => p.in === location);
  if (matching.length === 0) return null;
  // Header names arrive lower-cased in Node.
  const nameOf = (p: JsonObject) => (location === 'header' ? String(p.name).toLowerCase() : String(p.name));
  return {
    type: 'object',
    properties: Object.fromEntries(matching.map((p) => [nameOf(p), isJsonObject(p.schema) ? p.schema : {}])),
    required: matching.filter((p) => p.required === true || location === 'path').map(nameOf),
  };
}

function bearerSchemeNames(document: OpenApiDocument): Set<string> {
  const schemes = isJsonObject(document.components?.securitySchemes) ? document.components.securitySchemes : {};
  return new Set(
    Object.entries(schemes)
      .filter(([, s]) => isJsonObject(s) && s.type === 'http' && String(s.scheme).toLowerCase() === 'bearer')
      .map(([name]) => name),
  );
}

function securityMode(document: OpenApiDocument, operation: JsonObject): SecurityMode {
  const requirements = (Array.isArray(operation.security) ? operation.security : document.security ?? []).filter(isJsonObject);
  const bearer = bearerSchemeNames(document);
  const usesBearer = requirements.map((r) => Object.keys(r).some((name) => bearer.has(name)));
  if (!usesBearer.includes(true)) return 'none';
  return usesBearer.every(Boolean) ? 'bearer' : 'optional-bearer';
}

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || /^application\/[\w.-]+\+json$/.test(mediaType);
}

function requestBody(document: OpenApiDocument, raw: unknown): RequestBodyContract | null {
  const body = dereference(raw, document);
  if (!isJsonObject(body) || !isJsonObject(body.content)) return null;
  const required = body.required === true;
  const entries = Object.entries(body.content);
  const json = entries.find(([type]) => isJsonMediaType(type));
  if (json) {
    const media = json[1];
    const schema = isJsonObject(media) && isJsonObject(media.schema) ? media.schema : {};
    return { kind: 'json', required, schema, fileFields: [], requiredFileFields: [], jsonFields: [], maxFiles: 0, maxTextParts: 0 };
  }
  const multipart = entries.find(([type]) => type === 'multipart/form-data');
  if (!multipart || !isJsonObject(multipart[1])) return null;
  return multipartBody(multipart[1], required);
}

/** A list without maxItems may repeat this often in a multipart body. */
const UNSTATED_MAX_ITEMS = 20;

/** How many parts a property may send: a list its maxItems, anything else one. */
function partsOf(schema: unknown): number {
  if (!isJsonObject(schema) || schema.type !== 'array') return 1;
  return typeof schema.maxItems === 'number' ? schema.maxItems : UNSTATED_MAX_ITEMS;
}

function isFileSchema(schema: unknown): boolean {
  if (!isJsonObject(schema)) return false;
  if (schema.format === 'binary' || typeof schema.contentMediaType === 'string') return true;
  return schema.type === 'array' && isFileSchema(schema.items);
}

function carriesJson(schema: unknown): boolean {
  if (!isJsonObject(schema)) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('object')) return true;
  return types.includes('array') && isJsonObject(schema.items) && schema.items.type === 'object';
}

function multipartBody(media: JsonObject, required: boolean): RequestBodyContract {
  const schema = isJsonObject(media.schema) ? media.schema : {};
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const requiredNames = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const encoding = isJsonObject(media.encoding) ? media.encoding : {};
  const fileFields = Object.keys(properties).filter((name) => isFileSchema(properties[name]));
  const fieldProperties = Object.fromEntries(Object.entries(properties).filter(([name]) => !fileFields.includes(name)));
  const jsonFields = Object.keys(fieldProperties).filter((name) => {
    const partEncoding = encoding[name];
    const declaredJson = isJsonObject(partEncoding) && typeof partEncoding.contentType === 'string' && isJsonMediaType(partEncoding.contentType);
    return declaredJson || carriesJson(fieldProperties[name]);
  });
  return {
    kind: 'multipart',
    required,
    schema: { ...schema, properties: fieldProperties, required: requiredNames.filter((n) => !fileFields.includes(n)) },
    fileFields,
    requiredFileFields: requiredNames.filter((n) => fileFields.includes(n)),
    jsonFields,
    maxFiles: fileFields.reduce((sum, name) => sum + partsOf(properties[name]), 0),
    // A JSON part carries its whole list in one part.
    maxTextParts: Object.entries(fieldProperties).reduce((sum, [name, field]) => sum + (jsonFields.includes(name) ? 1 : partsOf(field)), 0),
  };
}

function successSchema(document: OpenApiDocument, operation: JsonObject): unknown {
  const responses = isJsonObject(operation.responses) ? operation.responses : {};
  const ok = dereference(responses['200'], document);
  const content = isJsonObject(ok) && isJsonObject(ok.content) ? ok.content['application/json'] : undefined;
  return isJsonObject(content) ? content.schema : undefined;
}

function holdsArray(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(holdsArray);
  if (!isJsonObject(schema)) return false;
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))) return true;
  return Object.values(schema).some(holdsArray);
}
