// Voucher PINs: generating them, the keyed hash used to look a PIN up (HMAC-SHA256) and the
// reversible encryption kept for PIN batch files (AES-256-GCM). Both keys derive from one server
// secret: PIN_SECRET in the environment, else a random secret stored once in settings.pinSecret.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const PIN_LENGTH = 16;
const SECRET_SETTING = 'pinSecret';

export interface PinKeys {
  lookupKey: Buffer;
  encryptionKey: Buffer;
}

const keysByDatabase = new WeakMap<object, Promise<PinKeys>>();

/** The PIN keys of this database (read once per handle). */
export function pinKeys(db: Kysely<Database>): Promise<PinKeys> {
  let keys = keysByDatabase.get(db);
  if (!keys) {
    keys = loadPinSecret(db).then(deriveKeys);
    keys.catch(() => keysByDatabase.delete(db));
    keysByDatabase.set(db, keys);
  }
  return keys;
}

async function loadPinSecret(db: Kysely<Database>): Promise<string> {
  const fromEnv = process.env.PIN_SECRET;
  if (fromEnv) return fromEnv;
  await db
    .insertInto('settings')
    .values({ key: SECRET_SETTING, value: JSON.stringify(randomBytes(32).toString('base64')) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', SECRET_SETTING).executeTakeFirstOrThrow();
  return String(row.value);
}

function deriveKeys(secret: string): PinKeys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  return { lookupKey: derive('voucher-pin-lookup'), encryptionKey: derive('voucher-pin-encryption') };
}

/** A random PIN of 16 digits; pass a PRNG (0 <= r < 1) for reproducible demo data. */
export function generatePin(random?: () => number): string {
  let pin = '';
  for (let i = 0; i < PIN_LENGTH; i++) {
    const digit = random ? Math.floor(random() * 10) : randomInt(10);
    pin += i === 0 && digit === 0 ? '1' : String(digit);
  }
  return pin;
}

export function hashPin(keys: PinKeys, pin: string): string {
  return createHmac('sha256', keys.lookupKey).update(pin).digest('hex');
}

export function encryptPin(keys: PinKeys, pin: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryptionKey, iv);
  const body = Buffer.concat([cipher.update(pin, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function decryptPin(keys: PinKeys, sealed: Uint8Array): string {
  const data = Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', keys.encryptionKey, data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(12, 28));
  return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
}
