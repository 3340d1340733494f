// Refused authorisation is audited (#12 item 9, server/http/error-handler.ts): a signed-in user
// refused for a missing ACL (1003) or for an agent outside its hierarchy (1005) leaves an audit
// entry with the user, the operation, the target and the address; answers stay as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser } from '../support/test-users';

describe.skipIf(testDatabaseSkipReason)('refused authorisation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const refusals = (userId: number) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', 'authorisation.refused').where('actor_user_id', '=', userId).orderBy('id').execute();

  it('audits a missing ACL with the user, the operation and the address', async () => {
    const user = await createSignedInUser(t.db, { acls: [] });
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/user/list', headers: user.headers, remoteAddress: '192.0.2.77', payload: {} });
    expect(answer.json().resultCode).toBe(1003);
    const [entry, ...more] = await refusals(user.userId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ entity: 'POST /api/v1/user/list', result_code: 1003, ip: '192.0.2.77' });
  });

  it('audits an agent outside the hierarchy with the agent asked for', async () => {
    const user = await createSignedInUser(t.db);
    const stranger = await createSignedInUser(t.db);
    const code = (await t.db.selectFrom('agents').select('code').where('id', '=', stranger.agentId).executeTakeFirstOrThrow()).code;
    const answer = await t.app.inject({ method: 'GET', url: `/api/v1/agent-info?agentCode=${code}`, headers: user.headers });
    expect(answer.json().resultCode).toBe(1005);
    const [entry] = await refusals(user.userId);
    expect(entry).toMatchObject({ entity: 'GET /api/v1/agent-info', result_code: 1005 });
    expect(JSON.stringify(entry!.after)).toContain(code);
  });

  it('does not audit a refusal of someone not signed in, nor a plain bad request', async () => {
    const before = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', 'authorisation.refused').executeTakeFirstOrThrow();
    await t.app.inject({ method: 'POST', url: '/api/v1/user/list', payload: {} });
    const user = await createSignedInUser(t.db);
    await t.app.inject({ method: 'GET', url: '/api/v1/agent-info?agentCode=', headers: user.headers });
    const after = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', 'authorisation.refused').executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
