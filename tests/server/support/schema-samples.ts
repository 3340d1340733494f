// Request values derived from the contract's JSON schemas: a sample that satisfies a schema,
// and the fields of a body (with their paths) to break on purpose in the contract walk.
import { isJsonObject, type JsonObject } from '../../../server/http/openapi-document';

export type FieldPath = (string | number)[];

export interface BodyField {
  path: FieldPath;
  schema: JsonObject;
  required: boolean;
}

/** 'a.b[0].c', as the server names fields in resultDescription. */
export function describePath(path: FieldPath): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
}

export function mainType(schema: JsonObject): string | undefined {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => typeof t === 'string' && t !== 'null');
  if (types.length) return String(types[0]);
  if (isJsonObject(schema.properties)) return 'object';
  return undefined;
}

function alternative(schema: JsonObject): JsonObject {
  const list = [schema.oneOf, schema.anyOf].find(Array.isArray) as unknown[] | undefined;
  const first = list?.find(isJsonObject);
  if (first) return { ...schema, oneOf: undefined, anyOf: undefined, ...first };
  if (Array.isArray(schema.allOf)) return Object.assign({}, schema, ...schema.allOf.filter(isJsonObject), { allOf: undefined }) as JsonObject;
  return schema;
}

const stringCandidates = [
  '1', 'A', 'AU', 'AB12', 'ABC123', '1234', '123456', '+61412345678', 'T', 'ACTIVE', 'abc', 'company-details',
  'Passw0rd!', '2026-01-15', '2026-01-15 10:00:00', 'data:image/png;base64,iVBORw0KGgo=',
];

function sampleString(schema: JsonObject): string {
  const formats: Record<string, string> = {
    email: 'merchant@example.com',
    date: '2026-01-15',
    'date-time': '2026-01-15T10:00:00Z',
    uuid: '6f1c1e5e-4a3b-4c1d-9e2f-0a1b2c3d4e5f',
    uri: 'https://example.com/',
  };
  if (typeof schema.format === 'string' && formats[schema.format]) return formats[schema.format]!;
  const min = Number(schema.minLength ?? 1);
  const max = Number(schema.maxLength ?? 64);
  const fits = (s: string) => s.length >= min && s.length <= max && (typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(s));
  return stringCandidates.find(fits) ?? stringCandidates.map((c) => c.repeat(Math.ceil(min / c.length))).find(fits) ?? 'A'.repeat(min);
}

/** A value the schema accepts, with every property present (lists have one item). */
export function sampleValue(raw: JsonObject): unknown {
  const schema = alternative(raw);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null);
  for (const key of ['default', 'example'] as const) if (schema[key] !== undefined) return schema[key];
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  switch (mainType(schema)) {
    case 'object': {
      const properties = isJsonObject(schema.properties) ? schema.properties : {};
      return Object.fromEntries(Object.entries(properties).filter(([, p]) => isJsonObject(p)).map(([name, p]) => [name, sampleValue(p as JsonObject)]));
    }
    case 'array':
      return isJsonObject(schema.items) ? Array.from({ length: Math.max(Number(schema.minItems ?? 1), 1) }, () => sampleValue(schema.items as JsonObject)) : [];
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
      return typeof schema.maximum === 'number' ? Math.min(minimum, schema.maximum) : minimum;
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return 'x';
  }
}

/** Every property of an object schema, nested objects and first list items included; top level first. */
export function bodyFields(raw: JsonObject, path: FieldPath = []): BodyField[] {
  const schema = alternative(raw);
  const type = mainType(schema);
  if (type === 'array' && isJsonObject(schema.items)) return bodyFields(schema.items, [...path, 0]);
  if (type !== 'object' || !isJsonObject(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  const own: BodyField[] = Object.entries(schema.properties)
    .filter(([, p]) => isJsonObject(p))
    .map(([name, p]) => ({ path: [...path, name], schema: alternative(p as JsonObject), required: required.includes(name) }));
  return [...own, ...own.flatMap((field) => bodyFields(field.schema, field.path))];
}

/** A value of the wrong type for the schema, one ajv's coercion cannot turn into a right one. */
export function wrongTypeValue(schema: JsonObject): unknown {
  switch (mainType(schema)) {
    case 'string':
      return { not: 'a string' };
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'not-a-boolean';
    case 'array':
      return { not: 'a list' };
    default:
      return 'not-an-object';
  }
}

export function setAt(target: unknown, path: FieldPath, value: unknown): void {
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], target);
  (parent as Record<string | number, unknown>)[path[path.length - 1]!] = value;
}

export function deleteAt(target: unknown, path: FieldPath): void {
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], target);
  delete (parent as Record<string | number, unknown>)[path[path.length - 1]!];
}
