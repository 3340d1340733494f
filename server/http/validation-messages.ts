// Turns an ajv error into a 1001 refusal of the field, worded by a problem of the server's
// catalogue (server/i18n/problems.ts): 'Email must be a valid email address.', 'Agent code must be
// at most 8 characters.'; a schema with `x-error-message` words its own pattern and length
// refusals with the spec's text.
import type { FastifySchemaValidationError } from 'fastify';
import type { DomainError } from '../domain/domain-error';
import { PROBLEM } from '../i18n/problems';
import { clientEnglish, words, type Words } from '../i18n/words';
import { invalidRequest, unreadableRequest } from './errors';

const formatProblems: Record<string, Words> = {
  email: PROBLEM.email,
  date: PROBLEM.date,
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
 * (the contract's NewPassword carries the spec's password rule text): the spec's texts, which
 * the web client's catalogue has by that English. */
const WORDED_BY_SCHEMA = new Set(['pattern', 'minLength', 'maxLength', 'format']);

let specIds: Map<string, string> | undefined;
/** The client's message of a schema's x-error-message (its English is the catalogue's). */
function specText(text: string): Words {
  specIds ??= new Map(Object.entries(clientEnglish()).map(([id, english]) => [english, id]));
  const id = specIds.get(text);
  if (!id) throw new Error(`x-error-message '${text}' is not a message of the web client's catalogue`);
  return { id, defaultMessage: text };
}

function describeProblem(error: FastifySchemaValidationError): Words {
  const params = error.params as Record<string, unknown>;
  const worded = (error as { parentSchema?: Record<string, unknown> }).parentSchema?.['x-error-message'];
  if (typeof worded === 'string' && WORDED_BY_SCHEMA.has(error.keyword)) return specText(worded);
  const n = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return PROBLEM.required;
    case 'additionalProperties':
      return PROBLEM.unknownField;
    case 'format':
      return formatProblems[String(params.format)] ?? PROBLEM.kind;
    case 'maxLength':
      return words(PROBLEM.maxLength, { n });
    case 'minLength':
      return n === 1 ? PROBLEM.notEmpty : words(PROBLEM.minLength, { n });
    case 'maximum':
      return words(PROBLEM.maximum, { n });
    case 'minimum':
      return words(PROBLEM.minimum, { n });
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return PROBLEM.range;
    case 'maxItems':
      return words(PROBLEM.maxItems, { n });
    case 'minItems':
      return words(PROBLEM.minItems, { n });
    case 'enum':
      return words(PROBLEM.oneOf, { values: (params.allowedValues as unknown[]).map(String).join(', ') });
    case 'const':
      return words(PROBLEM.oneOf, { values: String(params.allowedValue) });
    case 'pattern':
      return PROBLEM.format;
    default:
      // type, and any keyword the contract may use later: the value is of the wrong kind.
      return PROBLEM.kind;
  }
}

/** The field an error is about: the missing or unknown property, else the failing value. */
function describeField(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const child =
    error.keyword === 'required' ? String(params.missingProperty)
    : error.keyword === 'additionalProperties' ? String(params.additionalProperty)
    : undefined;
  return fieldPath(error.instancePath, child);
}

/** The refusal of a request that fails the contract: the field and what is wrong with it; the
 * request as a whole when the failing value is a whole part (the body, the query). */
export function describeValidationError(error: FastifySchemaValidationError, _part: string): DomainError {
  const field = describeField(error);
  return field ? invalidRequest(field, describeProblem(error)) : unreadableRequest();
}
