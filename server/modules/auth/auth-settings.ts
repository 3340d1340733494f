// The sign-in settings this module reads from the `settings` table (key -> jsonb), each with its
// default: lock-out threshold, support mailbox, per-agent sign-in domains, the captcha HMAC key.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ancestorCodes } from '../agents/agents.service';
import { readSetting } from '../platform/settings.service';

export const authSettingDefaults = {
  maxFailedLogins: 5,
  supportEmail: 'support@merchant-portal.local',
} as const;

/** Consecutive failed sign-ins that lock an account (setting `maxFailedLogins`, default 5). */
export async function maxFailedLogins(db: Kysely<Database>): Promise<number> {
  const value = Number(await readSetting(db, 'maxFailedLogins'));
  return Number.isInteger(value) && value > 0 ? value : authSettingDefaults.maxFailedLogins;
}

/** Where contact-support messages go (setting `supportEmail`). */
export async function supportEmail(db: Kysely<Database>): Promise<string> {
  const value = await readSetting(db, 'supportEmail');
  return typeof value === 'string' && value.includes('@') ? value : authSettingDefaults.supportEmail;
}

/**
 * The host a merchant signs in on (setting `agentDomains`: { "<agent code>": "<host>" }); an
 * agent without an entry inherits its nearest ancestor's. Null: any host.
 */
export async function signInDomainOf(db: Kysely<Database>, agentId: number): Promise<string | null> {
  const domains = await readSetting(db, 'agentDomains');
  if (!domains || typeof domains !== 'object' || Object.keys(domains).length === 0) return null;
  const map = domains as Record<string, unknown>;
  for (const code of await ancestorCodes(db, agentId)) {
    const domain = map[code];
    if (typeof domain === 'string' && domain) return domain.toLowerCase();
  }
  return null;
}
