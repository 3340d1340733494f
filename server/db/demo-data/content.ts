// Demo portal content: the default branding row, the settings, notices and documents for each
// location, a contact message, and weekly settlement files built from the daily stats.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
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

const SETTLED_AGENTS = ['MD0001', 'SD0001', 'SD0002', 'R00001', 'R00004', 'M00001'];

/** One CSV per agent and week (Monday to Sunday, UTC) with the week's successful figures of the
 * agent and everything below it, for every week ended before `now` (replacing any made before). */
export async function createDemoSettlementFiles(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('settlement_files').execute();
  const agents = await db.selectFrom('agents').select(['id', 'code']).where('code', 'in', SETTLED_AGENTS).execute();
  for (const { id: agentId, code: agentCode } of agents) {
    const weeks = await sql<{ week: Date; tx_type: string; currency_code: string; success_count: number; value_minor: number; buy_value_minor: number }>`
      SELECT date_trunc('week', s.day)::date AS week, s.tx_type, s.currency_code,
        sum(s.success_count)::bigint AS success_count, sum(s.value_minor)::bigint AS value_minor,
        sum(s.buy_value_minor)::bigint AS buy_value_minor
      FROM agent_daily_stats s JOIN agent_closure c ON c.descendant_id = s.agent_id AND c.ancestor_id = ${agentId}
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(db);
    const byWeek = new Map<string, string[]>();
    for (const row of weeks.rows) {
      const week = new Date(row.week).toISOString().slice(0, 10);
      const lines = byWeek.get(week) ?? [];
      lines.push(`${row.tx_type},${row.currency_code},${row.success_count},${(Number(row.value_minor) / 100).toFixed(2)},${(Number(row.buy_value_minor) / 100).toFixed(2)}`);
      byWeek.set(week, lines);
    }
    const files = [...byWeek]
      .filter(([week]) => new Date(week).getTime() + 7 * 86_400_000 <= now.getTime())
      .map(([week, lines]) => ({
        agent_id: agentId,
        file_name: `SETTLEMENT_${agentCode}_${week.replace(/-/g, '')}.csv`,
        date: week,
        bytes: Buffer.from(['type,currency,count,gross value,net value', ...lines].join('\n') + '\n'),
      }));
    if (files.length > 0) await db.insertInto('settlement_files').values(files).execute();
  }
}
