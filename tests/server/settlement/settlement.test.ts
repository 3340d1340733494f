// Weekly settlement earnings on the real server and database: the job writes one file per agent
// and week (the agent and everything below it, per product and currency, with the header line),
// catches up the weeks it missed (and does so at a start of the queue), adds nothing when run
// again or twice at once; the list answers the user's own agent's files with search, paging and
// sort by date; a download is any file of the user's subtree, and a path or another agent's file
// is refused alike, in the user's language.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoStructure, type DemoStructure } from '../../../server/demo/structure';
import { ensureBrandingAndSettings } from '../../../server/demo/content';
import { createSession } from '../../../server/http/session';
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { redeemVouchers } from '../../../server/modules/vouchers/vouchers.service';
import { refundSale } from '../../../server/modules/ledger/sale-reversals.service';
import { lastEndedWeek } from '../../../shared/periods';
import { writeMissedSettlementWeeks, writeSettlementWeek } from '../../../server/modules/settlement/settlement.service';
import { startJobQueue } from '../../../server/jobs/queue';
import { createTestApp, testJobSettings, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const at = (day: string, hours: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hours * HOUR_MS);

describe.skipIf(testDatabaseSkipReason)('settlement earnings', () => {
  let t: TestApp;
  let demo: DemoStructure;
  const headers = new Map<string, Record<string, string>>();
  // Three ended weeks: w1 the oldest, w3 the last one that has ended.
  const w3 = lastEndedWeek(new Date());
  const w2 = plusDays(w3, -7);
  const w1 = plusDays(w3, -14);
  const terminal = (agentCode: string) => demo.terminals.find((candidate) => candidate.agentCode === agentCode)!.id;
  const get = async (user: string, url: string, extra: Record<string, string> = {}) => {
    const answer = await t.app.inject({ method: 'GET', url, headers: { ...headers.get(user)!, ...extra } });
    return { status: answer.statusCode, body: answer.body, json: () => answer.json() as Record<string, unknown>, headers: answer.headers };
  };
  const filesPerAgentAndWeek = async () =>
    (await sql<{ agent_id: number; date: string; n: number }>`
      SELECT agent_id, to_char(date, 'YYYY-MM-DD') AS date, count(*)::int AS n FROM settlement_files GROUP BY 1, 2 ORDER BY 2, 1`.execute(t.db)).rows;
  const fileText = async (agentCode: string, week: string) => {
    const row = await t.db.selectFrom('settlement_files').select('bytes').where('file_name', '=', `Settlement_${agentCode}_${week}.csv`).executeTakeFirstOrThrow();
    return Buffer.from(row.bytes).toString('utf8');
  };

  beforeAll(async () => {
    t = await createTestApp();
    await ensureBrandingAndSettings(t.db);
    demo = await createDemoStructure(t.db, new Date(Date.now() - 60 * DAY_MS));
    for (const user of ['MD0001/admin', 'SD0001/manager', 'R00001/cashier']) {
      headers.set(user, { authorization: `Bearer ${await createSession(t.db, demo.userIds.get(user)!)}` });
    }
    // w1: R00001 sells AUD20 twice and AUD10 once; R00004 (below SD0002) NZD10 once.
    const first = await sellVouchers(t.db, [
      { terminalId: terminal('R00001'), productCode: 'AUD20', at: at(w1, 10) },
      { terminalId: terminal('R00001'), productCode: 'AUD20', at: at(w1, 11) },
      { terminalId: terminal('R00001'), productCode: 'AUD10', at: at(w1, 12) },
      { terminalId: terminal('R00004'), productCode: 'NZD10', at: at(w1, 13) },
    ]);
    if (!first.ok) throw new Error(first.resultDescription);
    // w2: one AUD20 of w1 refunded, the other redeemed at M00001; R00001 sells AUD50.
    await refundSale(t.db, { transactionId: first.sales[0]!.transactionId, voucherSerial: null, comments: 'test', userId: null, at: at(w2, 9) });
    const redeemed = await redeemVouchers(t.db, [{ pin: first.sales[1]!.pin, agentId: demo.agentIds.get('M00001')!, userId: null, at: at(w2, 10) }]);
    expect(redeemed[0]!.ok).toBe(true);
    const second = await sellVouchers(t.db, [{ terminalId: terminal('R00001'), productCode: 'AUD50', at: at(w2, 11) }]);
    if (!second.ok) throw new Error(second.resultDescription);
    // w3: R00004 sells NZD20 on Sunday just before midnight (still w3).
    const third = await sellVouchers(t.db, [{ terminalId: terminal('R00004'), productCode: 'NZD20', at: new Date(Date.parse(`${plusDays(w3, 7)}T00:00:00Z`) - 1000) }]);
    if (!third.ok) throw new Error(third.resultDescription);
  });
  afterAll(async () => t?.close());

  it('writes one file per agent and week, up to the last week ended, from the first week with transactions', async () => {
    const run = await writeMissedSettlementWeeks(t.db, new Date(Date.parse(`${w3}T00:00:00Z`) + HOUR_MS));
    expect(run.weeks).toEqual([w1, w2]);
    const ids = (code: string) => demo.agentIds.get(code)!;
    const files = await filesPerAgentAndWeek();
    expect(files.every((row) => row.n === 1)).toBe(true);
    const week1 = files.filter((row) => row.date === w1).map((row) => row.agent_id).sort((a, b) => a - b);
    expect(week1).toEqual(['PROVIDER', 'MD0001', 'SD0001', 'SD0002', 'R00001', 'R00004'].map(ids).sort((a, b) => a - b));
    // w2: the refund and the sale at R00001 (and above), the redemption at M00001 (and above).
    const week2 = files.filter((row) => row.date === w2).map((row) => row.agent_id).sort((a, b) => a - b);
    expect(week2).toEqual(['PROVIDER', 'MD0001', 'SD0001', 'R00001', 'M00001'].map(ids).sort((a, b) => a - b));
    expect(run.files).toBe(week1.length + week2.length);
  });

  it('writes the figures per product and currency with the agent, the week and its totals', async () => {
    const sunday = plusDays(w1, 6);
    expect((await fileText('R00001', w1)).split('\r\n')).toEqual([
      `Agent,R00001,Circular Quay News,Week,${w1},${sunday},Sales,3,Refunds,0,Redemptions,0`,
      'Product,Currency,Sales,Sales value,Refunds,Refunds value,Redemptions,Redemptions value,Gross value,Net value,Commission',
      'AUD10,AUD,1,10.00,0,0.00,0,0.00,10.00,9.50,0.50',
      'AUD20,AUD,2,40.00,0,0.00,0,0.00,40.00,38.00,2.00',
      'Total,AUD,3,50.00,0,0.00,0,0.00,50.00,47.50,2.50',
      '',
    ]);
    expect((await fileText('MD0001', w2)).split('\r\n')).toEqual([
      `Agent,MD0001,Southern Cross Distribution,Week,${w2},${plusDays(w2, 6)},Sales,1,Refunds,1,Redemptions,1`,
      'Product,Currency,Sales,Sales value,Refunds,Refunds value,Redemptions,Redemptions value,Gross value,Net value,Commission',
      'AUD20,AUD,0,0.00,1,20.00,1,20.00,-20.00,-19.00,-1.00',
      'AUD50,AUD,1,50.00,0,0.00,0,0.00,50.00,47.50,2.50',
      'Total,AUD,1,50.00,1,20.00,1,20.00,30.00,28.50,1.50',
      '',
    ]);
    // Both currencies of MD0001's subtree in w1, each with its total.
    expect((await fileText('MD0001', w1)).split('\r\n').filter((line) => line.startsWith('Total'))).toEqual([
      'Total,AUD,3,50.00,0,0.00,0,0.00,50.00,47.50,2.50',
      'Total,NZD,1,10.00,0,0.00,0,0.00,10.00,9.50,0.50',
    ]);
  });

  it('catches up the missed week, and adds nothing when run again or twice at once', async () => {
    const run = await writeMissedSettlementWeeks(t.db);
    expect(run.weeks).toEqual([w3]);
    expect((await filesPerAgentAndWeek()).filter((row) => row.date === w3)).toHaveLength(4); // R00004, SD0002, MD0001, PROVIDER
    const before = await filesPerAgentAndWeek();
    expect(await writeMissedSettlementWeeks(t.db)).toEqual({ weeks: [], files: 0 });
    expect(await Promise.all([writeSettlementWeek(t.db, w3), writeSettlementWeek(t.db, w3)])).toEqual([0, 0]);
    expect(await filesPerAgentAndWeek()).toEqual(before);
  });

  it('schedules the job every Monday 00:00 UTC and catches up at a start of the queue', async () => {
    await sql`DELETE FROM settlement_files WHERE date = ${w3}::date`.execute(t.db);
    await sql`DELETE FROM settlement_weeks WHERE week = ${w3}::date`.execute(t.db);
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const queue = await startJobQueue(t.database, { db: t.db, config: { ...t.config, jobs: { ...testJobSettings, schedules: true } }, log });
    try {
      await vi.waitFor(
        async () => expect((await filesPerAgentAndWeek()).filter((row) => row.date === w3)).toHaveLength(4),
        { timeout: 15_000, interval: 100 },
      );
      const schedules = await sql<{ name: string; cron: string; timezone: string }>`SELECT name, cron, timezone FROM pgboss.schedule WHERE name LIKE 'settlement.%'`.execute(t.db);
      expect(schedules.rows).toEqual([{ name: 'settlement.weekly', cron: '0 0 * * 1', timezone: 'UTC' }]);
    } finally {
      await queue.stop();
    }
  });

  it('lists the user\'s own agent\'s files by date, ascending by default, with search and paging', async () => {
    const list = async (user: string, query = '') => (await get(user, `/api/v1/settlement-earnings-reports${query}`)).json();
    expect(await list('MD0001/admin')).toEqual({
      resultCode: 0,
      resultDescription: 'Success',
      totalRecord: 3,
      data: [w1, w2, w3].map((week) => ({ fileName: `Settlement_MD0001_${week}.csv`, date: week })),
    });
    expect(((await list('MD0001/admin', '?orderType=DESC')).data as { date: string }[]).map((row) => row.date)).toEqual([w3, w2, w1]);
    expect(await list('MD0001/admin', `?searchText=${w2}`)).toMatchObject({ totalRecord: 1, data: [{ date: w2 }] });
    expect(await list('MD0001/admin', '?searchText=R00001')).toMatchObject({ totalRecord: 0, data: [] });
    expect(await list('MD0001/admin', '?pageSize=10&pageIndex=2')).toMatchObject({ totalRecord: 3, data: [] });
    expect(await list('SD0001/manager')).toMatchObject({ totalRecord: 2, data: [{ fileName: `Settlement_SD0001_${w1}.csv` }, { fileName: `Settlement_SD0001_${w2}.csv` }] });
  });

  it('downloads a file of the user\'s subtree as CSV', async () => {
    const answer = await get('MD0001/admin', `/api/v1/download-settlement-earnings-report?fileName=Settlement_R00001_${w1}.csv`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toContain(`Settlement_R00001_${w1}.csv`);
    expect(answer.body).toBe(await fileText('R00001', w1));
  });

  it('refuses another agent\'s file, an unknown one and a path alike, revealing nothing, in the user\'s language', async () => {
    const refusal = { resultCode: 1004, resultDescription: 'This settlement file is not available.' };
    const download = (user: string, fileName: string, extra: Record<string, string> = {}) =>
      get(user, `/api/v1/download-settlement-earnings-report?fileName=${encodeURIComponent(fileName)}`, extra);
    for (const fileName of [`Settlement_MD0001_${w1}.csv`, `Settlement_SD0002_${w1}.csv`, 'Settlement_R00001_1999-01-04.csv', '..']) {
      const answer = await download('SD0001/manager', fileName);
      expect(answer.status, fileName).toBe(400);
      expect(answer.json(), fileName).toEqual(refusal);
    }
    expect((await download('R00001/cashier', `Settlement_MD0001_${w1}.csv`, { 'accept-language': 'de' })).json()).toEqual({
      resultCode: 1004,
      resultDescription: 'Diese Abrechnungsdatei ist nicht verfügbar.',
    });
    for (const fileName of [`../Settlement_R00001_${w1}.csv`, `x\\Settlement_R00001_${w1}.csv`]) {
      const answer = await download('MD0001/admin', fileName, { 'accept-language': 'fr' });
      expect(answer.status, fileName).toBe(400);
      expect(answer.json(), fileName).toMatchObject({ resultCode: 1001, resultDescription: 'Nom du fichier n’a pas un format valide.' });
    }
  });
});
