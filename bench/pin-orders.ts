// Benchmark (issue #17): an order of 100,000 PINs, generated and downloaded encrypted.
//
//   generate   the 'pin.generate' job's work (pin-generation.service.ts generateOrderPins): 100,000
//              cryptographically random PINs, each unique across the voucher table (the unique keyed
//              hash; a repeat is drawn again), stored as an HMAC and AES-256-GCM ciphertext in
//              vouchers sold to the ordering agent, the order READY_FOR_DOWNLOAD, in one transaction
//                                                            goal: under 10 s with the pgp file
//   pgp        a download as pgp (pin-order-files.service.ts downloadPinFile): the 100,000 PINs
//              read and decrypted, written as the text file, encrypted with OpenPGP to the agent's
//              key (curve25519), the download recorded
//   pgp again  the same again (warm)
//   txt        a download as plain text
//
// Besides the times: the CPU work alone (PINs, hashes, AES) measured apart, the process's peak
// RSS while each step ran (sampled every 10 ms) and its heap after. The services are called in
// this process, as the job and the handler call them (no HTTP). PostgreSQL by default (TEST_DB
// unset or postgres: DATABASE_URL or the local default); TEST_DB=pglite measures the embedded
// database. Prints figures; never fails on a time; exits non-zero when something is broken (not
// 100,000 unique PINs, the pgp file not decrypting to them).
import '../tests/support/install-test-keys';
import { generateKey, decrypt, readMessage, readPrivateKey } from 'openpgp';
import { ensureBrandingAndSettings } from '../server/demo/content';
import { createDemoStructure } from '../server/demo/structure';
import type { SessionInfo } from '../server/domain/session-info';
import { setAgentPgpKey } from '../server/modules/pin-orders/agent-pgp-key.service';
import { generateOrderPins } from '../server/modules/pin-orders/pin-generation.service';
import { downloadPinFile } from '../server/modules/pin-orders/pin-order-files.service';
import { decidePinOrder, submitPinOrders, type OrderActor } from '../server/modules/pin-orders/pin-orders.service';
import { encryptPins, generatePins, hashPin, pinKeys } from '../server/modules/vouchers/pin-codes';
import { ALL_ACLS, MERCHANT_ACLS } from '../server/domain/acls';

const PINS = 100_000;
const GOAL_SECONDS = 10;

process.env.TEST_DB ??= 'postgres';
const { createTestDatabase, testDatabaseKind, postgresUnavailableReason } = await import('../tests/server/support/test-database');
if (testDatabaseKind === 'postgres') {
  const unavailable = await postgresUnavailableReason();
  if (unavailable) {
    console.log(`skipped: ${unavailable}`);
    process.exit(0);
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Runs `work`, sampling the process's RSS every 10 ms: seconds, peak RSS, RSS before, heap after. */
async function measured<T>(work: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, seconds, line: `${seconds.toFixed(2)} s, peak RSS ${mb(peak)} (${mb(before)} before, +${mb(peak - before)}), heap after ${mb(process.memoryUsage().heapUsed)}` };
  } finally {
    clearInterval(sampler);
  }
}

const database = await createTestDatabase();
let broken = false;
try {
  console.log(`database: ${testDatabaseKind}; ${PINS.toLocaleString('en')} PINs; Node ${process.version}`);
  await ensureBrandingAndSettings(database.db);
  const demo = await createDemoStructure(database.db, new Date(Date.now() - 7 * 86_400_000));
  const actor = (login: string, acls: readonly string[]): OrderActor => ({
    ip: '127.0.0.1',
    session: {
      sessionId: 'bench', userId: demo.userIds.get(login)!, agentId: demo.agentIds.get(login.split('/')[0]!)!, login, acls: new Set(acls),
      impersonatorUserId: null, email: null, emailConfirmed: true,
    } satisfies SessionInfo,
  });
  const admin = actor('MD0001/admin', MERCHANT_ACLS);
  const support = actor('PROVIDER/support', ALL_ACLS);
  const keys = await generateKey({ type: 'ecc', curve: 'curve25519Legacy', userIDs: [{ name: 'MD0001 bench' }], format: 'armored' });
  await setAgentPgpKey(database.db, support, { agentCode: 'MD0001', publicKey: keys.publicKey });

  // ---- the CPU work alone ---------------------------------------------------------------------
  {
    const pinKey = pinKeys();
    const started = performance.now();
    const pins = generatePins(PINS);
    const drawn = performance.now();
    for (const pin of pins) hashPin(pinKey, pin);
    const hashed = performance.now();
    encryptPins(pinKey, pins);
    const sealed = performance.now();
    console.log(`cpu alone: draw ${(drawn - started).toFixed(0)} ms, HMAC ${(hashed - drawn).toFixed(0)} ms, AES-256-GCM ${(sealed - hashed).toFixed(0)} ms`);
  }

  // ---- the order ------------------------------------------------------------------------------
  const { orderRefs } = await submitPinOrders(database.db, admin, [{ productCode: 'AUD20', qty: PINS }], undefined);
  const orderRef = orderRefs[0]!;
  await decidePinOrder(database.db, support, { orderRef, approve: true }, { enqueue: async () => undefined });
  const { id } = await database.db.selectFrom('pin_batch_orders').select('id').where('order_ref', '=', orderRef).executeTakeFirstOrThrow();

  const generation = await measured(() => generateOrderPins(database.db, id));
  console.log(`generate:  ${generation.line} (${JSON.stringify(generation.result)})`);
  const pgp = await measured(() => downloadPinFile(database.db, admin, { orderRef, type: 'pgp' }, { plainTextDownloads: true }));
  console.log(`pgp:       ${pgp.line}, file ${mb(pgp.result.bytes.length)}`);
  const again = await measured(() => downloadPinFile(database.db, admin, { orderRef, type: 'pgp' }, { plainTextDownloads: true }));
  console.log(`pgp again: ${again.line}`);
  const txt = await measured(() => downloadPinFile(database.db, admin, { orderRef, type: 'txt' }, { plainTextDownloads: true }));
  console.log(`txt:       ${txt.line}, file ${mb(txt.result.bytes.length)}`);
  const total = generation.seconds + pgp.seconds;
  console.log(`generated and encrypted: ${total.toFixed(2)} s (goal under ${GOAL_SECONDS} s: ${total < GOAL_SECONDS ? 'met' : 'NOT met'})`);

  // ---- what it made is right ------------------------------------------------------------------
  const lines = txt.result.bytes.toString().trimEnd().split('\n').slice(1);
  const pins = new Set(lines.map((line) => line.split(',')[1]));
  const { data } = await decrypt({ message: await readMessage({ armoredMessage: pgp.result.bytes.toString() }), decryptionKeys: await readPrivateKey({ armoredKey: keys.privateKey }) });
  const decrypted = String(data) === txt.result.bytes.toString();
  const sold = await database.db.selectFrom('vouchers').select((eb) => eb.fn.countAll<string>().as('n')).where('pin_batch_order_id', '=', id).where('status', '=', 'SOLD').executeTakeFirstOrThrow();
  const ok = lines.length === PINS && pins.size === PINS && decrypted && Number(sold.n) === PINS;
  if (!ok) broken = true;
  console.log(`check: ${lines.length} lines, ${pins.size} unique PINs, pgp decrypts to the txt file: ${decrypted}, ${sold.n} vouchers SOLD -> ${ok ? 'ok' : 'BROKEN'}`);
} finally {
  await database.close();
}
process.exit(broken ? 1 : 0);
