// The contract's validators: one ajv for what arrives as text (query strings, path parameters,
// headers and multipart fields, coerced to the schema's types, a single value to a list), and one
// for JSON bodies, which are never coerced: `agentCode: 0` or `name: true` is refused with 400
// 1001 rather than stored as "0" or "true". Unknown fields are refused (additionalProperties:
// false), not silently dropped; defaults are filled in.
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { ContractOperation } from './contract-operations';
import { dereference, type OpenApiDocument } from './openapi-document';
import { openApiFormats } from './openapi-formats';
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
    return (jsonBody ? fromJson : fromText).compile(schema as object);
  };
}

/** A check of a value against one named schema of the contract, for what arrives outside a
 * route (the live channel's filters): null when it holds, else the refusal in the REST
 * validation's words ('pageSize: must be <= 100'). JSON rules: nothing is coerced. */
export function contractSchemaCheck(document: OpenApiDocument, schemaName: string): (value: unknown) => string | null {
  const schema = dereference({ $ref: `#/components/schemas/${schemaName}` }, document);
  const validate = contractAjv(false).compile(schema);
  return (value) => {
    if (validate(value)) return null;
    const [error] = validate.errors ?? [];
    return error ? describeValidationError(error as FastifySchemaValidationError, 'filter') : 'filter: is not valid';
  };
}
