// Voucher PINs: generating them, the keyed hash used to look a PIN up (HMAC-SHA256) and the
// reversible encryption kept for PIN batch files (AES-256-GCM). Both keys derive from the
// server's PIN secret (PIN_SECRET, server/security/server-keys.ts), which never lives in the database.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { serverKeys } from '../../security/server-keys';

export const PIN_LENGTH = 16;

export interface PinKeys {
  lookupKey: Buffer;
  encryptionKey: Buffer;
}

let derived: { secret: string; keys: PinKeys } | undefined;

/** The PIN keys of the installed PIN secret (derived once). */
export function pinKeys(): PinKeys {
  const secret = serverKeys().pinSecret;
  if (derived?.secret !== secret) derived = { secret, keys: deriveKeys(secret) };
  return derived.keys;
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
