// Demo portal content: the default branding row, the settings, notices and documents for each
// location, a contact message, and the weekly settlement files of the history.
import type { Kysely } from 'kysely';
import { rewriteAllSettlementFiles } from '../modules/settlement/settlement.service';
import type { Database } from '../db/schema';
import type { DemoStructure } from './structure';

export const DEFAULT_SETTINGS: Record<string, unknown> = {
  transactionSearchRangeInMonths: 6,
  exportLimit: 1000,
  transactionExportViaEmailRangeInMonths: 3,
  idleTimeoutSeconds: 900,
  sessionLifetimeMinutes: 720,
};

/** Branding and settings every database needs, demo or not (existing rows are kept). */
export async function ensureBrandingAndSettings(db: Kysely<Database>): Promise<void> {
  const branding = await db.selectFrom('branding').select('id').where('domain', 'is', null).executeTakeFirst();
  if (!branding) {
    await db.insertInto('branding').values({ domain: null, portal_name: 'Merchant Portal', primary_color: '#9c0d1b', secondary_color: '#E4E6EF' }).execute();
  }
  await db
    .insertInto('settings')
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

const file = (text: string) => Buffer.from(text, 'utf8');

export async function createDemoDocuments(db: Kysely<Database>, structure: DemoStructure, createdAt: Date): Promise<void> {
  const author = structure.userIds.get('PROVIDER/support') ?? null;
  const base = { created_by_user_id: author, created_at: createdAt, updated_at: createdAt };
  await db
    .insertInto('documents')
    .values([
      { ...base, code: 'NOTICE-WELCOME', description: 'Welcome notice', document_type: 'MER_ALL', content_type: 'HTML', location: 'company-details', active: 'T',
        content: '<h3>Welcome to the Merchant Portal</h3><p>Sales, redemptions and settlements of your whole company in one place.</p>' },
      { ...base, code: 'NOTICE-PRICES', description: 'Price list', document_type: 'MER_ALL', content_type: 'FILE', location: 'company-details', active: 'T',
        content: 'price-list-2026.csv', file_name: 'price-list-2026.csv', file_content_type: 'text/csv',
        file_bytes: file('product,currency,face value,net value\nAUD20,AUD,20.00,19.00\nUSD25,USD,25.00,23.75\n') },
      { ...base, code: 'NOTICE-MAINT', description: 'Maintenance window', document_type: 'MER_DISTRIBUTOR', content_type: 'HTML', location: 'company-details', active: 'T',
        content: '<p>Planned maintenance every first Sunday of the month, 02:00-03:00 UTC.</p>' },
      { ...base, code: 'NOTICE-HOLIDAY', description: 'Holiday trading', document_type: 'MER_MERCHANT', content_type: 'HTML', location: 'company-details', active: 'T',
        content: '<p>Settlement files are published on Tuesday during holiday weeks.</p>' },
      { ...base, code: 'NOTICE-OLD', description: 'Old notice', document_type: 'MER_ALL', content_type: 'HTML', location: 'company-details', active: 'F',
        content: '<p>This notice is no longer shown.</p>' },
      { ...base, code: 'CONTACT', description: 'Contact details', document_type: 'MER_ALL', content_type: 'HTML', location: 'contact-us', active: 'T',
        content: '<p>Support desk: +61 2 9000 1000, 08:00-20:00 AEST, support@demo.example</p>' },
      { ...base, code: 'REPORT-NOTE', description: 'Report note', document_type: 'MER_ALL', content_type: 'HTML', location: 'transaction-report', active: 'T',
        content: '<p>Times are shown in UTC.</p>' },
      ...['Merchant guide', 'Refund policy', 'Terminal setup', 'Brand assets', 'Tax invoice sample'].map((name, i) => ({
        ...base,
        code: `RES-${i + 1}`,
        description: name,
        document_type: 'MER_ALL' as const,
        content_type: 'FILE' as const,
        location: 'resources' as const,
        active: 'T' as const,
        content: `${name.toLowerCase().replace(/ /g, '-')}.txt`,
        file_name: `${name.toLowerCase().replace(/ /g, '-')}.txt`,
        file_content_type: 'text/plain',
        file_bytes: file(`${name}\n\nDemo resource document.\n`),
      })),
    ])
    .execute();
  await db
    .insertInto('contact_messages')
    .values({ user_id: structure.userIds.get('R00001/cashier') ?? null, agent_id: structure.agentIds.get('R00001') ?? null,
      email: 'cashier.r00001@demo.example', subject: 'Receipt printer', content: 'Terminal R00001-T2 prints blank receipts.', created_at: createdAt })
    .execute();
}

/** One CSV per agent and week (Monday to Sunday, UTC) with the week's figures of the agent and
 * everything below it, for every week ended before `now` (replacing any made before), as the
 * weekly settlement job writes them (server/modules/settlement), read in one set-based query. */
export async function createDemoSettlementFiles(db: Kysely<Database>, now: Date): Promise<void> {
  await rewriteAllSettlementFiles(db, now);
}
