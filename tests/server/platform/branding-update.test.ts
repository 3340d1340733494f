// Provider staff change the deployment's branding through PUT /api/v1/custom-template-details:
// the GET answers the new look, logos are kept, replaced or removed, each change is audited with
// before and after; merchants are refused (1003) and bad values are refused naming the field
// (1001) with nothing changed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACL, MERCHANT_ACLS } from '../../../server/domain/acls';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser, type SignedInUser } from '../support/test-users';
import { refusalOf } from '../support/requests';

const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

const harbour = { portalName: 'Harbour Portal', primaryColor: '#0b5fa5', secondaryColor: '#dbe9f6' };

describe.skipIf(testDatabaseSkipReason)('branding update by provider staff', () => {
  let t: TestApp;
  let staff: SignedInUser;
  let merchantAdmin: SignedInUser;

  let auditFrom = 0;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await createSignedInUser(t.db, { acls: [ACL.BRANDING_W] });
    merchantAdmin = await createSignedInUser(t.db, { acls: [...MERCHANT_ACLS] });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.deleteFrom('branding').execute();
    // The audit trail is append-only (migration 0020): each test reads only the entries after its start.
    auditFrom = (await t.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow()).last ?? 0;
  });

  const put = (user: SignedInUser | null, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/custom-template-details', headers: user?.headers ?? {}, payload: body });
  const brandingOf = async (host = 'portal.example.com') =>
    (await t.app.inject({ method: 'GET', url: '/api/custom-template-details', headers: { host } })).json<Record<string, unknown>>();
  const audits = () =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', 'branding.update').where('id', '>', auditFrom).orderBy('id').execute();

  it('saves the default branding, answers it, and the GET of any host shows it', async () => {
    const answer = await put(staff, { ...harbour, brandLogoLight: '/branding/harbour.svg' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      resultCode: 0,
      resultDescription: 'Success',
      ...harbour,
      brandLogoLight: '/branding/harbour.svg',
      brandLogoDark: null,
      faviconLogoLight: null,
      faviconLogoDark: null,
    });
    expect(await brandingOf()).toMatchObject({ ...harbour, brandLogoLight: '/branding/harbour.svg' });
    expect(await brandingOf('other.example.org')).toMatchObject(harbour);
  });

  it('keeps logos left out, removes a logo set to null, and audits before and after', async () => {
    const logo = png(3000);
    await put(staff, { ...harbour, brandLogoLight: logo, faviconLogoDark: 'https://cdn.example.com/fav.ico' });
    await put(staff, { ...harbour, portalName: '  Harbour Pay  ', primaryColor: '#123456', faviconLogoDark: null });

    expect(await brandingOf()).toMatchObject({
      portalName: 'Harbour Pay',
      primaryColor: '#123456',
      brandLogoLight: logo,
      faviconLogoDark: null,
    });

    const [first, second] = await audits();
    expect(first).toMatchObject({ entity: 'branding', entity_id: 'default', before: null });
    expect(Number(first?.actor_user_id)).toBe(staff.userId);
    expect(second?.before).toMatchObject({ portalName: 'Harbour Portal', primaryColor: '#0b5fa5', faviconLogoDark: 'https://cdn.example.com/fav.ico' });
    expect(second?.after).toMatchObject({ portalName: 'Harbour Pay', primaryColor: '#123456', faviconLogoDark: null });
    // A data URL is audited by type, size and digest, not copied whole.
    expect((second?.after as Record<string, string>).brandLogoLight).toMatch(/^data:image\/png \(4022 characters, sha256 [0-9a-f]{16}\)$/);
  });

  it('brands one domain without touching the default', async () => {
    await put(staff, harbour);
    const answer = await put(staff, { domain: 'shop.example.com', portalName: 'Shop Portal', primaryColor: '#222222', secondaryColor: '#eeeeee' });
    expect(answer.statusCode).toBe(200);
    expect(await brandingOf('SHOP.example.com:8080')).toMatchObject({ portalName: 'Shop Portal', primaryColor: '#222222' });
    expect(await brandingOf('portal.example.com')).toMatchObject(harbour);
    expect((await audits()).map((row) => row.entity_id)).toEqual(['default', 'shop.example.com']);
  });

  it('keeps one default row when two changes arrive at once', async () => {
    const answers = await Promise.all([
      put(staff, harbour),
      put(staff, { ...harbour, portalName: 'Harbour Pay' }),
      put(staff, { ...harbour, portalName: 'Harbour Cards' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.db.selectFrom('branding').select('portal_name').where('domain', 'is', null).execute();
    expect(rows).toHaveLength(1);
    expect((await audits()).filter((row) => row.before === null)).toHaveLength(1);
  });

  it('refuses a merchant administrator with 1003 and changes nothing', async () => {
    const answer = await put(merchantAdmin, harbour);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ resultCode: 1003, resultDescription: 'You do not have SCP.PORTAL.BRANDING_W permission.' });
    expect(await brandingOf()).toMatchObject({ portalName: 'Merchant Portal', primaryColor: '#9c0d1b' });
    expect(await audits()).toEqual([]);
  });

  it('refuses a call without a session with 4001', async () => {
    const answer = await put(null, harbour);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ resultCode: 4001 });
  });

  it.each([
    ['a colour without #', { primaryColor: '0b5fa5' }, "Primary colour is not in a valid format.", 'primaryColor'],
    ['a short colour', { secondaryColor: '#fff' }, "Secondary colour is not in a valid format.", 'secondaryColor'],
    ['a named colour', { primaryColor: 'red' }, "Primary colour is not in a valid format.", 'primaryColor'],
    ['an empty portal name', { portalName: '' }, "Portal name must not be empty.", 'portalName'],
    ['a blank portal name', { portalName: '   ' }, "Portal name is not in a valid format.", 'portalName'],
    ['a portal name over 60 characters', { portalName: 'P'.repeat(61) }, "Portal name must be at most 60 characters.", 'portalName'],
    ['a javascript: logo', { brandLogoLight: 'javascript:alert(1)' }, "Logo for light mode is not in a valid format.", 'brandLogoLight'],
    ['a plain http logo', { brandLogoDark: 'http://cdn.example.com/logo.png' }, "Logo for dark mode is not in a valid format.", 'brandLogoDark'],
    ['a protocol-relative logo', { brandLogoDark: '//cdn.example.com/logo.png' }, "Logo for dark mode is not in a valid format.", 'brandLogoDark'],
    ['a data URL that is not an image', { faviconLogoLight: 'data:text/html;base64,PGI+' }, "Favicon for light mode is not in a valid format.", 'faviconLogoLight'],
    ['a logo over 256 KiB', { brandLogoLight: png(200_000) }, "Logo for light mode must be at most 262144 characters.", 'brandLogoLight'],
    ['a favicon over 64 KiB', { faviconLogoDark: png(50_000) }, "Favicon for dark mode must be at most 65536 characters.", 'faviconLogoDark'],
    ['a domain with a port', { domain: 'shop.example.com:8080' }, "Domain is not in a valid format.", 'domain'],
    ['an unknown field', { footerText: 'x' }, "Footer text is not a field of this form.", 'footerText'],
  ])('refuses %s with 1001 naming the field and changes nothing', async (_case, change, description, field) => {
    const answer = await put(staff, { ...harbour, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(refusalOf(description, field));
    expect(await brandingOf()).toMatchObject({ portalName: 'Merchant Portal', primaryColor: '#9c0d1b', brandLogoLight: null });
    expect(await audits()).toEqual([]);
  });

  it('refuses a missing colour with 1001', async () => {
    const answer = await put(staff, { portalName: 'Harbour Portal', primaryColor: '#0b5fa5' });
    expect(answer.json()).toEqual(refusalOf("Secondary colour is required.", 'secondaryColor'));
  });
});
