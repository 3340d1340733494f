// Types of what a request carries (#12 item 8, server/http/validator-compiler.ts): a JSON body is
// never coerced (a number or a boolean where the contract wants text is refused with 400 1001
// naming the field, and nothing is stored); query strings and path parameters, which are text,
// are coerced to the schema's types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ACLS } from '../../../server/domain/acls';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser } from '../support/test-users';
import { loadConfig } from '../../../server/config';
import { listContractOperations } from '../../../server/http/contract-operations';
import { loadOpenApiDocument } from '../../../server/http/openapi-document';
import { sampleValue } from '../support/schema-samples';

/** A body of createAgent the contract accepts (agentCode a string). */
const createAgentSample = sampleValue(
  listContractOperations(loadOpenApiDocument(loadConfig({}).openapiFile)).find((o) => o.operationId === 'createAgent')!.body!.schema,
) as { agentDetail: Record<string, unknown> };

describe.skipIf(testDatabaseSkipReason)('body and query types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('refuses a number or a boolean where a JSON body wants text', async () => {
    for (const merchantId of [0, true]) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { merchantId, username: 'admin', password: 'x' } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().resultCode).toBe(1001);
      expect(answer.json().field).toMatch(/merchantId/);
    }
  });

  it('refuses an agent code sent as a number and stores nothing', async () => {
    const user = await createSignedInUser(t.db, { acls: [...ALL_ACLS] });
    const before = await t.db.selectFrom('agents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/agent',
      headers: user.headers,
      payload: { ...createAgentSample, agentDetail: { ...createAgentSample.agentDetail, agentCode: 0 } },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().resultCode).toBe(1001);
    expect(answer.json().field).toMatch(/agentCode/);
    const after = await t.db.selectFrom('agents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('still reads query text as the schema’s types: a year and a boolean pass, words do not', async () => {
    const user = await createSignedInUser(t.db, { acls: [...ALL_ACLS] });
    const ask = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/merchant-performance-report?${query}`, headers: user.headers });
    expect((await ask('year=2026&includeSubAgents=true')).json().resultCode).not.toBe(1001);
    const words = await ask('year=2026&includeSubAgents=maybe');
    expect(words.json().resultCode).toBe(1001);
    expect(words.json().field).toMatch(/includeSubAgents/);
  });
});
