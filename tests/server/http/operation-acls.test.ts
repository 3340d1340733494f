// The contract's x-acl (openapi/portal.yaml), checked by the router before validation and the
// handler: a user without the operation's ACL gets 403 1003 naming it, even for an operation not
// built yet; only a holder meets 500 1501.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { listContractOperations } from '../../../server/http/contract-operations';
import { loadOpenApiDocument } from '../../../server/http/openapi-document';
import { ACL, isAcl } from '../../../server/domain/acls';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser } from '../support/test-users';

const operations = listContractOperations(loadOpenApiDocument(loadConfig({}).openapiFile));
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, 'X1');

describe('x-acl in the contract', () => {
  it('names only known ACLs, on signed-in operations', () => {
    const withAcls = operations.filter((o) => o.acls.length > 0);
    expect(withAcls.length).toBeGreaterThan(20);
    for (const operation of withAcls) {
      expect(operation.security, operation.operationId).toBe('bearer');
      for (const acl of operation.acls) expect(isAcl(acl), `${operation.operationId}: ${acl}`).toBe(true);
    }
    expect(operations.find((o) => o.operationId === 'deletePinOrder')?.acls).toEqual([ACL.PIN_BATCH_REQUEST_C, ACL.PIN_BATCH_REQUEST_D]);
  });
});

describe.skipIf(testDatabaseSkipReason)('operations answered by ACL before anything else', () => {
  let t: TestApp;
  let unbuilt: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    unbuilt = await buildApp({ db: t.db, jobStore: t.database, config: t.config, handlers: {} });
    await unbuilt.ready();
  });
  afterAll(async () => {
    await unbuilt?.close();
    await t?.close();
  });

  it('refuses every operation with an x-acl with 403 1003 to a user without it, built or not, whatever the body', async () => {
    const user = await createSignedInUser(t.db);
    for (const operation of operations.filter((o) => o.acls.length > 0)) {
      const answer = await unbuilt.inject({ method: operation.method, url: concretePath(operation.path), headers: user.headers, payload: operation.body ? {} : undefined });
      expect({ status: answer.statusCode, body: answer.json() as unknown }, operation.operationId).toEqual({
        status: 403,
        body: { resultCode: 1003, resultDescription: `You do not have ${operation.acls[0]} permission.` },
      });
    }
  });

  it('names the missing one of several ACLs, and answers 1501 only to a holder', async () => {
    const partial = await createSignedInUser(t.db, { acls: [ACL.PIN_BATCH_REQUEST_C] });
    const partialAnswer = await unbuilt.inject({ method: 'POST', url: '/api/v1/delete-pin-order', headers: partial.headers, payload: {} });
    expect(partialAnswer.json()).toEqual({ resultCode: 1003, resultDescription: `You do not have ${ACL.PIN_BATCH_REQUEST_D} permission.` });

    const holder = await createSignedInUser(t.db, { acls: [ACL.LIMIT_TEMPLATE_R] });
    const held = await unbuilt.inject({ method: 'GET', url: '/api/v1/get-limit-template-list', headers: holder.headers });
    expect({ status: held.statusCode, resultCode: (held.json() as { resultCode: number }).resultCode }).toEqual({ status: 500, resultCode: 1501 });
  });

  it('answers the real server the same way: an operation not built yet is 1003 without its ACL', async () => {
    const user = await createSignedInUser(t.db);
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/get-limit-template-list', headers: user.headers });
    expect({ status: answer.statusCode, body: answer.json() as unknown }).toEqual({
      status: 403, body: { resultCode: 1003, resultDescription: `You do not have ${ACL.LIMIT_TEMPLATE_R} permission.` },
    });
  });
});
