// GET /api/v1/company-structure: the signed-in agent's subtree in the contract's shape, for the
// demo structure and for a structure of 10,000 agents (shape only; bench/ measures the time).
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser } from '../support/test-users';
import { createBulkStructure } from './support/bulk-structure';
import { createCompanyTestApp, type CompanyTestApp } from './support/company-app';

interface Node {
  code: string;
  name: string;
  level: string;
  type: string;
  status: string;
  children: Node[];
}

const shape = (node: Node): unknown => ({ [node.code]: node.children.map(shape) });

describe.skipIf(testDatabaseSkipReason)('company structure', () => {
  let t: CompanyTestApp;
  beforeAll(async () => {
    t = await createCompanyTestApp();
  });
  afterAll(async () => t?.close());

  const structureFor = async (headers: Record<string, string>) => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/company-structure', headers });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { resultCode: number; resultDescription: string; data: Node };
  };

  it('shows the MD administrator the whole MD0001 subtree with code, name, level, type and status', async () => {
    const answer = await structureFor(await t.headersOf('MD0001/admin'));
    expect(answer).toMatchObject({ resultCode: 0, resultDescription: 'Success' });
    expect(shape(answer.data)).toEqual({
      MD0001: [
        { M00001: [] },
        { SD0001: [{ R00001: [] }, { R00002: [] }, { R00003: [] }] },
        { SD0002: [{ M00002: [] }, { R00004: [] }, { R00005: [] }, { R00006: [] }] },
      ],
    });
    expect(answer.data).toMatchObject({ code: 'MD0001', name: 'Southern Cross Distribution', level: 'MD', type: 'DISTRIBUTOR', status: 'ACTIVE' });
    const r6 = answer.data.children[2]!.children.find((node) => node.code === 'R00006');
    expect(r6).toEqual({ code: 'R00006', name: 'Mission Street Market', level: 'R', type: 'PREPAID', status: 'INACTIVE', children: [] });
  });

  it('shows a retailer user only its own node', async () => {
    const answer = await structureFor(await t.headersOf('R00001/cashier'));
    expect(answer.data).toEqual({ code: 'R00001', name: 'Circular Quay News', level: 'R', type: 'PREPAID', status: 'ACTIVE', children: [] });
  });

  it('shows a sub division user its branch only', async () => {
    const answer = await structureFor(await t.headersOf('SD0001/manager'));
    expect(shape(answer.data)).toEqual({ SD0001: [{ R00001: [] }, { R00002: [] }, { R00003: [] }] });
  });

  it('refuses without a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/company-structure' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ resultCode: 4001 });
  });

  it('answers a structure of 10,000 agents in full', async () => {
    const user = await createSignedInUser(t.db);
    const added = await createBulkStructure(t.db, user.agentId, { subDivisions: 99, retailersEach: 100 });
    expect(added + 1).toBe(10_000);
    const { data } = await structureFor(user.headers);
    const root = await t.db.selectFrom('agents').select('code').where('id', '=', user.agentId).executeTakeFirstOrThrow();
    expect(data.code).toBe(root.code);
    expect(data.children).toHaveLength(99);
    expect(data.children.every((sd) => sd.level === 'SD' && sd.children.length === 100)).toBe(true);
    expect(data.children[0]!.code).toBe('BS0001');
    expect(data.children[0]!.children[0]).toEqual({
      code: 'BR000001', name: 'Bulk Retailer 1-1', level: 'R', type: 'PREPAID', status: 'ACTIVE', children: [],
    });
    expect(data.children[98]!.children[99]!.code).toBe('BR009900');

    // Sent compressed to a client that accepts brotli: the same JSON in a fraction of the bytes.
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/company-structure', headers: user.headers });
    const compressed = await t.app.inject({ method: 'GET', url: '/api/v1/company-structure', headers: { ...user.headers, 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
