// Who reads which portal document (POST /api/v1/get-documents): MER_ALL and UNSET reach every
// agent, MER_DISTRIBUTOR the MD, D and SD agents, MER_MERCHANT the retailers and merchants (R);
// an inactive document reaches nobody, not even by its id; company details show at most four
// active notices, whatever page size is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentLevel, DocumentType } from '../../../server/db/schema';
import { testDatabaseSkipReason } from '../support/test-database';
import { createTestApp, type TestApp } from '../support/app';
import { createSignedInUser, type SignedInUser } from '../support/test-users';

const LEVELS: readonly AgentLevel[] = ['MD', 'D', 'SD', 'R'];
const AUDIENCES: readonly DocumentType[] = ['UNSET', 'MER_ALL', 'MER_DISTRIBUTOR', 'MER_MERCHANT'];

describe.skipIf(testDatabaseSkipReason)('the audience of portal documents', () => {
  let t: TestApp;
  const users = new Map<AgentLevel, SignedInUser>();
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const level of LEVELS) {
      const user = await createSignedInUser(t.db);
      await t.db.updateTable('agents').set({ level }).where('id', '=', user.agentId).execute();
      users.set(level, user);
    }
    // One active and one inactive notice per audience on the transaction-report page, and a file each on resources.
    let day = 1;
    for (const audience of AUDIENCES) {
      for (const active of ['T', 'F'] as const) {
        const code = `${audience}-${active}`;
        const created_at = `2026-05-${String(day++).padStart(2, '0')}T00:00:00Z`;
        const notice = await t.db.insertInto('documents').values({
          code, document_type: audience, content_type: 'HTML', location: 'transaction-report', active, content: `<p>${code}</p>`, created_at,
        }).returning('id').executeTakeFirstOrThrow();
        ids.set(code, notice.id);
        const file = await t.db.insertInto('documents').values({
          code: `FILE-${code}`, document_type: audience, content_type: 'FILE', location: 'resources', active, content: `${code}.txt`,
          file_name: `${code}.txt`, file_content_type: 'text/plain', file_bytes: Buffer.from(code), created_at,
        }).returning('id').executeTakeFirstOrThrow();
        ids.set(`FILE-${code}`, file.id);
      }
    }
  });
  afterAll(async () => t?.close());

  const pageFor = async (level: AgentLevel, body: Record<string, unknown>) => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/get-documents', headers: users.get(level)!.headers, payload: body });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { totalRecord: number; data: { id: number; content: string; active: string }[] };
  };
  const codesOf = (page: { data: { id: number }[] }) => page.data.map((d) => [...ids].find(([, id]) => id === d.id)?.[0]);

  it.each([
    ['MD', ['MER_DISTRIBUTOR-T', 'MER_ALL-T', 'UNSET-T']],
    ['D', ['MER_DISTRIBUTOR-T', 'MER_ALL-T', 'UNSET-T']],
    ['SD', ['MER_DISTRIBUTOR-T', 'MER_ALL-T', 'UNSET-T']],
    ['R', ['MER_MERCHANT-T', 'MER_ALL-T', 'UNSET-T']],
  ] as const)('shows an agent of level %s the active documents of its audiences, newest first', async (level, expected) => {
    const page = await pageFor(level, { page: 'transaction-report', pageIndex: 1, pageSize: 10 });
    expect(codesOf(page)).toEqual(expected);
    expect(page.totalRecord).toBe(3);
    expect(page.data.every((d) => d.active === 'T')).toBe(true);
    const files = await pageFor(level, { page: 'resources', pageIndex: 1, pageSize: 10 });
    expect(codesOf(files)).toEqual(expected.map((code) => `FILE-${code}`));
  });

  it('never gives an inactive document, not even its file by id', async () => {
    for (const level of LEVELS) {
      for (const audience of AUDIENCES) {
        const answer = await t.app.inject({ method: 'GET', url: `/api/v1/download-document?documentId=${ids.get(`FILE-${audience}-F`)}`, headers: users.get(level)!.headers });
        expect(answer.json()).toEqual({ resultCode: 1004, resultDescription: 'The document was not found.' });
      }
    }
    // A file of another audience is refused alike; one of its own comes.
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/download-document?documentId=${ids.get('FILE-MER_MERCHANT-T')}`, headers: users.get('MD')!.headers });
    expect(other.json()).toMatchObject({ resultCode: 1004 });
    const own = await t.app.inject({ method: 'GET', url: `/api/v1/download-document?documentId=${ids.get('FILE-MER_MERCHANT-T')}`, headers: users.get('R')!.headers });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('MER_MERCHANT-T');
  });

  it('shows at most four active notices on company details, the newest, whatever the page asked', async () => {
    for (let i = 1; i <= 6; i++) {
      const { id } = await t.db.insertInto('documents').values({
        code: `CD-${i}`, document_type: i % 2 ? 'MER_ALL' : 'UNSET', content_type: 'HTML', location: i === 6 ? 'UNSET' : 'company-details', active: 'T',
        content: `<p>${i}</p>`, created_at: `2026-06-0${i}T00:00:00Z`,
      }).returning('id').executeTakeFirstOrThrow();
      ids.set(`CD-${i}`, id);
    }
    const { id: hidden } = await t.db.insertInto('documents').values({
      code: 'CD-OFF', document_type: 'MER_ALL', content_type: 'HTML', location: 'company-details', active: 'F', content: '<p>off</p>', created_at: '2026-06-30T00:00:00Z',
    }).returning('id').executeTakeFirstOrThrow();
    ids.set('CD-OFF', hidden);
    for (const level of LEVELS) {
      for (const body of [{ page: 'company-details' }, { page: 'company-details', pageIndex: 2, pageSize: 100 }]) {
        const page = await pageFor(level, body);
        expect(codesOf(page)).toEqual(['CD-6', 'CD-5', 'CD-4', 'CD-3']);
        expect(page.totalRecord).toBe(4);
      }
    }
  });
});
