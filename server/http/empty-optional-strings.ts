// Form-based clients send a filter or a form whole, with '' for every field left unset
// (`refId: ''`). An empty string in an optional string property whose own rule refuses it (a
// pattern or a format, or an enum without '') means "not given": it is removed before
// validation, so the request reads as if the field were absent, instead of being refused
// ('Reference is not in a valid format'). A required property keeps its '' and is refused as
// before, and a property that accepts '' (no rule, or a rule that matches it) keeps it as it is.
// One step for every request body and query (validator-compiler.ts) and the live channel's
// filters, compiled once per schema from the contract, not written per field.
import { isJsonObject, type JsonObject } from './openapi-document';

/** Where, in a value of one schema, empty strings are read as absent. */
interface Plan {
  /** Optional properties of this object whose '' is removed. */
  drop: string[];
  /** Properties holding objects or lists with their own plan. */
  children: [string, Plan][];
  /** The plan of each item of a list. */
  items: Plan | null;
}

/** OpenAPI formats that only describe (server/http/openapi-formats.ts): they refuse nothing. */
const DESCRIBING_FORMATS = new Set(['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double', 'decimal']);

/** A schema with the keywords of its allOf members merged in (the contract writes
 * `allOf: [{ $ref: RefId }]` to add a description to a shared rule). */
function merged(schema: JsonObject): JsonObject {
  if (!Array.isArray(schema.allOf)) return schema;
  const members = schema.allOf.filter(isJsonObject).map(merged);
  const { allOf: _allOf, ...own } = schema;
  return Object.assign({}, ...members, own) as JsonObject;
}

const typesOf = (schema: JsonObject): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/** Whether the schema is a string whose own rule refuses ''. */
function refusesEmptyString(schema: JsonObject): boolean {
  if (!typesOf(schema).includes('string')) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes('')) return true;
  if (typeof schema.format === 'string' && !DESCRIBING_FORMATS.has(schema.format)) return true;
  if (typeof schema.pattern === 'string') {
    try {
      return !new RegExp(schema.pattern, 'u').test('');
    } catch {
      return false;
    }
  }
  return false;
}

function planOf(raw: unknown): Plan | null {
  if (!isJsonObject(raw)) return null;
  const schema = merged(raw);
  const plan: Plan = { drop: [], children: [], items: null };
  if (isJsonObject(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isJsonObject(property)) continue;
      if (!required.has(name) && refusesEmptyString(merged(property))) plan.drop.push(name);
      const child = planOf(property);
      if (child) plan.children.push([name, child]);
    }
  }
  if (schema.items !== undefined) plan.items = planOf(schema.items);
  return plan.drop.length || plan.children.length || plan.items ? plan : null;
}

function apply(plan: Plan, value: unknown): void {
  if (Array.isArray(value)) {
    if (plan.items) for (const item of value) apply(plan.items, item);
    return;
  }
  if (!isJsonObject(value)) return;
  for (const name of plan.drop) if (value[name] === '') delete value[name];
  for (const [name, child] of plan.children) if (value[name] !== undefined) apply(child, value[name]);
}

/**
 * The normalising step of a request schema (dereferenced): a function that removes, in place,
 * the empty strings of its optional string properties that refuse '', at any depth; null when the
 * schema has none.
 */
export function emptyOptionalStringsRemover(schema: unknown): ((value: unknown) => void) | null {
  const plan = planOf(schema);
  return plan ? (value) => apply(plan, value) : null;
}
