// The keys' start-up step (server/main.ts): loads the server keys (server-keys.ts), installs them,
// moves the keys older versions generated into the settings table out of it (into the key file on
// the embedded database; on PostgreSQL they must equal the environment's) and seals the
// authenticator secrets kept plain or sealed with the previous key.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { resealTotpSecrets } from '../modules/auth/accounts.service';
import { deleteSettings, readStoredSettings } from '../modules/platform/settings.service';
import { installServerKeys, KEY_VARIABLES, loadServerKeys, MissingKeysError, type KeySources, type ServerKeys } from './server-keys';

/** The settings rows that held keys before they moved out of the database. */
const KEYS_ONCE_IN_SETTINGS = { pinSecret: 'pinSecret', captchaSecret: 'altchaHmacKey' } as const;

async function keysInSettings(db: Kysely<Database>): Promise<Partial<Record<keyof typeof KEYS_ONCE_IN_SETTINGS, string>>> {
  const rows = await readStoredSettings(db, Object.values(KEYS_ONCE_IN_SETTINGS));
  const value = (key: string) => rows.find((row) => row.key === key)?.value as string | undefined;
  return { pinSecret: value(KEYS_ONCE_IN_SETTINGS.pinSecret), captchaSecret: value(KEYS_ONCE_IN_SETTINGS.captchaSecret) };
}

export async function startServerKeys(db: Kysely<Database>, sources: KeySources): Promise<ServerKeys> {
  const inSettings = await keysInSettings(db);
  if (!sources.keyFile && inSettings.pinSecret && inSettings.pinSecret !== sources.fromEnvironment.pinSecret) {
    throw new MissingKeysError(
      `This database's vouchers were sealed with a PIN secret it kept in settings (key 'pinSecret'); set ${KEY_VARIABLES.pinSecret} ` +
        'to that value and start again, and the portal removes it from the database (docs/security.md, "Keys").',
    );
  }
  const keys = loadServerKeys(sources, inSettings);
  installServerKeys(keys);
  await deleteSettings(db, Object.values(KEYS_ONCE_IN_SETTINGS));
  await resealTotpSecrets(db);
  return keys;
}
