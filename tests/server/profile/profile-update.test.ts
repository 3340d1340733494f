// PUT /api/v1/update-profile (issue #13): names trimmed and required, details kept when left out
// and cleared when blank, the avatar checked by decoding it and kept scaled to 256 px, a new email
// address to be confirmed again, and the audit row.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { refusalOf } from '../support/requests';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser, type SignedInUser } from '../support/test-users';

function pngOf(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}
const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
const sizeOf = (url: string) => {
  const bytes = Buffer.from(url.split(',')[1]!, 'base64');
  return url.startsWith('data:image/png') ? PNG.sync.read(bytes) : jpeg.decode(bytes);
};

describe.skipIf(testDatabaseSkipReason)('updating one\'s profile', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createSignedInUser(t.db);
  });
  afterAll(async () => t?.close());

  const update = (body: object, who = user) => t.app.inject({ method: 'PUT', url: '/api/v1/update-profile', headers: who.headers, payload: body });
  const profile = async (who = user) => (await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: who.headers })).json();
  const names = { firstName: '  Alice ', surname: ' Nguyen' };

  it('saves trimmed names and details, keeps what is left out, clears what is blank, and audits it', async () => {
    expect((await update({ ...names, position: 'Operations Manager', phoneNumber: '+61412345678', countryCode: 'AU', stateCode: 'NSW' })).json())
      .toEqual({ resultCode: 0, resultDescription: 'Your profile has been updated.' });
    expect(await profile()).toMatchObject({ firstName: 'Alice', surname: 'Nguyen', position: 'Operations Manager', phoneNumber: '+61412345678', countryCode: 'AU' });
    await update({ ...names, position: '  ' });
    expect(await profile()).toMatchObject({ position: null, phoneNumber: '+61412345678', stateCode: 'NSW' });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'profile.updated').where('entity_id', '=', String(user.userId)).orderBy('id').execute();
    expect(audit.at(-1)).toMatchObject({ actor_user_id: user.userId, before: expect.objectContaining({ position: 'Operations Manager' }), after: expect.objectContaining({ position: null }) });
  });

  it('refuses a blank name naming the field, changing nothing', async () => {
    const before = await profile();
    expect((await update({ firstName: '   ', surname: 'Nguyen' })).json()).toEqual(refusalOf("First name is required.", 'firstName'));
    expect(await profile()).toEqual(before);
  });

  it('keeps a PNG or JPEG avatar scaled to 256 px in its own format, and removes it with null', async () => {
    await update({ ...names, logo: dataUrl('png', pngOf(600, 300)) });
    const { logo } = await profile();
    expect(logo).toMatch(/^data:image\/png;base64,/);
    expect(sizeOf(logo)).toMatchObject({ width: 256, height: 128 });

    const photo = jpeg.encode({ width: 512, height: 400, data: Buffer.alloc(512 * 400 * 4, 120) }, 90).data;
    await update({ ...names, logo: dataUrl('jpeg', photo) });
    const stored = (await profile()).logo as string;
    expect(stored).toMatch(/^data:image\/jpeg;base64,/);
    expect(sizeOf(stored)).toMatchObject({ width: 256, height: 200 });

    await update({ ...names });
    expect((await profile()).logo).toBe(stored);
    await update({ ...names, logo: null });
    expect((await profile()).logo).toBeNull();
  });

  it('refuses what is not the picture it says it is, and a header promising too many pixels, changing nothing', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const huge = pngOf(10, 10);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    const before = await profile();
    for (const logo of [dataUrl('png', svg), dataUrl('jpeg', pngOf(20, 20)), dataUrl('png', huge), dataUrl('png', Buffer.alloc(1_040_000, 1))]) {
      const answer = await update({ ...names, logo });
      expect(answer.json(), logo.slice(0, 40)).toEqual(refusalOf('Avatar must be a PNG or JPEG picture of at most 1 MB.', 'logo'));
    }
    expect(await profile()).toEqual(before);
  });

  it('asks for a changed email address to be confirmed before the next call', async () => {
    const mover = await createSignedInUser(t.db);
    await update({ ...names, emailAddress: `${mover.login}@example.test` }, mover);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/agent-user-info', headers: mover.headers })).json()).toMatchObject({ resultCode: 0 });
    await update({ ...names, emailAddress: 'someone.else@example.test' }, mover);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/agent-user-info', headers: mover.headers })).json()).toMatchObject({ resultCode: 10222 });
  });
});
