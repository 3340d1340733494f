// The server's secret keys, kept out of the database so that a copy of it reveals nothing:
//   PIN_SECRET       voucher PINs (the lookup hash and the encryption of PIN batch files)
//   CAPTCHA_SECRET   signs the sign-in captcha's challenges
//   TOTP_SECRET_KEY  encrypts the users' authenticator secrets
// On PostgreSQL (a deployment) they come from the environment and the portal refuses to start
// without them. On the embedded database (the demo) a missing one is generated once into a key
// file beside the database folder, never inside it (KEY_FILE, default `<DATA_DIR>.keys.json`).
// server/main.ts loads them at start and installs them; services read them with serverKeys().
// Rotation: docs/security.md.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface ServerKeys {
  pinSecret: string;
  captchaSecret: string;
  totpKey: string;
  /** The authenticator key before the last rotation: secrets sealed with it are resealed at start. */
  previousTotpKey?: string | undefined;
}

type KeyName = 'pinSecret' | 'captchaSecret' | 'totpKey';

/** The environment variable of each key. */
export const KEY_VARIABLES: Record<KeyName, string> = {
  pinSecret: 'PIN_SECRET',
  captchaSecret: 'CAPTCHA_SECRET',
  totpKey: 'TOTP_SECRET_KEY',
};
const KEY_NAMES = Object.keys(KEY_VARIABLES) as KeyName[];
/** A key shorter than this is refused: 32 random bytes make 43 base64 characters. */
const MIN_KEY_LENGTH = 32;

export class MissingKeysError extends Error {}

/** What the configuration says about keys (server/config.ts reads them from the environment). */
export interface KeySources {
  fromEnvironment: Partial<Record<KeyName, string>> & { previousTotpKey?: string | undefined };
  /** Only for the embedded database; absent on PostgreSQL, where every key must be given. */
  keyFile?: string | undefined;
}

export const newKey = () => randomBytes(32).toString('base64url');

function checkLength(keys: Partial<Record<KeyName, string>>): void {
  const short = KEY_NAMES.filter((name) => keys[name] !== undefined && keys[name]!.length < MIN_KEY_LENGTH);
  if (short.length > 0) {
    throw new MissingKeysError(`${short.map((n) => KEY_VARIABLES[n]).join(', ')} must be at least ${MIN_KEY_LENGTH} characters (for example \`openssl rand -base64 32\`).`);
  }
}

function readKeyFile(file: string): Partial<Record<KeyName, string>> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<KeyName, string>>) : {};
}

/** Writes the key file readable by its owner only. */
export function writeKeyFile(file: string, keys: Partial<Record<KeyName, string>>): void {
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** Refuses (MissingKeysError) a key too short, or one missing without a key file (PostgreSQL);
 * returns the names the environment leaves to the key file. main.ts asks before anything starts. */
export function assertKeysGiven(sources: KeySources): KeyName[] {
  const given = sources.fromEnvironment;
  checkLength(given);
  const missing = KEY_NAMES.filter((name) => !given[name]);
  if (missing.length > 0 && !sources.keyFile) {
    throw new MissingKeysError(
      `${missing.map((n) => KEY_VARIABLES[n]).join(', ')} must be set in the environment on PostgreSQL: ` +
        'keys never live in the database (see docs/security.md, "Keys").',
    );
  }
  return missing;
}

/**
 * The keys of this start: the environment's; on the embedded database the others come from the
 * key file, where a key the database held before keys moved out of it (`fromDatabase`) wins, and
 * a missing one is generated. Throws MissingKeysError naming what is missing on PostgreSQL.
 */
export function loadServerKeys(sources: KeySources, fromDatabase: Partial<Record<KeyName, string>> = {}): ServerKeys {
  const given = sources.fromEnvironment;
  const missing = assertKeysGiven(sources);
  const filed = sources.keyFile ? readKeyFile(sources.keyFile) : {};
  const chosen = Object.fromEntries(missing.map((name) => [name, fromDatabase[name] ?? filed[name] ?? newKey()]));
  if (sources.keyFile && missing.some((name) => chosen[name] !== filed[name])) writeKeyFile(sources.keyFile, { ...filed, ...chosen });
  const pick = (name: KeyName) => given[name] || chosen[name]!;
  return { pinSecret: pick('pinSecret'), captchaSecret: pick('captchaSecret'), totpKey: pick('totpKey'), previousTotpKey: given.previousTotpKey };
}

let installed: ServerKeys | undefined;

/** Makes the keys the ones every service uses (once at start; tests install their own). */
export function installServerKeys(keys: ServerKeys): void {
  installed = keys;
}

export function serverKeys(): ServerKeys {
  if (!installed) throw new Error('The server keys are not loaded (server/main.ts installs them at start).');
  return installed;
}
