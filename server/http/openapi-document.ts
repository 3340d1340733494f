// Reads openapi/portal.yaml, the contract the routes are registered from, and resolves the
// local $refs of the parts of an operation a request must satisfy. Parsing the YAML takes
// seconds, so the parsed document is cached as JSON under node_modules/.cache, keyed by a
// hash of the YAML text.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from '../config';

const cacheDir = join(projectRoot, 'node_modules/.cache/merchant-portal');

export type JsonObject = Record<string, unknown>;

export interface OpenApiDocument extends JsonObject {
  paths?: Record<string, JsonObject>;
  components?: JsonObject;
  security?: JsonObject[];
}

function parseWithCache(text: string): unknown {
  const cacheFile = join(cacheDir, `openapi-${createHash('sha256').update(text).digest('hex').slice(0, 24)}.json`);
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8'));
  } catch {
    const document = parse(text) as unknown;
    try {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(`${cacheFile}.${process.pid}`, JSON.stringify(document));
      renameSync(`${cacheFile}.${process.pid}`, cacheFile);
    } catch {
      // A read-only checkout parses every time.
    }
    return document;
  }
}

export function loadOpenApiDocument(file: string): OpenApiDocument {
  const document = parseWithCache(readFileSync(file, 'utf8'));
  if (!isJsonObject(document) || !isJsonObject(document.paths)) {
    throw new Error(`${file} is not an OpenAPI document (no paths)`);
  }
  return document as OpenApiDocument;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolvePointer(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, found '${ref}'`);
  let node: unknown = document;
  for (const segment of ref.slice(2).split('/')) {
    const key = decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isJsonObject(node) ? node[key] : undefined;
  }
  if (node === undefined) throw new Error(`the contract has no '${ref}'`);
  return node;
}

/**
 * A copy of value with every local $ref replaced by what it points to (siblings of a $ref are
 * kept, as OpenAPI 3.1 allows). A $ref met again inside itself (a recursive schema such as a
 * tree node) becomes {} so the copy stays finite: it accepts anything at that depth.
 */
export function dereference<T>(value: T, document: OpenApiDocument, resolving: readonly string[] = []): T {
  if (Array.isArray(value)) return value.map((item) => dereference(item, document, resolving)) as T;
  if (!isJsonObject(value)) return value;
  const { $ref, ...siblings } = value;
  const copy: JsonObject = {};
  for (const [key, child] of Object.entries(siblings)) copy[key] = dereference(child, document, resolving);
  if (typeof $ref !== 'string') return copy as T;
  if (resolving.includes($ref)) return copy as T;
  const target = dereference(resolvePointer(document, $ref), document, [...resolving, $ref]);
  return (isJsonObject(target) ? { ...target, ...copy } : target) as T;
}
