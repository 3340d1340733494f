// The shell's platform operations: engine status, API version, branding per domain, settings;
// plus the answers every path gets (unknown /api paths, the web client, security headers).
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createTestApp, type TestApp } from './support/app';
import { testDatabaseSkipReason } from './support/test-database';
import { createSignedInUser } from './support/test-users';
import { testClientDir } from './support/client-dir';

describe.skipIf(testDatabaseSkipReason)('platform operations', () => {
  let t: TestApp;
  const client = testClientDir();
  const clientDir = client.dir;
  beforeAll(async () => {
    t = await createTestApp({ config: { clientDir } });
  });
  afterAll(async () => {
    await t?.close();
    client.remove();
  });

  it('answers the engine status without a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/status' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ resultCode: 0, resultDescription: 'Success', status: 'ALIVE' });
  });

  it('has no Pact state-change URL nor message endpoint (only contracts/provider/provider-server.ts, with its test setting, adds them)', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/_pact/provider-states', payload: { state: 'MD0001 admin is signed in with the demo credit limit templates' } });
    expect(answer.statusCode).toBe(404);
    const message = await t.app.inject({ method: 'POST', url: '/_pact/messages', payload: { description: 'a forced-logout notice on the topic of MD0001 admin, who signed in from another location' } });
    expect(message.statusCode).toBe(404);
  });

  it('answers the API version from package.json', async () => {
    const { version } = JSON.parse(readFileSync(t.config.packageFile, 'utf8')) as { version: string };
    const answer = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(answer.json()).toEqual({ resultCode: 0, resultDescription: 'Success', versionNumber: version });
  });

  it('answers the built-in branding when the table is empty, then the default row, then the domain row', async () => {
    const brandingOf = async (host: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/custom-template-details', headers: { host } })).json();

    expect(await brandingOf('portal.example.com')).toMatchObject({
      resultCode: 0,
      portalName: 'Merchant Portal',
      primaryColor: '#9c0d1b',
      secondaryColor: '#E4E6EF',
    });

    await t.db.insertInto('branding').values({ domain: null, portal_name: 'Default Portal', primary_color: '#111111' }).execute();
    await t.db
      .insertInto('branding')
      .values({ domain: 'shop.example.com', portal_name: 'Shop Portal', primary_color: '#222222', brand_logo_light: '/logo.png' })
      .execute();

    expect(await brandingOf('portal.example.com:8080')).toMatchObject({ portalName: 'Default Portal', primaryColor: '#111111' });
    expect(await brandingOf('SHOP.example.com:8080')).toMatchObject({
      portalName: 'Shop Portal',
      primaryColor: '#222222',
      brandLogoLight: '/logo.png',
    });
  });

  it('answers the settings to a signed-in user, defaults first and then the stored values', async () => {
    const user = await createSignedInUser(t.db);
    const settings = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: user.headers })).json();
    expect(await settings()).toEqual({
      resultCode: 0,
      resultDescription: 'Success',
      transactionSearchRangeInMonths: 6,
      exportLimit: 1000,
      transactionExportViaEmailRangeInMonths: 3,
      idleTimeoutSeconds: 900,
      idleCountdownSeconds: 180,
      sessionLifetimeMinutes: 720,
      documentFileMaxMb: 10,
      documentFileNameMaxLength: 200,
      pinOrderFileMaxMb: 5,
      pinOrderFileNameMaxLength: 200,
      // No service desk unless the deployment names one (SUPPORT_DESK_URL).
      supportDeskUrl: null,
    });
    await t.db.insertInto('settings').values({ key: 'exportLimit', value: JSON.stringify(500) }).execute();
    expect(await settings()).toMatchObject({ exportLimit: 500 });
  });

  it('refuses the settings without a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ resultCode: 4001, resultDescription: 'Your session has expired, please login again.' });
  });

  it('answers unknown /api paths and methods with a JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/v1/no-such-thing'], ['DELETE', '/api/status'], ['GET', '/api']] as const) {
      const answer = await t.app.inject({ method, url });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json()).toMatchObject({ resultCode: 1004 });
    }
  });

  it('serves the web client with a history-API fallback', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/company-details' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('<div id="root">');
  });

  it('answers a missing file with 404, not the app page (a browser would cache index.html as it)', async () => {
    mkdirSync(join(clientDir, '.vite'), { recursive: true });
    writeFileSync(join(clientDir, '.vite/manifest.json'), '{}');
    for (const url of ['/favicon.ico', '/assets/old-chunk-1234.js', '/.vite/manifest.json']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ resultCode: 1004 });
    }
  });

  it('sends a script as the brotli or gzip copy the build wrote beside it when the browser accepts it, plain otherwise', async () => {
    const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(join(clientDir, 'assets/entry.js'), script);
    writeFileSync(join(clientDir, 'assets/entry.js.br'), brotliCompressSync(script));
    writeFileSync(join(clientDir, 'assets/entry.js.gz'), gzipSync(script));
    const plain = await t.app.inject({ method: 'GET', url: '/assets/entry.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const answer = await t.app.inject({ method: 'GET', url: '/assets/entry.js', headers: { 'accept-encoding': encoding } });
      expect(answer.headers['content-encoding'], encoding).toBe(encoding);
      expect(answer.headers['content-type']).toContain('javascript');
      expect(decode(answer.rawPayload).toString()).toBe(script);
    }
  });

  it('serves the live channel at /ws and refuses a STOMP CONNECT without a valid session', async () => {
    let onMessage: (text: string) => void = () => undefined;
    const message = new Promise<string>((resolve) => (onMessage = resolve));
    const socket = await t.app.injectWS('/ws', {}, { onInit: (ws) => ws.on('message', (data) => onMessage(String(data))) });
    socket.send('CONNECT\naccept-version:1.2\nhost:portal\nUsername:nobody\nAuthorization:Bearer not-a-token\n\n\0');
    const frame = await message;
    expect(frame).toMatch(/^ERROR\n/);
    expect(frame).toContain('"resultCode":4001');
    socket.terminate();
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/api/status', '/api/nothing', '/']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});

describe('engine status without a database', () => {
  it('answers DOWN with 500 1500', async () => {
    // A pool pointed at a port nobody listens on: every query fails.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const app = await buildApp({ db, jobStore: null, config: loadConfig({}) });
    const answer = await app.inject({ method: 'GET', url: '/api/status' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ resultCode: 1500, status: 'DOWN' });
    await app.close();
    await db.destroy();
  });
});
