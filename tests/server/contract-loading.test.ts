// Loading the contract: local $refs resolved (recursive ones stay finite), multipart parts
// told apart, and ajv errors named by field.
import { describe, expect, it } from 'vitest';
import { dereference, type OpenApiDocument } from '../../server/http/openapi-document';
import { listContractOperations } from '../../server/http/contract-operations';
import { describeValidationError } from '../../server/http/validation-messages';

const document: OpenApiDocument = {
  paths: {
    '/api/v1/tree/{code}': {
      post: {
        operationId: 'saveTree',
        security: [{ bearerAuth: [] }],
        parameters: [{ name: 'code', in: 'path', schema: { type: 'string' } }],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } },
      },
    },
  },
  components: {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    schemas: {
      Node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } },
    },
  },
};

describe('contract loading', () => {
  it('resolves a recursive schema without looping: the inner repeat accepts anything', () => {
    const node = dereference<unknown>({ $ref: '#/components/schemas/Node' }, document) as { properties: { children: { items: unknown } } };
    expect(node).toMatchObject({ type: 'object', properties: { name: { type: 'string' } } });
    expect(node.properties.children.items).toEqual({});
  });

  it('lists operations with their Fastify URL, security and schemas', () => {
    const [operation] = listContractOperations(document);
    expect(operation).toMatchObject({ operationId: 'saveTree', method: 'POST', url: '/api/v1/tree/:code', security: 'bearer' });
    expect(operation?.params).toEqual({ type: 'object', properties: { code: { type: 'string' } }, required: ['code'] });
    expect(operation?.body?.kind).toBe('json');
  });

  it('names the field in validation messages', () => {
    const cases: [Parameters<typeof describeValidationError>[0], string | undefined, string][] = [
      [{ keyword: 'format', instancePath: '/email', schemaPath: '', params: { format: 'email' } }, 'email', 'Email address must be a valid email address.'],
      [{ keyword: 'required', instancePath: '', schemaPath: '', params: { missingProperty: 'password' } }, 'password', 'Password is required.'],
      [{ keyword: 'maxLength', instancePath: '/agentDetail/agentCode', schemaPath: '', params: { limit: 8 } }, 'agentDetail.agentCode', 'Agent code must be at most 8 characters.'],
      [{ keyword: 'type', instancePath: '/items/0/qty', schemaPath: '', params: { type: 'number' } }, 'items[0].qty', 'Quantity has a value of the wrong kind.'],
      [{ keyword: 'additionalProperties', instancePath: '', schemaPath: '', params: { additionalProperty: 'x' } }, 'x', 'X is not a field of this form.'],
      [{ keyword: 'type', instancePath: '', schemaPath: '', params: { type: 'object' } }, undefined, 'The request could not be read. Please try again.'],
    ];
    for (const [error, field, message] of cases) {
      const refusal = describeValidationError(error, 'body');
      expect([refusal.field, refusal.resultDescription]).toEqual([field, message]);
    }
  });
});
