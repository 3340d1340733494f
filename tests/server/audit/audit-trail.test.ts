// The audit trail (#37): GET /api/v1/audit-events and its CSV export list the events of the
// user's agent and its descendants only, with filters and a keyset cursor that stays put while
// events are added; SCP.PORTAL.AUDIT_R is needed; the table is append-only (a trigger refuses
// UPDATE and DELETE), on PGlite and PostgreSQL alike (TEST_DB).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACL } from '../../../server/domain/acls';
import { createAgent } from '../../../server/modules/agents/agents.service';
import { recordAudit } from '../../../server/modules/audit/audit.service';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser, type SignedInUser } from '../support/test-users';

interface Event {
  id: number;
  action: string;
  category: string;
  agentCode: string | null;
  userLogin: string | null;
  impersonatorLogin: string | null;
  impersonatorAgentCode: string | null;
  result: string;
  resultCode: number | null;
  entityId: string | null;
  ip: string | null;
}
interface Page {
  resultCode: number;
  data: Event[];
  nextCursor: string | null;
}

describe.skipIf(testDatabaseSkipReason)('audit trail', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let stranger: SignedInUser;
  let support: SignedInUser;
  let rootCode: string;
  let childCode: string;
  let strangerCode: string;
  let childUserId: number;

  const codeOf = async (agentId: number) => (await t.db.selectFrom('agents').select('code').where('id', '=', agentId).executeTakeFirstOrThrow()).code;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t.db, { acls: [ACL.AUDIT_R] });
    stranger = await createSignedInUser(t.db, { acls: [ACL.AUDIT_R] });
    support = await createSignedInUser(t.db, { acls: [ACL.AUDIT_R, ACL.SUPPORT_IMPERSONATE] });
    rootCode = await codeOf(admin.agentId);
    strangerCode = await codeOf(stranger.agentId);
    childCode = `C${rootCode.slice(1, 7)}`;
    const childId = await createAgent(t.db, { code: childCode, name: 'Child retailer', level: 'R', parentId: admin.agentId });
    childUserId = (await t.db.insertInto('users').values({ agent_id: childId, login: 'childcashier', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow()).id;

    await recordAudit(t.db, { action: 'login', entity: 'user', entityId: admin.userId, resultCode: 0, ip: '192.0.2.1', actor: { userId: admin.userId } });
    await recordAudit(t.db, { action: 'login', entity: 'user', entityId: childUserId, resultCode: 988, ip: '192.0.2.2', actor: { userId: childUserId } });
    await recordAudit(t.db, { action: 'account.locked', entity: 'user', entityId: childUserId, resultCode: 989, ip: '192.0.2.2', actor: { userId: childUserId } });
    // A refund made by support staff impersonating the administrator: both identities.
    await recordAudit(t.db, { action: 'transaction.refund', entity: 'transaction', entityId: '=HYPERLINK("x")', resultCode: 0, ip: '192.0.2.3', actor: { userId: admin.userId, impersonatorUserId: support.userId } });
    await recordAudit(t.db, { action: 'voucher.redeem', entity: 'voucher', entityId: '1234', resultCode: 0, actor: { userId: childUserId } });
    await recordAudit(t.db, { action: 'login', entity: 'user', entityId: stranger.userId, resultCode: 0, ip: '198.51.100.9', actor: { userId: stranger.userId } });
  });
  afterAll(async () => t?.close());

  const list = async (user: SignedInUser, query = '', language?: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/v1/audit-events${query}`, headers: { ...user.headers, ...(language ? { 'accept-language': language } : {}) } });
    return { status: answer.statusCode, body: answer.json<Page & { resultDescription: string; field?: string }>() };
  };
  const csv = (user: SignedInUser, query = '', language = 'en') =>
    t.app.inject({ method: 'GET', url: `/api/v1/audit-events/export${query}`, headers: { ...user.headers, 'accept-language': language } });

  it('lists the events of the user\'s agent and its descendants, newest first, never another branch\'s', async () => {
    const { status, body } = await list(admin);
    expect(status).toBe(200);
    expect(body.data.map((e) => e.action)).toEqual(['voucher.redeem', 'transaction.refund', 'account.locked', 'login', 'login']);
    expect(body.data.map((e) => e.agentCode)).toEqual([childCode, rootCode, childCode, childCode, rootCode]);
    expect(JSON.stringify(body)).not.toContain(strangerCode);
    expect(body.nextCursor).toBeNull();
    const own = await list(stranger);
    expect(own.body.data.map((e) => e.userLogin)).toEqual([stranger.login]);
  });

  it('shows both identities of an impersonated event', async () => {
    const { body } = await list(admin, '?category=impersonation');
    expect(body.data).toEqual([expect.objectContaining({ action: 'transaction.refund', category: 'refunds', userLogin: admin.login, impersonatorLogin: support.login, impersonatorAgentCode: await codeOf(support.agentId) })]);
  });

  it('refuses a user without SCP.PORTAL.AUDIT_R (403 1003), the list and the export', async () => {
    const viewer = await createSignedInUser(t.db, { acls: [ACL.USER_R] });
    expect((await list(viewer)).body.resultCode).toBe(1003);
    const file = await csv(viewer);
    expect([file.statusCode, file.json().resultCode]).toEqual([403, 1003]);
  });

  it('refuses an agent filter outside the structure (403 1005), worded for the merchant in their language', async () => {
    // (The stranger asks for the administrator's branch: its refusals are audited in its own.)
    const { status, body } = await list(stranger, `?agentCode=${rootCode}`, 'de');
    expect([status, body.resultCode]).toEqual([403, 1005]);
    expect(body.resultDescription).not.toMatch(/outside your company/);
    const file = await csv(stranger, `?agentCode=${childCode}`);
    expect([file.statusCode, file.json().resultCode]).toEqual([403, 1005]);
    expect((await list(stranger, '?agentCode=NOSUCH1')).body.resultCode).toBe(1005);
  });

  it('filters by agent (and below), user, kind of event, result and period', async () => {
    expect((await list(admin, `?agentCode=${childCode}`)).body.data.map((e) => e.action)).toEqual(['voucher.redeem', 'account.locked', 'login']);
    expect((await list(admin, '?userLogin=CHILDCASHIER')).body.data).toHaveLength(3);
    expect((await list(admin, `?userLogin=${support.login}`)).body.data.map((e) => e.action)).toEqual(['transaction.refund']);
    expect((await list(admin, '?category=lockout')).body.data.map((e) => e.action)).toEqual(['account.locked']);
    expect((await list(admin, '?category=signIn')).body.data.map((e) => e.resultCode)).toEqual([988, 0]);
    expect((await list(admin, '?result=REFUSED')).body.data.map((e) => e.resultCode)).toEqual([989, 988]);
    expect((await list(admin, '?start=2000-01-01%2000:00:00&end=2000-01-02%2000:00:00')).body.data).toEqual([]);
    const refused = await list(admin, '?start=2026-01-02%2000:00:00&end=2026-01-01%2000:00:00');
    expect([refused.status, refused.body.resultCode, refused.body.field]).toEqual([400, 1001, 'end']);
  });

  it('pages by cursor without repeating or skipping while events are added, rows of the same instant included', async () => {
    const user = await createSignedInUser(t.db, { acls: [ACL.AUDIT_R] });
    // Seven events of one transaction: one now(), told apart by id.
    await t.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 7; n += 1) await recordAudit(trx, { action: 'user.updated', entity: 'user', entityId: n, resultCode: 0, actor: { userId: user.userId } });
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { body }: { body: Page } = await list(user, `?pageSize=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...body.data.map((e) => e.entityId ?? ''));
      cursor = body.nextCursor;
      pages += 1;
      // A new event while reading: it is newer, so no later page shows it or moves.
      await recordAudit(t.db, { action: 'user.updated', entity: 'user', entityId: `new${pages}`, resultCode: 0, actor: { userId: user.userId } });
    } while (cursor && pages < 10);
    expect(seen).toEqual(['6', '5', '4', '3', '2', '1', '0']);
    expect(pages).toBe(3);
    const bad = await list(user, '?cursor=not-a-cursor');
    expect([bad.status, bad.body.resultCode, bad.body.field]).toEqual([400, 1001, 'cursor']);
  });

  it('exports the filtered events as CSV in the request\'s language, formulas made text', async () => {
    const file = await csv(admin, '', 'en');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="?AuditTrail_\d{4}-\d\d-\d\d\.csv/);
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toBe("Time (UTC),Agent,Agent name,User,User's agent,Impersonated by,Impersonator's agent,Event,Action,On,Reference,Result,Result code,IP address");
    expect(lines).toHaveLength(6);
    const refund = lines.find((line) => line.includes('transaction.refund'))!;
    expect(refund).toContain(`,${admin.login},${rootCode},${support.login},`);
    expect(refund).toContain(`,Refunds,transaction.refund,Transaction,"'=HYPERLINK(""x"")",Success,0,192.0.2.3`);
    expect(file.body).not.toContain(strangerCode);
    const german = await csv(admin, '?result=REFUSED', 'de');
    expect(german.body.split('\r\n')[0]).toMatch(/^Zeit \(UTC\),Agent,/);
    expect(german.body).toContain('Abgelehnt');
    expect(german.body.trim().split('\r\n')).toHaveLength(3);
  });

  it('exports more rows than one read holds, in order', async () => {
    const user = await createSignedInUser(t.db, { acls: [ACL.AUDIT_R] });
    await t.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 2100; n += 1) await recordAudit(trx, { action: 'login', entity: 'user', entityId: n, resultCode: 0, actor: { userId: user.userId } });
    });
    const lines = (await csv(user)).body.trim().split('\r\n');
    expect(lines).toHaveLength(2101);
    expect(lines[1]).toContain(',2099,');
    expect(lines.at(-1)).toContain(',0,');
  }, 60_000);

  it('files an event under the agent it is about when that agent is the actor\'s or below, never in another branch', async () => {
    const user = await createSignedInUser(t.db, { acls: [ACL.AUDIT_R] });
    const own = await codeOf(user.agentId);
    const below = `B${own.slice(1, 7)}`;
    const belowId = await createAgent(t.db, { code: below, name: 'Below', level: 'R', parentId: user.agentId });
    const outsider = await createSignedInUser(t.db, { acls: [ACL.AUDIT_R] });
    await recordAudit(t.db, { action: 'agent.update', entity: 'agent', entityId: below, resultCode: 0, actor: { userId: user.userId } });
    // Someone of another branch naming this agent: filed under its own agent, not this branch's.
    await recordAudit(t.db, { action: 'agent.update', entity: 'agent', entityId: below, resultCode: 1005, actor: { userId: outsider.userId } });
    const rows = await t.db.selectFrom('audit_log').select(['actor_user_id', 'agent_id']).where('entity_id', '=', below).orderBy('id').execute();
    expect(rows).toEqual([{ actor_user_id: user.userId, agent_id: belowId }, { actor_user_id: outsider.userId, agent_id: outsider.agentId }]);
    expect((await list(user, `?agentCode=${below}`)).body.data.map((e) => e.resultCode)).toEqual([0]);
    expect((await list(outsider)).body.data.map((e) => e.resultCode)).toEqual([1005]);
  });

  it('is append-only: the database refuses UPDATE and DELETE of its rows', async () => {
    await expect(sql`UPDATE audit_log SET action = 'forged' WHERE actor_user_id = ${admin.userId}`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log WHERE actor_user_id = ${admin.userId}`.execute(t.db)).rejects.toThrow(/append-only/);
    expect((await list(admin)).body.data).toHaveLength(5);
  });
});
