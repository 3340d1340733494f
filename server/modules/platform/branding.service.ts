// Provider staff change a deployment's branding: name and colours are set, logos left out keep
// their value and null removes one. The contract has already checked the values (colours as
// #RRGGBB, name length, logo URLs or data URLs and their size). Each change is audited with its
// before and after values; data URLs appear there as their type, length and digest.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import { recordAudit } from '../audit/audit.service';
import { defaultBranding, lockBrandingRow, writeBrandingRow, type Branding } from './branding.repository';

export const AUDIT_BRANDING_UPDATE = 'branding.update';

type LogoField = 'brandLogoLight' | 'brandLogoDark' | 'faviconLogoLight' | 'faviconLogoDark';
const LOGO_FIELDS: readonly LogoField[] = ['brandLogoLight', 'brandLogoDark', 'faviconLogoLight', 'faviconLogoDark'];

/** The body of PUT /api/v1/custom-template-details (openapi BrandingUpdate). */
export interface BrandingUpdate extends Partial<Record<LogoField, string | null>> {
  domain?: string | null;
  portalName: string;
  primaryColor: string;
  secondaryColor: string;
}

/** The audit form of a logo: URLs as they are, data URLs by type, length and SHA-256 prefix. */
export function auditedLogo(value: string | null): string | null {
  if (value === null || !value.startsWith('data:')) return value;
  const type = value.slice(5, value.indexOf(';'));
  const digest = createHash('sha256').update(value).digest('hex').slice(0, 16);
  return `data:${type} (${value.length} characters, sha256 ${digest})`;
}

const audited = (branding: Branding | null) =>
  branding && { ...branding, ...Object.fromEntries(LOGO_FIELDS.map((field) => [field, auditedLogo(branding[field])])) };

/** Saves the branding of `update.domain` (absent or null: the default row) and answers it. */
export async function updateBranding(
  db: Kysely<Database>,
  session: SessionInfo,
  update: BrandingUpdate,
  ip?: string,
): Promise<Branding> {
  const domain = update.domain ?? null;
  return db.transaction().execute(async (trx) => {
    const stored = await lockBrandingRow(trx, domain);
    const base = stored?.branding ?? { ...defaultBranding };
    const next: Branding = {
      ...base,
      portalName: update.portalName.trim(),
      primaryColor: update.primaryColor,
      secondaryColor: update.secondaryColor,
      ...Object.fromEntries(LOGO_FIELDS.filter((field) => update[field] !== undefined).map((field) => [field, update[field]])),
    };
    await writeBrandingRow(trx, domain, stored?.id ?? null, next);
    await recordAudit(trx, {
      action: AUDIT_BRANDING_UPDATE,
      entity: 'branding',
      entityId: domain ?? 'default',
      before: audited(stored?.branding ?? null),
      after: audited(next),
      resultCode: 0,
      actor: session,
      ...(ip ? { ip } : {}),
    });
    return next;
  });
}
