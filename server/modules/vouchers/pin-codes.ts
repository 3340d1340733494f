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

/**
 * `count` random PINs of 16 digits (first digit 1-9, every digit uniform), from one draw of
 * cryptographic randomness with rejection sampling: fast enough for an order of 100,000. Pass a
 * PRNG for reproducible demo PINs. PINs may repeat each other or a stored one: the caller keeps
 * them unique (the vouchers' unique keyed hash).
 */
export function generatePins(count: number, random?: () => number): string[] {
  if (random) return Array.from({ length: count }, () => generatePin(random));
  const pins: string[] = [];
  // About 1.03 bytes a digit are used (250 of 256 values kept); draw a little more and top up.
  let bytes = randomBytes(Math.ceil(count * PIN_LENGTH * 1.1) + 64);
  let at = 0;
  const next = (): number => {
    if (at >= bytes.length) {
      bytes = randomBytes(4096);
      at = 0;
    }
    return bytes[at++]!;
  };
  const digits = new Array<number>(PIN_LENGTH);
  for (let n = 0; n < count; n++) {
    let b = next();
    while (b >= 252) b = next(); // 252 = 9 * 28: the first digit is 1-9 uniformly
    digits[0] = 49 + (b % 9);
    for (let i = 1; i < PIN_LENGTH; i++) {
      b = next();
      while (b >= 250) b = next();
      digits[i] = 48 + (b % 10);
    }
    pins.push(String.fromCharCode(...digits));
  }
  return pins;
}

export function hashPin(keys: PinKeys, pin: string): string {
  return createHmac('sha256', keys.lookupKey).update(pin).digest('hex');
}

export function encryptPin(keys: PinKeys, pin: string): Buffer {
  return sealPin(keys, pin, randomBytes(12));
}

function sealPin(keys: PinKeys, pin: string, iv: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', keys.encryptionKey, iv);
  const body = Buffer.concat([cipher.update(pin, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** encryptPin for many PINs, their IVs drawn in one go (an order of 100,000 PINs). */
export function encryptPins(keys: PinKeys, pins: readonly string[]): Buffer[] {
  const ivs = randomBytes(12 * pins.length);
  return pins.map((pin, i) => sealPin(keys, pin, ivs.subarray(12 * i, 12 * i + 12)));
}

export function decryptPin(keys: PinKeys, sealed: Uint8Array): string {
  const data = Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', keys.encryptionKey, data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(12, 28));
  return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
}
