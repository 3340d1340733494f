// Contract fuzz (#12 item 7): for every operation of openapi/portal.yaml, requests made by
// fast-check from the operation's own schemas and then broken (wrong types, missing and extra
// fields, hostile strings: NUL, unpaired surrogates, markup, SQL, very long text, in the body,
// the query and the path), malformed multipart bodies, and HEAD on every GET. No answer may be
// a 5xx (but the 1501 of an operation not built yet), and a refused request changes no business table. The runs are seeded per operation, so
// a failure repeats (the seed is in the test's name); the suite runs on both databases.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { ALL_ACLS } from '../../server/domain/acls';
import { listContractOperations, type ContractOperation } from '../../server/http/contract-operations';
import { isJsonObject, loadOpenApiDocument, type JsonObject } from '../../server/http/openapi-document';
import { createTestApp, type TestApp } from './support/app';
import { multipartPayload, rowCounts } from './support/requests';
import { bodyFields, sampleValue, setAt, deleteAt, type BodyField } from './support/schema-samples';
import { testDatabaseSkipReason } from './support/test-database';
import { createSignedInUser, type SignedInUser } from './support/test-users';

const operations = listContractOperations(loadOpenApiDocument(loadConfig({}).openapiFile));

/** The server took the request (200 with result code 0): it may have written something. */
function accepted(answer: { statusCode: number; body: string }): boolean {
  if (answer.statusCode !== 200) return false;
  try {
    return (JSON.parse(answer.body) as { resultCode?: number }).resultCode === 0;
  } catch {
    return false;
  }
}

/** A crash is any 5xx but the contract's 'not available yet' (1501) of an operation not built. */
function crashed(answer: { statusCode: number; body: string }): boolean {
  if (answer.statusCode < 500) return false;
  try {
    return (JSON.parse(answer.body) as { resultCode?: number }).resultCode !== 1501;
  } catch {
    return true;
  }
}
const RUNS_PER_OPERATION = 12;

/** Tables a refused request must leave as they were (logs, counters and sessions may move). */
const BUSINESS_TABLES = [
  'agents', 'users', 'user_acls', 'products', 'terminals', 'vouchers', 'transactions', 'agent_balances', 'agent_daily_stats',
  'limit_templates', 'limit_template_items', 'agent_limit_items', 'limit_history', 'pin_batch_orders', 'pin_batch_order_items', 'documents',
  'settlement_files', 'contact_messages', 'branding', 'settings',
];

const hostileString = fc.constantFrom(
  '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '<script>alert(1)</script>', "'; DROP TABLE agents; --", '../../etc/passwd',
  '%00', '\u202e', 'x'.repeat(20_000), ' ', '', '{{7*7}}', '${jndi:ldap://x}',
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom<unknown>(null, true, -1, 0, 1e308, -1e308, 2 ** 53 + 1, [], {}, [null], { a: { b: {} } }),
  fc.string(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A change to the sample body: a field set to a hostile value, a field removed, a field added. */
type Mutation =
  | { kind: 'set'; index: number; value: unknown }
  | { kind: 'delete'; index: number }
  | { kind: 'add'; name: string; value: unknown };
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), index: fc.nat(), value: hostileValue }),
  fc.record({ kind: fc.constant('delete' as const), index: fc.nat() }),
  fc.record({ kind: fc.constant('add' as const), name: fc.string({ minLength: 1, maxLength: 12 }), value: hostileValue }),
);

function mutate(body: Record<string, unknown>, fields: BodyField[], change: Mutation): void {
  if (change.kind === 'add') {
    body[change.name] = change.value;
    return;
  }
  const field = fields[change.index % Math.max(1, fields.length)];
  if (!field) return;
  try {
    if (change.kind === 'set') setAt(body, field.path, change.value);
    else deleteAt(body, field.path);
  } catch {
    // An earlier change replaced a parent of this field by a value that has no fields.
  }
}

/** A path segment as sent: percent-encoded, or as the raw bytes of invalid UTF-8 where the text
 * holds an unpaired surrogate (which encodeURIComponent refuses). */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

interface Shape {
  mutations: Mutation[];
  /** Replace the whole JSON body with this (wrong top-level shapes). */
  wholeBody: { value: unknown } | null;
  query: Record<string, string>;
  pathValue: string;
}

function shapeOf(operation: ContractOperation): fc.Arbitrary<Shape> {
  const queryNames = isJsonObject(operation.querystring?.properties) ? Object.keys(operation.querystring!.properties as JsonObject) : [];
  return fc.record({
    mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
    wholeBody: fc.option(fc.record({ value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileValue) }), { freq: 5 }),
    query: queryNames.length
      ? fc.dictionary(fc.constantFrom(...queryNames), fc.oneof(hostileString, fc.string()), { maxKeys: 2 })
      : fc.constant({}),
    pathValue: fc.oneof(hostileString.filter((s) => s.length > 0 && s.length < 500), fc.string({ minLength: 1 })),
  });
}

function requestOf(operation: ContractOperation, shape: Shape, user: SignedInUser): InjectOptions {
  const url = operation.path.replace(/\{([^}]+)\}/g, () => pathSegment(shape.pathValue));
  const headers: Record<string, string> = operation.security === 'none' ? {} : { ...user.headers };
  const base = { method: operation.method, url, query: shape.query };
  if (!operation.body) return { ...base, headers };
  const body = (sampleValue(operation.body.schema) ?? {}) as Record<string, unknown>;
  const fields = bodyFields(operation.body.schema);
  for (const change of shape.mutations) mutate(body, fields, change);
  if (operation.body.kind === 'json') {
    const payload = JSON.stringify(shape.wholeBody ? shape.wholeBody.value : body) ?? 'null';
    return { ...base, headers: { ...headers, 'content-type': 'application/json' }, payload };
  }
  const texts = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value) ?? '']));
  const files = operation.body.fileFields.map((field) => ({ field, filename: `${shape.pathValue.slice(0, 40)}.txt`, content: 'hello', contentType: 'text/plain' }));
  const multipart = multipartPayload(texts, files);
  return { ...base, headers: { ...headers, ...multipart.headers }, payload: multipart.payload };
}

/** Multipart bodies broken at the framing: no boundary, a wrong one, cut short, not multipart. */
function brokenMultiparts(operation: ContractOperation, user: SignedInUser): InjectOptions[] {
  const headers = operation.security === 'none' ? {} : user.headers;
  const good = multipartPayload({ subject: 'x' }, [{ field: operation.body!.fileFields[0] ?? 'files', filename: 'a.txt', content: 'hi', contentType: 'text/plain' }]);
  const text = good.payload.toString();
  const base = { method: operation.method, url: operation.path };
  return [
    { ...base, headers: { ...headers, 'content-type': 'multipart/form-data' }, payload: text },
    { ...base, headers: { ...headers, 'content-type': 'multipart/form-data; boundary=nothere' }, payload: text },
    { ...base, headers: { ...headers, ...good.headers }, payload: text.slice(0, Math.floor(text.length / 2)) },
    { ...base, headers: { ...headers, ...good.headers }, payload: '' },
    { ...base, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"subject":' },
  ];
}

/** A number from the operation's name: the seed of its runs. */
const seedOf = (operationId: string) => [...operationId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);

describe.skipIf(testDatabaseSkipReason)('contract fuzz: no 5xx, refusals change nothing', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    // Every ACL, so that the requests reach validation and the handlers.
    user = await createSignedInUser(t.db, { acls: [...ALL_ACLS] });
  });
  afterAll(async () => t?.close());

  const business = async () => {
    const counts = await rowCounts(t.db);
    return Object.fromEntries(BUSINESS_TABLES.map((table) => [table, counts[table]]));
  };

  for (const operation of operations) {
    const seed = seedOf(operation.operationId);
    it(`${operation.method} ${operation.path} (${operation.operationId}, seed ${seed})`, async () => {
      const before = await business();
      let changedSomething = false;
      await fc.assert(
        fc.asyncProperty(shapeOf(operation), async (shape) => {
          const request = requestOf(operation, shape, user);
          const answer = await t.app.inject(request);
          const sent = `${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 300)}`;
          expect(crashed(answer), `${sent} -> ${answer.statusCode} ${answer.body.slice(0, 300)}`).toBe(false);
          if (accepted(answer)) changedSomething = true;
        }),
        { numRuns: RUNS_PER_OPERATION, seed },
      );
      // Every string field of the body, in an otherwise valid sample, once with NUL and once with
      // an unpaired surrogate (what PostgreSQL cannot store).
      const stringFields = operation.body ? bodyFields(operation.body.schema).filter((field) => field.schema.type === 'string') : [];
      const poisoned = stringFields.flatMap((_, index) =>
        ['a\u0000b', 'x\udfffy'].map((value) =>
          requestOf(operation, { mutations: [{ kind: 'set', index, value }], wholeBody: null, query: {}, pathValue: '1' }, user),
        ),
      );
      const extra: InjectOptions[] = [
        ...poisoned,
        ...(operation.body?.kind === 'multipart' ? brokenMultiparts(operation, user) : []),
        ...(operation.method === 'GET' ? [{ method: 'HEAD' as const, url: operation.path.replace(/\{[^}]+\}/g, '1'), headers: user.headers }] : []),
      ];
      for (const request of extra) {
        const answer = await t.app.inject(request);
        if (accepted(answer)) changedSomething = true;
        expect(crashed(answer), `${request.method} ${String(request.payload ?? '').slice(0, 200)} -> ${answer.statusCode} ${answer.body.slice(0, 300)}`).toBe(false);
      }
      // Only what the server accepted (answer 0) may have written anything.
      if (!changedSomething) expect(await business()).toEqual(before);
    }, 120_000);
  }
});
