// The PINs of PIN batch orders (issue #17) on the real server and database: generated exactly
// once however often the job runs (twice in a row, twice at once, a PIN drawn that a voucher has
// already), unique across the voucher table and kept only hashed and encrypted; downloaded as
// txt (where the deployment allows plain text) or as pgp encrypted to the agent's OpenPGP key,
// which decrypts with its private key to the order's PINs; every download in the custody trail
// of the order's details. The vouchers are sold to the ordering agent when made: one of a
// downloaded order's PINs validates and redeems at a merchant. The agents' keys: set and removed by provider staff only, only a public
// key that can encrypt. The attachment's download. Every refusal records nothing.
import { decrypt, generateKey, readMessage, readPrivateKey } from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { ACL } from '../../../server/domain/acls';
import { pinGenerate } from '../../../server/jobs/pin-generate';
import { pinGenerateResume, STUCK_AFTER_MS } from '../../../server/jobs/pin-generate-resume';
import { KEY_PROBLEM_TEXT, PGP_KEY_TEXT } from '../../../server/modules/pin-orders/agent-pgp-key.service';
import { generateOrderPins } from '../../../server/modules/pin-orders/pin-generation.service';
import { PIN_FILE_TEXT } from '../../../server/modules/pin-orders/pin-order-files.service';
import { PIN_ORDER_TEXT } from '../../../server/modules/pin-orders/pin-orders.service';
import { hashPin, pinKeys } from '../../../server/modules/vouchers/pin-codes';
import { readVoucherStock } from '../../../server/modules/vouchers/voucher-stock';
import { checkAnswersAgainstContract } from '../support/answer-contract';
import { rowCounts } from '../support/requests';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser } from '../support/test-users';
import { pinOrderHarness, testKeyPair, type PinOrderHarness } from './support';
import { english } from '../../../server/i18n/words';
import { noFollowUpJobs } from '../support/job-context';

const DOWNLOAD = '/api/v1/download-pin-batch-order';
const DOCUMENT = '/api/v1/download-pin-batch-order-document';
const DETAILS = '/api/v1/pin-batch-order-details';
const KEY = '/api/v1/agent-pgp-key';
const PIN_LINE = /^(\d+),(\d{16}),([A-Z0-9]+),(\d+\.\d\d),([A-Z]{3})$/;

/** The PINs of a txt file (after its header), checked line by line. */
function pinsOfText(text: string, product: string, value: string, currency: string): string[] {
  const [header, ...lines] = text.trimEnd().split('\n');
  expect(header).toBe('serial,pin,productCode,value,currency');
  return lines.map((line) => {
    const match = PIN_LINE.exec(line);
    expect(match, line).not.toBeNull();
    expect(match!.slice(3)).toEqual([product, value, currency]);
    return match![2]!;
  });
}

describe.skipIf(testDatabaseSkipReason)('the PINs of PIN batch orders', () => {
  let h: PinOrderHarness;
  let mdKeys: Awaited<ReturnType<typeof testKeyPair>>;
  const setKey = (user: Parameters<PinOrderHarness['headers']>[0], agentCode: string, publicKey: string | null) =>
    h.t.app.inject({ method: 'PUT', url: KEY, payload: { agentCode, publicKey }, headers: h.headers(user) }).then((r) => ({ status: r.statusCode, body: r.json() }));
  const download = (user: Parameters<PinOrderHarness['headers']>[0], orderRef: string, type: 'txt' | 'pgp') => h.get(user, DOWNLOAD, { orderRef, type });
  const vouchersOf = async (orderRef: string) => {
    const { id } = await h.orderRow(orderRef);
    return h.t.db.selectFrom('vouchers').select(['serial', 'pin_hash', 'status', 'sold_by_agent_id', 'sold_at']).where('pin_batch_order_id', '=', id).orderBy('id').execute();
  };

  beforeAll(async () => {
    h = await pinOrderHarness();
    mdKeys = await testKeyPair('MD0001 PIN files');
  });
  afterAll(async () => h?.close());

  describe('generation', () => {
    /** An order approved without its job (as if the job had not run yet). */
    async function approvedWithoutJob(productCode: string, qty: number) {
      const orderRef = await h.placeOrder('MD0001/admin', productCode, qty);
      const { id } = await h.orderRow(orderRef);
      await h.t.db.updateTable('pin_batch_orders').set({ status: 'PROCESSING' }).where('id', '=', id).execute();
      return { orderRef, id };
    }

    it('makes the PINs once when two runs take the same order at once, and a later run finds it done', async () => {
      const { orderRef, id } = await approvedWithoutJob('AUD20', 40);
      const outcomes = await Promise.all([generateOrderPins(h.t.db, id), generateOrderPins(h.t.db, id)]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already-done', 'generated']);
      expect(await generateOrderPins(h.t.db, id)).toEqual({ outcome: 'already-done' });
      // The job itself, run again twice at once (a retry after a crash, two instances).
      const context = { db: h.t.db, config: h.t.config, log: { info: () => undefined, warn: () => undefined, error: () => undefined }, jobs: noFollowUpJobs };
      await Promise.all([pinGenerate.run(context, { orderId: id }), pinGenerate.run(context, { orderId: id })]);
      const vouchers = await vouchersOf(orderRef);
      expect(vouchers).toHaveLength(40);
      expect(new Set(vouchers.map((v) => v.pin_hash)).size).toBe(40);
      expect((await h.orderRow(orderRef)).status).toBe('READY_FOR_DOWNLOAD');
      const audits = await h.t.db.selectFrom('audit_log').select('after').where('action', '=', 'pinOrder.generate').where('entity_id', '=', orderRef).execute();
      expect(audits).toEqual([{ after: { status: 'READY_FOR_DOWNLOAD', pins: 40 } }]);
    });

    it('records a generation that failed for good where people look (the order stays PROCESSING)', async () => {
      const { orderRef, id } = await approvedWithoutJob('AUD50', 2);
      const logged: object[] = [];
      const context = { db: h.t.db, config: h.t.config, log: { info: () => undefined, warn: () => undefined, error: (details: object) => logged.push(details) }, jobs: noFollowUpJobs };
      await pinGenerate.failed!(context, { orderId: id }, new Error('connection terminated'), 7);
      expect(logged).toEqual([expect.objectContaining({ orderId: id, attempts: 7 })]);
      const audits = await h.t.db.selectFrom('audit_log').select(['entity_id', 'after', 'result_code']).where('action', '=', 'pinOrder.generate.failed').execute();
      expect(audits).toEqual([{ entity_id: String(id), after: { attempts: 7, error: 'connection terminated' }, result_code: 1500 }]);
      expect((await h.orderRow(orderRef)).status).toBe('PROCESSING');
    });

    it('resumes, at the sweep, an order still PROCESSING an hour after its approval, and leaves a recent one to its job', async () => {
      const stuck = await approvedWithoutJob('AUD20', 3);
      const recent = await approvedWithoutJob('AUD20', 2);
      const approvedAgo = (id: number, ms: number) =>
        h.t.db.updateTable('pin_batch_orders').set({ approved_at: new Date(Date.now() - ms) }).where('id', '=', id).execute();
      await approvedAgo(stuck.id, STUCK_AFTER_MS + 60_000);
      await approvedAgo(recent.id, 5 * 60_000);
      const logged: object[] = [];
      const context = { db: h.t.db, config: h.t.config, log: { info: (details: object) => logged.push(details), warn: () => undefined, error: () => undefined }, jobs: noFollowUpJobs };
      await pinGenerateResume.run(context, {});
      expect((await h.orderRow(stuck.orderRef)).status).toBe('READY_FOR_DOWNLOAD');
      expect(await vouchersOf(stuck.orderRef)).toHaveLength(3);
      expect(logged).toContainEqual({ orderId: stuck.id, outcome: 'generated', pins: 3 });
      expect((await h.orderRow(recent.orderRef)).status).toBe('PROCESSING');
      expect(await vouchersOf(recent.orderRef)).toEqual([]);
      // Swept again: nothing more is made.
      await pinGenerateResume.run(context, {});
      expect(await vouchersOf(stuck.orderRef)).toHaveLength(3);
    });

    it('makes no PIN for an order that is not approved', async () => {
      const orderRef = await h.placeOrder('MD0001/admin', 'AUD20', 3);
      const { id } = await h.orderRow(orderRef);
      expect(await generateOrderPins(h.t.db, id)).toEqual({ outcome: 'not-approved', status: 'WAITING_FOR_APPROVAL' });
      expect(await generateOrderPins(h.t.db, 999_999_999)).toEqual({ outcome: 'not-approved', status: null });
      expect(await vouchersOf(orderRef)).toEqual([]);
    });

    it('draws again a PIN that a voucher has already, so every PIN of the table stays unique', async () => {
      // The first 16 draws give 5555555555555555; then random ones.
      const repeating = (times: number) => {
        let calls = 0;
        return () => (calls++ < times ? 0.55 : Math.random());
      };
      const first = await approvedWithoutJob('EUR10', 1);
      await generateOrderPins(h.t.db, first.id, { random: repeating(16) });
      const keys = pinKeys();
      expect((await readVoucherStock(h.t.db, keys, first.id)).map((v) => v.pin)).toEqual(['5555555555555555']);
      // The second order draws the same PIN first (twice within its own draw, too).
      const second = await approvedWithoutJob('EUR10', 5);
      expect(await generateOrderPins(h.t.db, second.id, { random: repeating(32) })).toEqual({ outcome: 'generated', pins: 5 });
      const pins = (await readVoucherStock(h.t.db, keys, second.id)).map((v) => v.pin);
      expect(pins).toHaveLength(5);
      expect(new Set(pins).size).toBe(5);
      expect(pins).not.toContain('5555555555555555');
      const holders = await h.t.db.selectFrom('vouchers').select('id').where('pin_hash', '=', hashPin(keys, '5555555555555555')).execute();
      expect(holders).toHaveLength(1);
    });

    it('keeps each PIN only as its keyed hash and encrypted', async () => {
      const orderRef = await h.readyOrder('MD0001/admin', 'AUD10', 3);
      const { id } = await h.orderRow(orderRef);
      const stock = await readVoucherStock(h.t.db, pinKeys(), id);
      const rows = await h.t.db.selectFrom('vouchers').select(['pin_hash', 'pin_encrypted']).where('pin_batch_order_id', '=', id).orderBy('id').execute();
      rows.forEach((row, i) => {
        const pin = stock[i]!.pin;
        expect(row.pin_hash).toBe(hashPin(pinKeys(), pin));
        expect(row.pin_encrypted.toString('latin1')).not.toContain(pin);
      });
      expect(JSON.stringify(await h.t.db.selectFrom('pin_batch_orders').selectAll().where('id', '=', id).execute())).not.toContain(stock[0]!.pin);
    });
  });

  describe('the agents\' OpenPGP keys', () => {
    it('is set by provider staff: the public key read back with its fingerprint, audited', async () => {
      const set = await setKey('PROVIDER/support', 'MD0001', mdKeys.publicKey);
      expect(set).toMatchObject({
        status: 200,
        body: {
          resultCode: 0, resultDescription: english(PGP_KEY_TEXT.set), agentCode: 'MD0001', agentName: 'Southern Cross Distribution',
          fingerprint: expect.stringMatching(/^[0-9A-F]{40}$/), algorithm: 'ecdh curve25519Legacy', userIds: ['MD0001 PIN files <pins@test.example>'],
          keyCreatedDate: expect.any(String), keyExpiresDate: null, setBy: 'support', setDate: expect.any(String),
          publicKey: expect.stringContaining('-----BEGIN PGP PUBLIC KEY BLOCK-----'),
        },
      });
      const read = await h.get('MD0001/admin', KEY, {});
      expect(read.json()).toEqual({ ...set.body, resultDescription: 'Success' });
      expect((await h.get('SD0001/manager', KEY, { agentCode: 'SD0001' })).json()).toMatchObject({ agentCode: 'SD0001', fingerprint: null, publicKey: null, userIds: [] });
      const [audit] = await h.t.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'agent.pgpKey.set').where('entity_id', '=', 'MD0001').execute();
      expect(audit).toEqual({ before: { fingerprint: null }, after: { fingerprint: set.body.fingerprint } });
    });

    it('refuses a private key, text that is no key and a key that cannot encrypt (signing only, expired, RSA 1024) (1001 publicKey), storing nothing', async () => {
      const signingOnly = await generateKey({ type: 'ecc', userIDs: [{ name: 'sign only' }], subkeys: [], format: 'armored' });
      const expired = await generateKey({ type: 'ecc', userIDs: [{ name: 'expired' }], date: new Date(Date.now() - 100_000), keyExpirationTime: 10, format: 'armored' });
      const weak = await generateKey({ type: 'rsa', rsaBits: 1024, userIDs: [{ name: 'weak' }], format: 'armored', config: { minRSABits: 1024 } });
      const refusal = (resultDescription: string) => ({ status: 400, body: { resultCode: 1001, resultDescription, field: 'publicKey' } });
      for (const [text, problem] of [
        [mdKeys.privateKey, english(KEY_PROBLEM_TEXT['private-key'])],
        ['-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nnot a key\n-----END PGP PUBLIC KEY BLOCK-----\n', english(KEY_PROBLEM_TEXT['not-a-public-key'])],
        ['hello', english(KEY_PROBLEM_TEXT['not-a-public-key'])],
        [signingOnly.publicKey, english(KEY_PROBLEM_TEXT['cannot-encrypt'])],
        [expired.publicKey, english(KEY_PROBLEM_TEXT['cannot-encrypt'])],
        [weak.publicKey, english(KEY_PROBLEM_TEXT['cannot-encrypt'])],
      ] as const) {
        expect(await setKey('PROVIDER/support', 'SD0002', text)).toEqual(refusal(problem));
      }
      expect(await h.t.db.selectFrom('agent_pgp_keys').select('agent_id').where('agent_id', '=', h.demo.agentIds.get('SD0002')!).execute()).toEqual([]);
      expect(JSON.stringify(await h.t.db.selectFrom('audit_log').selectAll().where('action', 'like', 'agent.pgpKey%').execute())).not.toContain('PRIVATE');
    });

    it('needs SCP.EVDS.PIN.BATCH.KEY_W (1003), an agent that exists (1004) and is in the user\'s structure (1005)', async () => {
      expect(await setKey('MD0001/admin', 'MD0001', mdKeys.publicKey)).toEqual({
        status: 403, body: { resultCode: 1003, resultDescription: 'You do not have SCP.EVDS.PIN.BATCH.KEY_W permission.' },
      });
      expect(await setKey('PROVIDER/support', 'ZZ9999', mdKeys.publicKey)).toEqual({ status: 400, body: { resultCode: 1004, resultDescription: 'The agent was not found.' } });
      const elsewhere = await createSignedInUser(h.t.db, { acls: [ACL.PIN_BATCH_KEY_W, ACL.PIN_BATCH_LIST_R] });
      expect(await setKey(elsewhere.headers, 'MD0001', mdKeys.publicKey)).toEqual({ status: 403, body: { resultCode: 1005, resultDescription: 'This agent is outside your company structure.' } });
      const read = await h.get('SD0001/manager', KEY, { agentCode: 'MD0001' });
      expect({ status: read.statusCode, body: read.json() }).toEqual({ status: 403, body: { resultCode: 1005, resultDescription: 'This agent is outside your company structure.' } });
      expect((await h.get('MD0001/viewer', KEY, {})).statusCode).toBe(403);
    });
  });

  describe('downloads', () => {
    let orderRef: string;
    let txtPins: string[];

    beforeAll(async () => {
      orderRef = await h.readyOrder('MD0001/admin', 'AUD20', 25);
    });

    it('answers the PINs as text and records the download', async () => {
      const file = await download('MD0001/admin', orderRef, 'txt');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${orderRef}.txt"; filename*=UTF-8''${orderRef}.txt`);
      expect(file.headers['cache-control']).toBe('no-store');
      txtPins = pinsOfText(file.body, 'AUD20', '20.00', 'AUD');
      expect(txtPins).toHaveLength(25);
      expect(new Set(txtPins).size).toBe(25);
      const vouchers = await vouchersOf(orderRef);
      expect(vouchers.map((v) => v.pin_hash)).toEqual(txtPins.map((pin) => hashPin(pinKeys(), pin)));
      const serials = file.body.trimEnd().split('\n').slice(1).map((line) => line.split(',')[0]);
      expect(serials).toEqual(vouchers.map((v) => v.serial));
    });

    it('one of them validates and redeems at a merchant, once', async () => {
      const pin = txtPins[7]!;
      const validated = await h.get('M00001/payout', `/api/v1/voucher/validate/${pin}`, {});
      expect(validated.json()).toEqual({ resultCode: 0, resultDescription: 'Success', pin, productName: 'Flex Voucher AUD 20', currencyCode: 'AUD', redeemableValue: 20 });
      const redeemed = await h.post('M00001/payout', '/api/v1/voucher/redeem', { pin });
      expect(redeemed.body).toMatchObject({ resultCode: 0, productName: 'Flex Voucher AUD 20', redeemedValue: 20, status: 'SUCCESS' });
      expect((await h.post('M00001/payout', '/api/v1/voucher/redeem', { pin })).body).toMatchObject({ resultCode: 1009 });
    });

    it('made the vouchers sold to the ordering agent when it made their PINs', async () => {
      const { ready_at } = await h.t.db.selectFrom('pin_batch_orders').select('ready_at').where('order_ref', '=', orderRef).executeTakeFirstOrThrow();
      const vouchers = await vouchersOf(orderRef);
      expect(vouchers.every((v) => v.status === 'SOLD' || v.status === 'REDEEMED')).toBe(true);
      expect(vouchers.every((v) => v.sold_by_agent_id === h.demo.agentIds.get('MD0001'))).toBe(true);
      expect(vouchers.every((v) => Math.abs(v.sold_at!.getTime() - ready_at!.getTime()) < 60_000)).toBe(true);
      // Nothing is sold for an order that is not ready.
      const waiting = await h.placeOrder('MD0001/admin', 'AUD10', 2);
      expect(await vouchersOf(waiting)).toEqual([]);
    });

    it('answers the PINs encrypted to the agent\'s key, which decrypts to the same PINs', async () => {
      const file = await download('MD0001/admin', orderRef, 'pgp');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pgp-encrypted');
      expect(file.headers['content-disposition']).toContain(`filename="${orderRef}.txt.pgp"`);
      expect(file.body.startsWith('-----BEGIN PGP MESSAGE-----')).toBe(true);
      expect(file.body).not.toContain(txtPins[0]);
      const { data } = await decrypt({ message: await readMessage({ armoredMessage: file.body }), decryptionKeys: await readPrivateKey({ armoredKey: mdKeys.privateKey }) });
      expect(pinsOfText(String(data), 'AUD20', '20.00', 'AUD')).toEqual(txtPins);
    });

    it('shows every download in the order\'s details: who, when, which format, the key\'s fingerprint', async () => {
      await download('PROVIDER/support', orderRef, 'pgp');
      const details = (await h.get('MD0001/admin', DETAILS, { orderRef })).json();
      const { fingerprint } = (await h.get('MD0001/admin', KEY, {})).json() as { fingerprint: string };
      expect(details).toMatchObject({ downloadFormats: ['txt', 'pgp'], pgpKeyFingerprint: fingerprint, readyDate: expect.any(String) });
      expect(details.downloads).toEqual([
        { user: 'admin', date: expect.any(String), format: 'txt', keyFingerprint: null },
        { user: 'admin', date: expect.any(String), format: 'pgp', keyFingerprint: fingerprint },
        { user: 'support', date: expect.any(String), format: 'pgp', keyFingerprint: fingerprint },
      ]);
      const audits = await h.t.db.selectFrom('audit_log').select('after').where('action', '=', 'pinOrder.download').where('entity_id', '=', orderRef).orderBy('id').execute();
      expect(audits.map((a) => a.after)).toEqual([
        { format: 'txt', keyFingerprint: null, pins: 25 },
        { format: 'pgp', keyFingerprint: fingerprint, pins: 25 },
        { format: 'pgp', keyFingerprint: fingerprint, pins: 25 },
      ]);
    });

    it('refuses and records nothing: not ready (1009), outside the structure (1004), without LIST_R or DOWNLOAD_R (1003), pgp without a key (1009)', async () => {
      const waiting = await h.placeOrder('SD0001/manager', 'NZD10', 1);
      const sdReady = await h.readyOrder('SD0001/manager', 'NZD10', 2);
      const before = await rowCounts(h.t.db);
      const { lastAudit } = await h.t.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('lastAudit')).executeTakeFirstOrThrow();
      const refused = async (user: Parameters<PinOrderHarness['headers']>[0], ref: string, type: 'txt' | 'pgp') => {
        const answer = await download(user, ref, type);
        return { status: answer.statusCode, body: answer.json() };
      };
      expect(await refused('SD0001/manager', waiting, 'txt')).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: english(PIN_FILE_TEXT.notReady) } });
      expect(await refused('SD0001/manager', orderRef, 'txt')).toEqual({ status: 400, body: { resultCode: 1004, resultDescription: english(PIN_ORDER_TEXT.notFound) } });
      expect(await refused('MD0001/viewer', orderRef, 'txt')).toEqual({ status: 403, body: { resultCode: 1003, resultDescription: 'You do not have SCP.EVDS.PIN.BATCH.FILE.LIST_R permission.' } });
      // Seeing the orders is not holding their PINs: MD0001 jsmith lists them but downloads nothing.
      expect(await refused('MD0001/jsmith', orderRef, 'pgp')).toEqual({ status: 403, body: { resultCode: 1003, resultDescription: 'You do not have SCP.EVDS.PIN.BATCH.FILE.DOWNLOAD_R permission.' } });
      const listed = (await h.get('MD0001/jsmith', DETAILS, { orderRef })).json();
      expect(listed).toMatchObject({ resultCode: 0, orderRef, downloadFormats: [] });
      expect(await refused('SD0001/manager', sdReady, 'pgp')).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: english(PIN_FILE_TEXT.noKey) } });
      expect((await refused('SD0001/manager', sdReady, 'zip' as 'txt')).body).toMatchObject({ resultCode: 1001, field: 'type' });
      expect(await rowCounts(h.t.db)).toMatchObject({ pin_batch_order_downloads: before.pin_batch_order_downloads });
      // Only the refused authorisations (1003, without LIST_R and without DOWNLOAD_R) are audited, as every one is.
      const audits = await h.t.db.selectFrom('audit_log').select('action').where('id', '>', lastAudit).execute();
      expect(audits.map((a) => a.action)).toEqual(['authorisation.refused', 'authorisation.refused']);
    });

    it('refuses a pgp file when the agent\'s key can no longer encrypt (1009)', async () => {
      const r00001 = await generateKey({ type: 'ecc', userIDs: [{ name: 'soon expired' }], date: new Date(Date.now() - 100_000), keyExpirationTime: 10, format: 'object' });
      // Stored as if it had been valid when set (the service refuses it now).
      await h.t.db.insertInto('agent_pgp_keys').values({
        agent_id: h.demo.agentIds.get('SD0001')!, public_key: r00001.publicKey.armor(), fingerprint: r00001.publicKey.getFingerprint().toUpperCase(),
        algorithm: 'ecdh curve25519Legacy', user_ids: '[]', key_created_at: r00001.publicKey.getCreationTime(),
      }).execute();
      const sdReady = await h.readyOrder('SD0001/manager', 'NZD20', 1);
      const answer = await download('SD0001/manager', sdReady, 'pgp');
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: english(PIN_FILE_TEXT.keyUnusable) } });
      await h.t.db.deleteFrom('agent_pgp_keys').where('agent_id', '=', h.demo.agentIds.get('SD0001')!).execute();
    });

    it('offers no plain text where the deployment does not allow it: pgp only, or nothing until a key is set', async () => {
      const strict = await buildApp({ db: h.t.db, jobStore: null, config: { ...h.t.config, pinOrders: { plainTextDownloads: false } } });
      checkAnswersAgainstContract(strict, h.t.config.openapiFile);
      await strict.ready();
      try {
        const sdReady = await h.readyOrder('SD0001/manager', 'CAD10', 1);
        const asked = (ref: string, type: 'txt' | 'pgp', user: Parameters<PinOrderHarness['headers']>[0] = 'MD0001/admin') =>
          strict.inject({ method: 'GET', url: DOWNLOAD, query: { orderRef: ref, type }, headers: h.headers(user) });
        const txt = await asked(orderRef, 'txt');
        expect({ status: txt.statusCode, body: txt.json() }).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: english(PIN_FILE_TEXT.plainTextNotOffered) } });
        expect((await asked(orderRef, 'pgp')).statusCode).toBe(200);
        const details = async (ref: string) => (await strict.inject({ method: 'GET', url: DETAILS, query: { orderRef: ref }, headers: h.headers('MD0001/admin') })).json();
        expect(await details(orderRef)).toMatchObject({ downloadFormats: ['pgp'] });
        expect(await details(sdReady)).toMatchObject({ downloadFormats: [] });
        // The key answer says plain text is not offered (the key card's words follow it); the default app offers it.
        const keyOf = async (app: typeof strict) => (await app.inject({ method: 'GET', url: KEY, query: { agentCode: 'SD0001' }, headers: h.headers('PROVIDER/support') })).json();
        expect(await keyOf(strict)).toMatchObject({ fingerprint: null, plainTextDownloads: false });
        expect(await keyOf(h.t.app)).toMatchObject({ fingerprint: null, plainTextDownloads: true });
        // A key set on SD0001 offers its pgp file; removing the key takes it away again.
        const sdKeys = await testKeyPair('SD0001');
        expect((await setKey('PROVIDER/support', 'SD0001', sdKeys.publicKey)).status).toBe(200);
        expect(await details(sdReady)).toMatchObject({ downloadFormats: ['pgp'] });
        expect((await asked(sdReady, 'pgp', 'SD0001/manager')).statusCode).toBe(200);
        expect(await setKey('PROVIDER/support', 'SD0001', null)).toMatchObject({ status: 200, body: { resultDescription: english(PGP_KEY_TEXT.removed), fingerprint: null, publicKey: null } });
        expect(await details(sdReady)).toMatchObject({ downloadFormats: [] });
      } finally {
        await strict.close();
      }
    });
  });

  describe('the attachment', () => {
    it('downloads the file of an order, to the orders of the structure only', async () => {
      const placed = await h.submit('SD0001/manager', [{ productCode: 'USD10', qty: 1 }, { productCode: 'USD25', qty: 1 }], { filename: 'po 17.csv', content: 'a,b\n1,2\n', contentType: 'text/csv' });
      const [first, second] = placed.body.orderRefs as string[];
      for (const orderRef of [first!, second!]) {
        const file = await h.get('MD0001/admin', DOCUMENT, { orderRef });
        expect({ status: file.statusCode, type: file.headers['content-type'], name: file.headers['content-disposition'], body: file.body }).toEqual({
          status: 200, type: 'text/csv', name: `attachment; filename="po 17.csv"; filename*=UTF-8''po%2017.csv`, body: 'a,b\n1,2\n',
        });
      }
      expect((await h.get('SD0002/manager', DOCUMENT, { orderRef: first! })).json()).toEqual({ resultCode: 1004, resultDescription: english(PIN_ORDER_TEXT.notFound) });
      const without = await h.placeOrder('SD0001/manager', 'USD50', 1);
      expect((await h.get('SD0001/manager', DOCUMENT, { orderRef: without })).json()).toEqual({ resultCode: 1004, resultDescription: english(PIN_FILE_TEXT.noDocument) });
    });
  });
});
