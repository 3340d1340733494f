// The contract's validators: one ajv for what arrives as text (query strings, path parameters,
// headers and multipart fields, coerced to the schema's types, a single value to a list), and one
// for JSON bodies, which are never coerced: `agentCode: 0` or `name: true` is refused with 400
// 1001 rather than stored as "0" or "true". Unknown fields are refused (additionalProperties:
// false), not silently dropped; defaults are filled in. Before either checks a body or a query (or
// a live-channel filter), the empty strings of optional fields that refuse '' are read as absent
// (empty-optional-strings.ts).
import type { DomainError } from '../domain/domain-error';
import { unreadableRequest } from './errors';
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { ContractOperation } from './contract-operations';
import { dereference, type OpenApiDocument } from './openapi-document';
import { openApiFormats } from './openapi-formats';
import { emptyOptionalStringsRemover } from './empty-optional-strings';
import { describeValidationError } from './validation-messages';

function contractAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ coerceTypes, removeAdditional: false, useDefaults: true, allErrors: false, strict: false, verbose: true, addUsedSchema: false });
  addFormats(ajv);
  openApiFormats(ajv);
  return ajv;
}

export function contractValidatorCompiler(operations: readonly ContractOperation[]): FastifySchemaCompiler<unknown> {
  const fromText = contractAjv('array');
  const fromJson = contractAjv(false);
  const multipart = new Set(operations.filter((o) => o.body?.kind === 'multipart').map((o) => `${o.method} ${o.url}`));
  return ({ schema, httpPart, method, url }) => {
    const jsonBody = httpPart === 'body' && !multipart.has(`${method} ${url}`);
    const validate = (jsonBody ? fromJson : fromText).compile(schema as object);
    const normalise = httpPart === 'body' || httpPart === 'querystring' ? emptyOptionalStringsRemover(schema) : null;
    return normalise ? normalisedFirst(normalise, validate) : validate;
  };
}

/** A validator that normalises the value in place first; Fastify reads `errors` from it. */
function normalisedFirst(normalise: (value: unknown) => void, validate: ValidateFunction) {
  const check = (value: unknown): boolean => {
    normalise(value);
    const valid = validate(value);
    check.errors = validate.errors;
    return valid;
  };
  check.errors = null as ValidateFunction['errors'];
  return check;
}

/** A check of a value against one named schema of the contract, for what arrives outside a
 * route (the live channel's filters): null when it holds, else the refusal a route would give.
 * JSON rules: nothing is coerced; empty optional strings are removed from the value first, as a
 * route's are. */
export function contractSchemaCheck(document: OpenApiDocument, schemaName: string): (value: unknown) => DomainError | null {
  const schema = dereference({ $ref: `#/components/schemas/${schemaName}` }, document);
  const validate = contractAjv(false).compile(schema);
  const normalise = emptyOptionalStringsRemover(schema);
  return (value) => {
    normalise?.(value);
    if (validate(value)) return null;
    const [error] = validate.errors ?? [];
    return error ? describeValidationError(error as FastifySchemaValidationError, 'filter') : unreadableRequest();
  };
}
