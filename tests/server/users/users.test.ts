// User management on the server (issue #13): the list of the agent's users, paged, sorted and
// searched; one user inside the actor's agent tree only; create, edit and delete with the spec's
// rules, the permission rules (only ACLs the actor holds, never a provider-only one, flags and
// ACLs in step), sessions ended by inactivation and deletion, and audit rows. Refusals change nothing.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACL } from '../../../server/domain/acls';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser, type SignedInUser } from '../support/test-users';
import { refusalOf, rowCounts as allRowCounts } from '../support/requests';
import { findUsersByLoginAndEmail } from '../../../server/modules/auth/sign-in-users.repository';
import { EMAIL_CHANGED_MAIL } from '../../../server/modules/users/users.service';
import { waitFor } from '../support/wait-for';
import { PROBLEM } from '../../../server/i18n/problems';
import { english } from '../../../server/i18n/words';

const ADMIN_ACLS = [ACL.USER_R, ACL.USER_W, ACL.USER_D, ACL.REDEMPTION_R, ACL.REDEMPTION_W, ACL.REFUND_W, ACL.PIN_BATCH_LIST_R];
const GOOD_PASSWORD = 'Portal#2026';

/** Row counts of every table but the audit log (a refused authorisation is audited). */
async function rowCounts(db: TestApp['db']) {
  const { audit_log: _audited, ...counts } = await allRowCounts(db);
  return counts;
}

describe.skipIf(testDatabaseSkipReason)('user management', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t.db, { acls: ADMIN_ACLS });
  });
  afterAll(async () => t?.close());

  const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const unique = () => randomBytes(3).toString('hex');
  const newUser = (extra: Record<string, unknown> = {}) => ({
    login: `cashier${unique()}`, password: GOOD_PASSWORD, repeatPassword: GOOD_PASSWORD, description: 'Weekend cashier',
    firstName: 'Chris', surname: 'Park', emailAddress: 'chris@example.test', phoneNumber: '+61400000009', position: 'Cashier', ...extra,
  });
  const create = async (actor: SignedInUser, body: Record<string, unknown>) => (await call(actor, 'POST', '/api/v1/user/new', body)).json();
  const list = async (actor: SignedInUser, body: Record<string, unknown> = {}) =>
    (await call(actor, 'POST', '/api/v1/user/list', { pageIndex: 1, pageSize: 100, ...body })).json();
  const idOf = async (actor: SignedInUser, login: string) =>
    ((await list(actor, { searchText: login })).users as { userId: number; username: string }[]).find((u) => u.username === login)!.userId;
  const details = async (actor: SignedInUser, id: number) => (await call(actor, 'GET', `/api/v1/user/details?id=${id}`)).json();
  /** A new administrator with its own agent, so counts and sorts see only its users. */
  const freshAdmin = (acls: string[] = ADMIN_ACLS) => createSignedInUser(t.db, { acls });

  it('creates an active user that must change its password, with the flags as ACLs, and audits it', async () => {
    const body = newUser({ resetPassword: 'T', validatePinPermission: 'T', redeemVoucherPermission: 'F' });
    expect(await create(admin, body)).toEqual({ resultCode: 0, resultDescription: 'The user has been created.' });
    const id = await idOf(admin, body.login);
    expect(await details(admin, id)).toMatchObject({
      resultCode: 0, username: body.login, status: 'Active', statusId: '1', resetPassword: 'T',
      validatePinPermission: 'T', redeemVoucherPermission: 'F', refundVoucherPermission: 'F', acls: [ACL.REDEMPTION_R],
    });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.created').where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_user_id: admin.userId, result_code: 0, after: expect.objectContaining({ login: body.login, acls: [ACL.REDEMPTION_R] }) });
    expect(JSON.stringify(audit.after)).not.toContain(GOOD_PASSWORD);
  });

  it('refuses a weak password with the spec\'s rule, a wrong repetition, a blank name and a taken login in any case, changing nothing', async () => {
    const taken = newUser();
    await create(admin, taken);
    const before = await rowCounts(t.db);
    expect(await create(admin, newUser({ password: 'portal2026', repeatPassword: 'portal2026' }))).toEqual(refusalOf(english(PROBLEM.passwordRule), 'password'));
    expect(await create(admin, newUser({ repeatPassword: 'Portal#2027' }))).toEqual(refusalOf("Repeat password doesn't match", 'repeatPassword'));
    expect(await create(admin, newUser({ firstName: '   ' }))).toEqual(refusalOf("First name is required.", 'firstName'));
    const again = await call(admin, 'POST', '/api/v1/user/new', newUser({ login: taken.login.toUpperCase() }));
        expect(again.json()).toEqual({ resultCode: 1009, resultDescription: 'Username is already taken.', field: 'login' });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('lets a user give only the permissions it holds, never a provider-only one', async () => {
    const limited = await freshAdmin([ACL.USER_R, ACL.USER_W, ACL.REDEMPTION_R]);
    const before = await rowCounts(t.db);
    const refused = await call(limited, 'POST', '/api/v1/user/new', newUser({ redeemVoucherPermission: 'T' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ resultCode: 1003, resultDescription: `You do not have ${ACL.REDEMPTION_W} permission.` });
    expect(await rowCounts(t.db)).toEqual(before);

    const body = newUser({ validatePinPermission: 'T' });
    expect(await create(limited, body)).toMatchObject({ resultCode: 0 });
    const id = await idOf(limited, body.login);
    const edit = (acls: string[]) => call(limited, 'PUT', '/api/v1/user/edit', { id, description: 'x', firstName: 'Chris', surname: 'Park', acls });
    expect((await edit([ACL.REDEMPTION_R, ACL.USER_D])).json()).toMatchObject({ resultCode: 1003 });
    const provider = await freshAdmin([...ADMIN_ACLS, ACL.SUPPORT_IMPERSONATE]);
    const theirs = newUser();
    await create(provider, theirs);
    const providerEdit = await call(provider, 'PUT', '/api/v1/user/edit', {
      id: await idOf(provider, theirs.login), description: 'x', firstName: 'Chris', surname: 'Park', acls: [ACL.SUPPORT_IMPERSONATE],
    });
    expect(providerEdit.json()).toMatchObject({ resultCode: 1003, resultDescription: 'Provider permissions cannot be given to merchant users.' });
    expect((await details(limited, id)).acls).toEqual([ACL.REDEMPTION_R]);
  });

  it('an email changed by an administrator counts for resets only once confirmed, and the former address is told', async () => {
    const body = newUser({ emailAddress: `owner${unique()}@example.test` });
    await create(admin, body);
    const id = await idOf(admin, body.login);
    await t.db.updateTable('users').set({ email_confirmed_at: new Date() }).where('id', '=', id).execute();
    expect(await findUsersByLoginAndEmail(t.db, body.login, body.emailAddress)).toHaveLength(1);
    const taken = `taker${unique()}@example.test`;
    const edit = (emailAddress: string) => call(admin, 'PUT', '/api/v1/user/edit', { id, description: 'Cashier', firstName: 'Chris', surname: 'Park', emailAddress });
    expect((await edit(taken)).json()).toMatchObject({ resultCode: 0 });
    const row = await t.db.selectFrom('users').select(['email', 'email_confirmed_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: taken, email_confirmed_at: null });
    // No reset link goes to the new address until its owner confirms it; none to the old one either.
    expect(await findUsersByLoginAndEmail(t.db, body.login, taken)).toEqual([]);
    expect(await findUsersByLoginAndEmail(t.db, body.login, body.emailAddress)).toEqual([]);
    const notice = await waitFor('the former address to be told', async () =>
      t.db.selectFrom('mail_outbox').select(['subject']).where('to_address', '=', body.emailAddress).executeTakeFirst());
    expect(notice.subject).toBe(english(EMAIL_CHANGED_MAIL.subject));
    // An edit that keeps the address (in another case) keeps its confirmation and mails nothing.
    await t.db.updateTable('users').set({ email_confirmed_at: new Date() }).where('id', '=', id).execute();
    await edit(taken.toUpperCase());
    expect((await t.db.selectFrom('users').select('email_confirmed_at').where('id', '=', id).executeTakeFirstOrThrow()).email_confirmed_at).not.toBeNull();
  });

  it('keeps the flags and the ACLs in step whichever is edited', async () => {
    const body = newUser();
    await create(admin, body);
    const id = await idOf(admin, body.login);
    const edit = (extra: object) => call(admin, 'PUT', '/api/v1/user/edit', { id, description: 'Cashier', firstName: 'Chris', surname: 'Park', ...extra });
    await edit({ acls: [ACL.REDEMPTION_W, ACL.REFUND_W] });
    expect(await details(admin, id)).toMatchObject({ redeemVoucherPermission: 'T', refundVoucherPermission: 'T', validatePinPermission: 'F' });
    await edit({ validatePinPermission: 'T', refundVoucherPermission: 'F' });
    expect(await details(admin, id)).toMatchObject({ acls: [ACL.REDEMPTION_R, ACL.REDEMPTION_W], validatePinPermission: 'T', refundVoucherPermission: 'F' });
  });

  it('lists the agent\'s own users sorted by login, paged, searched, and in any order asked', async () => {
    const owner = await freshAdmin();
    for (const login of ['delta', 'alpha', 'charlie', 'bravo']) await create(owner, newUser({ login, firstName: login.toUpperCase() }));
    const page = await list(owner, { pageSize: 10 });
    expect(page).toMatchObject({ resultCode: 0, totalOfRecords: 5, totalOfPages: 1 });
    expect(page.users.map((u: { username: string }) => u.username)).toEqual(['alpha', 'bravo', 'charlie', 'delta', owner.login]);
    expect(page.users[0]).toEqual({
      userId: expect.any(Number), username: 'alpha', firstName: 'ALPHA', surname: 'Park', description: 'Weekend cashier',
      createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), status: 'Active', statusId: '1',
    });
    const byName = await list(owner, { orderBy: 'firstName', orderType: 'DESC' });
    expect(byName.users.map((u: { username: string }) => u.username)).toEqual(['delta', 'charlie', 'bravo', 'alpha', owner.login]);
    const pageTwo = await list(owner, { pageSize: 10, pageIndex: 2 });
    expect(pageTwo).toMatchObject({ users: [], totalOfRecords: 5, totalOfPages: 1 });
    expect((await list(owner, { searchText: 'CHAR' })).users.map((u: { username: string }) => u.username)).toEqual(['charlie']);
    expect((await list(owner, { searchText: '%' })).totalOfRecords).toBe(0);
    expect(await list(admin)).not.toMatchObject({ users: expect.arrayContaining([expect.objectContaining({ username: 'alpha' })]) });
  });

  it('shows and changes only users inside the actor\'s agent tree', async () => {
    const stranger = await freshAdmin();
    const theirs = newUser();
    await create(stranger, theirs);
    const id = await idOf(stranger, theirs.login);
    const before = await rowCounts(t.db);
    const seen = await call(admin, 'GET', `/api/v1/user/details?id=${id}`);
    expect(seen.json()).toEqual({ resultCode: 1004, resultDescription: 'The user was not found.' });
    expect((await call(admin, 'PUT', '/api/v1/user/edit', { id, statusId: '4', description: 'x', firstName: 'a', surname: 'b' })).json()).toMatchObject({ resultCode: 1004 });
    expect((await call(admin, 'PUT', '/api/v1/user/delete', { username: theirs.login })).json()).toMatchObject({ resultCode: 1004 });
    expect(await rowCounts(t.db)).toEqual(before);
    expect((await details(stranger, id)).statusId).toBe('1');
  });

  it('ends an inactivated user\'s sessions at once and stops its sign-in, and audits before and after', async () => {
    const body = newUser();
    await create(admin, body);
    const id = await idOf(admin, body.login);
    const merchantId = (await t.db.selectFrom('agents').select('code').where('id', '=', admin.agentId).executeTakeFirstOrThrow()).code;
    const signIn = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { merchantId, username: body.login, password: GOOD_PASSWORD } });
    const signedIn = await signIn();
    expect(signedIn.json()).toMatchObject({ resultCode: 0 });
    const headers = { authorization: signedIn.headers.authorization as string };

    const edit = await call(admin, 'PUT', '/api/v1/user/edit', { id, statusId: '4', description: 'Left', firstName: 'Chris', surname: 'Park' });
    expect(edit.json()).toEqual({ resultCode: 0, resultDescription: 'The user has been updated.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers })).json()).toMatchObject({ resultCode: 4003 });
    expect((await signIn()).json()).toMatchObject({ resultCode: 4004 });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.updated').where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ before: expect.objectContaining({ statusId: '1', description: 'Weekend cashier' }), after: expect.objectContaining({ status_id: '4', description: 'Left' }) });
  });

  it('never lets a user inactivate, re-permission or delete itself, nor act on a user more powerful than itself', async () => {
    const self = (extra: object) => call(admin, 'PUT', '/api/v1/user/edit', { id: admin.userId, description: 'Me', firstName: 'Ann', surname: 'Lee', ...extra });
    expect((await self({ statusId: '4' })).json()).toMatchObject({ resultCode: 1009, resultDescription: 'You cannot change your own status or permissions.' });
    expect((await self({ acls: [ACL.USER_R] })).json()).toMatchObject({ resultCode: 1009 });
    expect((await self({})).json()).toMatchObject({ resultCode: 0 });
    expect((await call(admin, 'PUT', '/api/v1/user/delete', { username: admin.login })).json()).toMatchObject({ resultCode: 1009, resultDescription: 'You cannot delete your own user.' });

    const weaker = await createSignedInUser(t.db, { acls: [ACL.USER_R, ACL.USER_W, ACL.USER_D] });
    await t.db.updateTable('users').set({ agent_id: admin.agentId }).where('id', '=', weaker.userId).execute();
    const refused = await t.app.inject({ method: 'PUT', url: '/api/v1/user/delete', headers: weaker.headers, payload: { username: admin.login } });
    expect(refused.json()).toMatchObject({ resultCode: 1003, resultDescription: 'You cannot change a user who holds permissions you do not have.' });
  });

  it('deletes a user: its sessions end, it leaves the list, and its login may be given again; only with USER_D', async () => {
    const body = newUser();
    await create(admin, body);
    const noDelete = await freshAdmin([ACL.USER_R, ACL.USER_W]);
    expect((await call(noDelete, 'PUT', '/api/v1/user/delete', { username: body.login })).json()).toMatchObject({ resultCode: 1003 });
    expect((await call(admin, 'PUT', '/api/v1/user/delete', { username: body.login })).json()).toEqual({ resultCode: 0, resultDescription: 'The user has been deleted.' });
    expect((await list(admin, { searchText: body.login })).totalOfRecords).toBe(0);
    expect(await create(admin, body)).toMatchObject({ resultCode: 0 });
  });
});
