// The contract walk: for every operation of openapi/portal.yaml that takes a body (JSON or
// multipart), requests derived from its schema with (a) a field of the wrong type, (b) a
// required field missing, (c) a string over its maxLength are refused with 400 1001 naming the
// field (in `field`; the description is a sentence for the merchant), before any handler runs: the row count of every table stays the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { listContractOperations, type ContractOperation } from '../../server/http/contract-operations';
import { isJsonObject, loadOpenApiDocument, type JsonObject } from '../../server/http/openapi-document';
import { createTestApp, type TestApp } from './support/app';
import { testDatabaseSkipReason } from './support/test-database';
import { createSignedInUser, type SignedInUser } from './support/test-users';
import { ALL_ACLS } from '../../server/domain/acls';
import { multipartPayload, rowCounts } from './support/requests';
import { bodyFields, deleteAt, describePath, mainType, sampleValue, setAt, wrongTypeValue, type BodyField } from './support/schema-samples';

const operations = listContractOperations(loadOpenApiDocument(loadConfig({}).openapiFile)).filter((o) => o.body);

interface Fault {
  name: string;
  /** The field the answer must name, or null when the schema has no field to break this way. */
  field: string | null;
  apply(body: Record<string, unknown>): void;
  /** Multipart only: a text part sent where a file belongs. */
  textForFile?: string;
}

function faultsOf(operation: ContractOperation): Fault[] {
  const body = operation.body!;
  const fields = bodyFields(body.schema);
  const multipart = body.kind === 'multipart';
  // Every multipart text is a string, so only JSON parts can carry a wrong type there.
  const typed = fields.find((f) => mainType(f.schema) && (multipart ? mainType(f.schema) !== 'string' && f.path.length === 1 : mainType(f.schema) !== 'array'))
    ?? (multipart ? undefined : fields.find((f) => mainType(f.schema)));
  const required = fields.find((f) => f.required && f.path.length === 1) ?? fields.find((f) => f.required);
  const long = fields.find((f) => mainType(f.schema) === 'string' && typeof f.schema.maxLength === 'number');
  const at = (field: BodyField | undefined) => (field ? describePath(field.path) : null);

  const wrongType: Fault = typed
    ? { name: '(a) wrong type', field: at(typed), apply: (b) => setAt(b, typed.path, wrongTypeValue(typed.schema)) }
    : multipart && body.fileFields[0]
      ? { name: '(a) text where a file belongs', field: body.fileFields[0], apply: () => undefined, textForFile: body.fileFields[0] }
      : { name: '(a) wrong type', field: null, apply: () => undefined };
  return [
    wrongType,
    { name: '(b) required field missing', field: at(required), apply: (b) => required && deleteAt(b, required.path) },
    {
      name: '(c) string too long',
      field: at(long),
      apply: (b) => long && setAt(b, long.path, 'x'.repeat(Number(long.schema.maxLength) + 1)),
    },
  ];
}

function sampleParameters(schema: JsonObject | null): Record<string, string> {
  if (!schema || !isJsonObject(schema.properties)) return {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([name, p]) => required.includes(name) && isJsonObject(p))
      .map(([name, p]) => [name, String(sampleValue(p as JsonObject))]),
  );
}

function requestFor(operation: ContractOperation, body: Record<string, unknown>, user: SignedInUser, textForFile?: string): InjectOptions {
  const params = sampleParameters(operation.params);
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'));
  const headers: Record<string, string> = {
    ...sampleParameters(operation.headers),
    ...(operation.security === 'none' ? {} : user.headers),
  };
  const base = { method: operation.method, url, query: sampleParameters(operation.querystring) };
  if (operation.body!.kind === 'json') {
    return { ...base, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) };
  }
  const jsonFields = new Set(operation.body!.jsonFields);
  const texts = Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      jsonFields.has(name) || isJsonObject(value) ? JSON.stringify(value) : Array.isArray(value) ? value.map(String) : String(value),
    ]),
  );
  if (textForFile) texts[textForFile] = 'not a file';
  const files = operation.body!.fileFields
    .filter((field) => field !== textForFile)
    .map((field) => ({ field, filename: 'note.txt', content: 'hello', contentType: 'text/plain' }));
  const multipart = multipartPayload(texts, files);
  return { ...base, headers: { ...headers, ...multipart.headers }, payload: multipart.payload };
}

describe.skipIf(testDatabaseSkipReason)('contract walk: operations with a body refuse bad input before the handler', () => {
  let t: TestApp;
  let unbuilt: FastifyInstance;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    unbuilt = await buildApp({ db: t.db, jobStore: t.database, config: t.config, handlers: {} });
    // Every ACL: an operation's x-acl is checked before validation.
    user = await createSignedInUser(t.db, { acls: [...ALL_ACLS] });
  });
  afterAll(async () => {
    await unbuilt?.close();
    await t?.close();
  });

  it('finds operations with a body in the contract', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  for (const operation of operations) {
    describe(`${operation.method} ${operation.path} (${operation.operationId}, ${operation.body!.kind})`, () => {
      const sample = () => sampleValue(operation.body!.schema) as Record<string, unknown>;

      it('passes validation with the sample derived from its schema', async () => {
        const answer = await unbuilt.inject(requestFor(operation, sample(), user));
        expect(answer.json(), answer.body).toMatchObject({ resultCode: 1501 });
      });

      for (const fault of faultsOf(operation)) {
        it.skipIf(fault.field === null)(`${fault.name}: ${fault.field ?? 'no such field in the schema'}`, async () => {
          const body = sample();
          fault.apply(body);
          const before = await rowCounts(t.db);
          const answer = await t.app.inject(requestFor(operation, body, user, fault.textForFile));
          expect(answer.statusCode, answer.body).toBe(400);
          expect(answer.json().resultCode, answer.body).toBe(1001);
          expect(answer.json().field, answer.body).toBe(fault.field);
          expect(answer.json().resultDescription).not.toContain(`${fault.field}:`);
          expect(await rowCounts(t.db)).toEqual(before);
        });
      }
    });
  }
});
