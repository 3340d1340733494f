// Secrets stay where they belong (security issue #12 item 4): keys come from the environment or,
// on the embedded database, a key file outside the database folder, never from the database; a
// PostgreSQL start without them is refused; authenticator secrets are stored sealed; tokens are
// redacted from logged URLs; mail bodies are never logged and kept only in the demo's mailbox.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { deliverMail } from '../../../server/modules/mail/mail.service';
import { findUserById, saveTotpSecret } from '../../../server/modules/auth/sign-in-users.repository';
import { isSecretParameter, redactUrl } from '../../../server/http/logged-request';
import { listContractOperations } from '../../../server/http/contract-operations';
import { loadOpenApiDocument } from '../../../server/http/openapi-document';
import { startServerKeys } from '../../../server/security/key-start';
import { installServerKeys, loadServerKeys, MissingKeysError, newKey, serverKeys } from '../../../server/security/server-keys';
import { openSecret, sealSecret } from '../../../server/security/sealed-secret';
import { createTestApp, type TestApp } from '../support/app';
import { createTestDatabase, testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser } from '../support/test-users';
import { TEST_SERVER_KEYS } from '../../support/test-keys';

const root = new URL('../../..', import.meta.url).pathname;
const everyKey = { pinSecret: newKey(), captchaSecret: newKey(), totpKey: newKey() };

describe('the server keys', () => {
  it('refuses a start on PostgreSQL without PIN_SECRET, CAPTCHA_SECRET and TOTP_SECRET_KEY, before it opens the database', () => {
    expect(() => loadServerKeys({ fromEnvironment: { pinSecret: everyKey.pinSecret } })).toThrow(MissingKeysError);
    expect(() => loadServerKeys({ fromEnvironment: {} })).toThrow(/PIN_SECRET, CAPTCHA_SECRET, TOTP_SECRET_KEY must be set/);
    const run = spawnSync('npx', ['tsx', 'server/main.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PIN_SECRET: '', CAPTCHA_SECRET: '', TOTP_SECRET_KEY: '', PORT: '0' },
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('must be set in the environment on PostgreSQL');
  });

  it('refuses a key too short to be a key', () => {
    expect(() => loadServerKeys({ fromEnvironment: { ...everyKey, pinSecret: 'secret' } })).toThrow(/PIN_SECRET must be at least 32 characters/);
  });

  it('keeps the embedded database\'s keys in a key file of its owner, beside the data folder, the same at every start', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'keys-')), 'data');
    const sources = loadConfig({ DATA_DIR: dataDir }).keys;
    expect(sources.keyFile).toBe(`${dataDir}.keys.json`);
    const first = loadServerKeys(sources);
    expect(existsSync(dataDir)).toBe(false);
    expect(statSync(sources.keyFile!).mode & 0o777).toBe(0o600);
    expect(loadServerKeys(sources)).toEqual(first);
    // The environment's keys win over the file's; the file keeps the rest.
    const pinSecret = newKey();
    expect(loadServerKeys({ ...sources, fromEnvironment: { pinSecret } })).toMatchObject({ pinSecret, totpKey: first.totpKey });
    expect(JSON.parse(readFileSync(sources.keyFile!, 'utf8'))).toMatchObject({ pinSecret: first.pinSecret });
  });
});

describe.skipIf(testDatabaseSkipReason)('keys once kept in the database', () => {
  afterAll(() => installServerKeys(TEST_SERVER_KEYS));

  it('moves them out at start: into the key file on the embedded database, and the settings rows go', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.insertInto('settings').values([
        { key: 'pinSecret', value: JSON.stringify('an-old-pin-secret-kept-in-the-database-000') },
        { key: 'altchaHmacKey', value: JSON.stringify('an-old-captcha-key-kept-in-the-database-00') },
      ]).execute();
      const keyFile = join(mkdtempSync(join(tmpdir(), 'keys-')), 'data.keys.json');
      const keys = await startServerKeys(database.db, { fromEnvironment: {}, keyFile });
      expect(keys).toMatchObject({ pinSecret: 'an-old-pin-secret-kept-in-the-database-000', captchaSecret: 'an-old-captcha-key-kept-in-the-database-00' });
      expect(JSON.parse(readFileSync(keyFile, 'utf8'))).toMatchObject({ pinSecret: keys.pinSecret, captchaSecret: keys.captchaSecret });
      expect(await database.db.selectFrom('settings').select('key').where('key', 'in', ['pinSecret', 'altchaHmacKey']).execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('refuses a PostgreSQL start whose PIN_SECRET is not the one the database sealed its vouchers with, and changes nothing', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.insertInto('settings').values({ key: 'pinSecret', value: JSON.stringify('an-old-pin-secret-kept-in-the-database-000') }).execute();
      await expect(startServerKeys(database.db, { fromEnvironment: everyKey })).rejects.toThrow(/set PIN_SECRET to that value/);
      expect(await database.db.selectFrom('settings').select('key').where('key', '=', 'pinSecret').execute()).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('seals authenticator secrets kept plain, and those sealed with the previous key after a rotation', async () => {
    const database = await createTestDatabase();
    try {
      const plain = await createSignedInUser(database.db);
      const rotated = await createSignedInUser(database.db);
      await database.db.updateTable('users').set({ totp_secret: 'JBSWY3DPEHPK3PXP' }).where('id', '=', plain.userId).execute();
      const oldKey = newKey();
      await database.db.updateTable('users').set({ totp_secret: sealSecret(oldKey, 'KRUGS4ZANFZSAYJA') }).where('id', '=', rotated.userId).execute();

      const keys = await startServerKeys(database.db, { fromEnvironment: { ...everyKey, previousTotpKey: oldKey } });
      const stored = await database.db.selectFrom('users').select(['id', 'totp_secret']).where('id', 'in', [plain.userId, rotated.userId]).orderBy('id').execute();
      for (const row of stored) expect(row.totp_secret).toMatch(/^v1:[0-9a-f]{8}:/);
      expect(stored.map((row) => openSecret([keys.totpKey], row.totp_secret!))).toEqual(['JBSWY3DPEHPK3PXP', 'KRUGS4ZANFZSAYJA']);
      expect((await findUserById(database.db, plain.userId))?.totpSecret).toBe('JBSWY3DPEHPK3PXP');
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(testDatabaseSkipReason)('secrets at rest and in the log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('stores an authenticator secret sealed, never as it is', async () => {
    const user = await createSignedInUser(t.db);
    await saveTotpSecret(t.db, user.userId, 'JBSWY3DPEHPK3PXP');
    const row = await t.db.selectFrom('users').select('totp_secret').where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret([serverKeys().totpKey], row.totp_secret!)).toBe('JBSWY3DPEHPK3PXP');
    // The set-up the user loads shows the secret itself.
    const setUp = await t.app.inject({ method: 'GET', url: '/api/v1/load-twofactor-auth', headers: user.headers });
    expect(setUp.body).toContain('JBSWY3DPEHPK3PXP');
  });

  it('writes no token of a URL to the log', async () => {
    expect(redactUrl('/auth/user-reset-password?token=abc&lang=de')).toBe('/auth/user-reset-password?token=[redacted]&lang=de');
    expect(redactUrl('/x?impersonationToken=a&loginToken=b&pinCode=1&page=2')).toBe('/x?impersonationToken=[redacted]&loginToken=[redacted]&pinCode=[redacted]&page=2');
    let log = '';
    const stream = new Writable({ write: (chunk, _encoding, done) => ((log += String(chunk)), done()) });
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, jobStore: null, config: loadConfig({}), logger: { level: 'info', stream } });
    try {
      await app.inject({ method: 'GET', url: '/api/auth/validate-reset-password-token?token=SECRET-RESET-TOKEN-0000000000000000000000' });
      await app.inject({ method: 'GET', url: '/auth/impersonate-login?token=SECRET-IMPERSONATION-TOKEN' });
    } finally {
      await app.close();
      await database.close();
    }
    expect(log).toContain('validate-reset-password-token?token=[redacted]');
    expect(log).not.toContain('SECRET-');
  });

  it('writes no voucher PIN of a path to the log, nor to the audit of a refused check', async () => {
    expect(redactUrl('/api/v1/voucher/validate/4013362432609138', '/api/v1/voucher/validate/:pin')).toBe('/api/v1/voucher/validate/[redacted]');
    expect(redactUrl('/api/v1/report-views/12?x=1', '/api/v1/report-views/:viewId')).toBe('/api/v1/report-views/12?x=1');
    let log = '';
    const stream = new Writable({ write: (chunk, _encoding, done) => ((log += String(chunk)), done()) });
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, jobStore: null, config: loadConfig({}), logger: { level: 'info', stream } });
    try {
      const viewer = await createSignedInUser(database.db, { acls: [] });
      const refused = await app.inject({ method: 'GET', url: '/api/v1/voucher/validate/4013362432609138', headers: viewer.headers });
      expect(refused.json()).toMatchObject({ resultCode: 1003 });
      await app.inject({ method: 'GET', url: '/api/v1/voucher/validate/4013362432609139?pin=4013362432609140' });
      const audited = await database.db.selectFrom('audit_log').selectAll().where('action', '=', 'authorisation.refused').execute();
      expect(audited.length).toBeGreaterThan(0);
      expect(JSON.stringify(audited)).not.toContain('40133624326091');
    } finally {
      await app.close();
      await database.close();
    }
    expect(log).toContain('/api/v1/voucher/validate/[redacted]');
    expect(log).not.toContain('40133624326091');
  });

  it('names every path parameter of the contract that carries a secret so that the log redacts it', () => {
    // The contract's path parameters that are not secret: identifiers of the user's own records.
    const notSecret = new Set(['exportId', 'viewId', 'scheduleId']);
    const operations = listContractOperations(loadOpenApiDocument(loadConfig({}).openapiFile));
    const names = operations.flatMap((operation) => [...operation.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!));
    expect(names).toContain('pin');
    for (const name of names) expect(isSecretParameter(name) || notSecret.has(name), name).toBe(true);
  });

  it('logs a mail without its body, and keeps the body only as the embedded demo\'s mailbox', async () => {
    const logged: object[] = [];
    const log = { info: (details: object) => logged.push(details) };
    const deployment = { ...t.config, databaseUrl: 'postgres://example', demo: { ...t.config.demo, enabled: true } };
    await deliverMail({ db: t.db, config: deployment, log }, { to: 'deployed@example.test', subject: 'Unlock code', text: 'Your code is 123456' });
    await deliverMail({ db: t.db, config: t.config, log }, { to: 'demo@example.test', subject: 'Unlock code', text: 'Your code is 654321 http://localhost/x?a=1' });
    expect(JSON.stringify(logged)).not.toMatch(/123456|654321/);
    const rows = await t.db.selectFrom('mail_outbox').select(['to_address', 'text_body']).where('to_address', 'in', ['deployed@example.test', 'demo@example.test']).orderBy('id').execute();
    expect(rows).toEqual([
      { to_address: 'deployed@example.test', text_body: '' },
      { to_address: 'demo@example.test', text_body: 'Your code is 654321 http://localhost/x?a=1' },
    ]);
    const mailbox = await t.app.inject({ method: 'GET', url: '/demo/mailbox' });
    expect(mailbox.headers['content-type']).toContain('text/html');
    expect(mailbox.body).toContain('Your code is 654321 <a href="http://localhost/x?a=1">');
    expect(mailbox.body).not.toContain('123456');
  });

  it('has no demo mailbox on PostgreSQL or with an SMTP server', async () => {
    const database = await createTestDatabase();
    for (const config of [{ ...loadConfig({}), databaseUrl: 'postgres://example' }, { ...loadConfig({}), smtpUrl: 'smtp://127.0.0.1:1' }]) {
      const app = await buildApp({ db: database.db, jobStore: null, config });
      expect((await app.inject({ method: 'GET', url: '/demo/mailbox', headers: { accept: 'application/json' } })).body).not.toContain('Demo mailbox');
      await app.close();
    }
    await database.close();
  });
});
