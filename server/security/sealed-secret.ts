// Secrets kept encrypted in the database (the users' authenticator secrets): AES-256-GCM with a
// key from the environment (server-keys.ts), stored as `v1:<key id>:<base64 of iv|tag|data>`.
// The key id (a fingerprint of the key) lets a value sealed before a rotation be opened with the
// previous key and sealed again with the current one.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

function aesKey(key: string): Buffer {
  return createHash('sha256').update(`sealed-secret:${key}`).digest();
}

/** A short public fingerprint of a key (not enough to guess it). */
export function keyId(key: string): string {
  return createHash('sha256').update(`key-id:${key}`).digest('hex').slice(0, 8);
}

export function sealSecret(key: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(key), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${sealPrefix(key)}${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

/** How every value sealed with this key begins (and no plain or otherwise sealed value does). */
export function sealPrefix(key: string): string {
  return `${VERSION}:${keyId(key)}:`;
}

/**
 * The secret inside a sealed value, opened with whichever of the keys sealed it; a value without
 * the seal is a plain secret from before sealing (start-up seals those, see resealTotpSecrets).
 * Throws when none of the keys sealed it or the value was altered.
 */
export function openSecret(keys: readonly (string | undefined)[], value: string): string {
  const [version, id, body] = value.split(':');
  if (version !== VERSION || body === undefined) return value;
  const key = keys.find((candidate) => candidate !== undefined && keyId(candidate) === id);
  if (!key) throw new Error(`A secret is sealed with a key this server does not have (key id ${id}).`);
  const sealed = Buffer.from(body, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey(key), sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
}
