// Turns an ajv error into the resultDescription of a 1001 refusal: '<field>: <what is wrong>',
// e.g. 'email: must be a valid email address' or 'agentDetail.agentCode: must be at most 8 characters';
// a schema with `x-error-message` words its own pattern and length refusals.
import type { FastifySchemaValidationError } from 'fastify';

const partNames: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const formatNames: Record<string, string> = {
  email: 'a valid email address',
  date: 'a date (yyyy-MM-dd)',
  'date-time': 'a date and time',
  uuid: 'a valid UUID',
  uri: 'a valid URL',
};

/** 'agentDetail.items[0].qty' from the JSON pointer '/agentDetail/items/0/qty'. */
export function fieldPath(instancePath: string, child?: string): string {
  const segments = instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) segments.push(child);
  return segments.reduce((path, segment) => {
    if (/^\d+$/.test(segment)) return `${path}[${segment}]`;
    return path ? `${path}.${segment}` : segment;
  }, '');
}

/** Keywords of a value's shape whose refusal a schema may word itself with `x-error-message`
 * (the contract's NewPassword carries the spec's password rule text). */
const WORDED_BY_SCHEMA = new Set(['pattern', 'minLength', 'maxLength', 'format']);

function describeProblem(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const worded = (error as { parentSchema?: Record<string, unknown> }).parentSchema?.['x-error-message'];
  if (typeof worded === 'string' && WORDED_BY_SCHEMA.has(error.keyword)) return worded;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'type': {
      const types = String(params.type).split(',');
      return `must be ${types.map((t) => typeNames[t] ?? t).join(' or ')}`;
    }
    case 'format':
      return `must be ${formatNames[String(params.format)] ?? `a valid ${String(params.format)}`}`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `must be greater than ${String(params.limit)}`;
    case 'maxItems':
      return `must have at most ${String(params.limit)} items`;
    case 'minItems':
      return `must have at least ${String(params.limit)} items`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${String(params.allowedValue)}`;
    case 'pattern':
      return 'has an invalid format';
    default:
      return error.message ?? 'is invalid';
  }
}

/** The field an error is about: the missing or unknown property, else the failing value. */
function describeField(error: FastifySchemaValidationError, part: string): string {
  const params = error.params as Record<string, unknown>;
  const child =
    error.keyword === 'required' ? String(params.missingProperty)
    : error.keyword === 'additionalProperties' ? String(params.additionalProperty)
    : undefined;
  return fieldPath(error.instancePath, child) || (partNames[part] ?? part);
}

export function describeValidationError(error: FastifySchemaValidationError, part: string): string {
  return `${describeField(error, part)}: ${describeProblem(error)}`;
}
