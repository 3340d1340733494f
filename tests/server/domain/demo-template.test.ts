// The install-time demo template moved to today (server/demo/template.ts): a small demo
// made three days and a bit ago moves forward by three whole days, every date and time of it,
// its last day stretched up to now, nothing is lost or doubled, nothing lies in the future, and
// the weekly settlement files are made again for the moved weeks.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../../server/db/database';
import { ensureDemoData } from '../../../server/demo/index';
import { moveDemoToToday } from '../../../server/demo/template';
import { OPEN_TIMEOUT_MS, openDomainDatabase } from './domain-database';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-24T10:00:00Z');
const builtAt = new Date(now.getTime() - 3 * DAY_MS - 2 * 3_600_000);

let portal: PortalDatabase;

interface Figures {
  transactions: number;
  lastSale: Date;
  firstDay: Date;
  successes: number;
}

async function figures(): Promise<Figures> {
  const row = await sql<{ transactions: number; last_sale: Date; first_day: Date; successes: number }>`
    SELECT (SELECT count(*)::int FROM transactions) AS transactions,
      (SELECT max(created_at) FROM transactions) AS last_sale,
      (SELECT min(day) FROM agent_daily_stats) AS first_day,
      (SELECT sum(success_count)::int FROM agent_daily_stats) AS successes`.execute(portal.db);
  const r = row.rows[0]!;
  return { transactions: r.transactions, lastSale: new Date(r.last_sale), firstDay: new Date(r.first_day), successes: r.successes };
}

describe('the demo template moved to today', () => {
  let before: Figures;
  let moved: number;

  beforeAll(async () => {
    portal = await openDomainDatabase();
    const { transactions } = await ensureDemoData(portal.db, { now: builtAt, days: 21, targetSales: 400, log: () => undefined });
    await transactions;
    before = await figures();
    moved = await moveDemoToToday(portal.db, builtAt, now);
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  it('moves every date and time forward by the whole days since it was made', async () => {
    expect(moved).toBe(3);
    const after = await figures();
    expect(after.transactions).toBe(before.transactions);
    expect(after.successes).toBe(before.successes);
    // The last day is stretched from its start up to now (10:00, the template ended at 08:00).
    expect(after.lastSale.getTime() - before.lastSale.getTime()).toBeGreaterThanOrEqual(3 * DAY_MS);
    expect(after.firstDay.getTime() - before.firstDay.getTime()).toBe(3 * DAY_MS);
    expect(after.lastSale.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(after.lastSale.getTime()).toBeGreaterThan(now.getTime() - 3_600_000);
  });

  it('spreads the day\'s last events up to now instead of one second', async () => {
    const lastTen = await portal.db.selectFrom('transactions').select('created_at').orderBy('created_at', 'desc').limit(10).execute();
    expect(new Set(lastTen.map((row) => new Date(row.created_at).getTime())).size).toBeGreaterThanOrEqual(8);
    const today = await portal.db.selectFrom('transactions').select('created_at').where('created_at', '>=', new Date('2026-11-24T00:00:00Z')).execute();
    expect(today.some((row) => new Date(row.created_at).getTime() > new Date('2026-11-24T08:30:00Z').getTime())).toBe(true);
  });

  it('makes the weekly settlement files again: Monday weeks that ended, named by their week', async () => {
    const files = await portal.db.selectFrom('settlement_files').select(['file_name', 'date']).execute();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const week = new Date(file.date);
      expect(week.getUTCDay()).toBe(1);
      expect(week.getTime() + 7 * DAY_MS).toBeLessThanOrEqual(now.getTime());
      expect(file.file_name).toMatch(new RegExp(`^Settlement_[A-Z0-9]+_${week.toISOString().slice(0, 10)}\\.csv$`));
    }
  });

  it('leaves a template made today as it is', async () => {
    expect(await moveDemoToToday(portal.db, now, new Date(now.getTime() + 3_600_000))).toBe(0);
  });
});
