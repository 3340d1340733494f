// Branding per deployment domain: the row for the request's host, else the default row (domain
// null), else the built-in Merchant Portal look.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
  if (!row) return defaultBranding;
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
