// Branding per deployment domain: the row for the request's host, else the default row (domain
// null), else the built-in Merchant Portal look; and the one row of a domain, read and written
// by the branding update of provider staff.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BrandingTable, Database } from '../../db/schema';

export interface Branding {
  portalName: string;
  brandLogoLight: string | null;
  brandLogoDark: string | null;
  faviconLogoLight: string | null;
  faviconLogoDark: string | null;
  primaryColor: string;
  secondaryColor: string;
}

export const defaultBranding: Branding = {
  portalName: 'Merchant Portal',
  brandLogoLight: null,
  brandLogoDark: null,
  faviconLogoLight: null,
  faviconLogoDark: null,
  primaryColor: '#9c0d1b',
  secondaryColor: '#E4E6EF',
};

export async function findBranding(db: Kysely<Database>, domain: string): Promise<Branding> {
  const row = await db
    .selectFrom('branding')
    .selectAll()
    .where((eb) => eb.or([eb('domain', '=', domain), eb('domain', 'is', null)]))
    .orderBy('domain', (ob) => ob.asc().nullsLast())
    .limit(1)
    .executeTakeFirst();
  return row ? brandingOf(row) : defaultBranding;
}

function brandingOf(row: Selectable<BrandingTable>): Branding {
  return {
    portalName: row.portal_name || defaultBranding.portalName,
    brandLogoLight: row.brand_logo_light,
    brandLogoDark: row.brand_logo_dark,
    faviconLogoLight: row.favicon_logo_light,
    faviconLogoDark: row.favicon_logo_dark,
    primaryColor: row.primary_color || defaultBranding.primaryColor,
    secondaryColor: row.secondary_color || defaultBranding.secondaryColor,
  };
}

/**
 * The stored branding of exactly this domain (null: the default row), or null when it has no
 * row. Inside a transaction it first takes a lock on the domain, so two updates of one domain
 * run one after the other (a missing row cannot be locked by SELECT ... FOR UPDATE).
 */
export async function lockBrandingRow(
  trx: Transaction<Database>,
  domain: string | null,
): Promise<{ id: number; branding: Branding } | null> {
  await sql`select pg_advisory_xact_lock(hashtext(${`branding:${domain ?? ''}`}))`.execute(trx);
  const row = await trx
    .selectFrom('branding')
    .selectAll()
    .where('domain', domain === null ? 'is' : '=', domain)
    .executeTakeFirst();
  return row ? { id: Number(row.id), branding: brandingOf(row) } : null;
}

/** Writes the branding of a domain: updates its row (rowId) or inserts one. */
export async function writeBrandingRow(
  trx: Transaction<Database>,
  domain: string | null,
  rowId: number | null,
  branding: Branding,
): Promise<void> {
  const values = {
    portal_name: branding.portalName,
    brand_logo_light: branding.brandLogoLight,
    brand_logo_dark: branding.brandLogoDark,
    favicon_logo_light: branding.faviconLogoLight,
    favicon_logo_dark: branding.faviconLogoDark,
    primary_color: branding.primaryColor,
    secondary_color: branding.secondaryColor,
  };
  if (rowId === null) await trx.insertInto('branding').values({ domain, ...values }).execute();
  else await trx.updateTable('branding').set({ ...values, updated_at: sql`now()` }).where('id', '=', rowId).execute();
}
