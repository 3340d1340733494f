// The transaction report on the real database: a ledger of its own (postings with known dates,
// kept by the ledger's own postTransactions so that the daily aggregates follow), then every
// filter of the Report filter, the hierarchy scope, paging by index and by cursor (the same rows
// either way, at any depth), counts from the aggregates equal to a count of the rows, the capped
// count, the date rules with their refusals, and the live channel's report kind.
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoStructure, type DemoStructure } from '../../../server/demo/structure';
import type { TxStatus, TxType } from '../../../server/db/schema';
import { wireTimestamp } from '../../../server/domain/wire';
import type { SessionInfo } from '../../../server/domain/session-info';
import { createSession } from '../../../server/http/session';
import { postTransactions } from '../../../server/modules/ledger/postings';
import { REPORT_TEXT, reportPage, type ReportFilter } from '../../../server/modules/reports/report.service';
import { schemaViolations } from '../support/answer-contract';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';
import { liveChannelOf } from '../live/support/stomp-client';
import { english } from '../../../server/i18n/words';

const openapiFile = fileURLToPath(new URL('../../../openapi/portal.yaml', import.meta.url));
const DAY_MS = 86_400_000;
/** A fixed "now" (noon UTC) so that day edges are where the test puts them. */
const NOW = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 12 * 3_600_000);
const at = (daysAgo: number, hour = 10, minute = 0) => new Date(NOW.getTime() - daysAgo * DAY_MS - (12 - hour) * 3_600_000 + minute * 60_000);

describe.skipIf(testDatabaseSkipReason)('the transaction report', () => {
  let t: TestApp;
  let demo: DemoStructure;
  const sessions = new Map<string, SessionInfo>();
  const agentId = (code: string) => demo.agentIds.get(code)!;
  const terminalOf = (code: string) => demo.terminals.find((terminal) => terminal.agentCode === code)!;

  /** Every posted row, to compare the report with. */
  const posted: { refId: string; agentCode: string; txType: TxType; status: TxStatus; createdAt: Date; phone: string | null; terminal: string | null }[] = [];

  async function post(agentCode: string, createdAt: Date, options: { txType?: TxType; status?: TxStatus; phone?: string; txnId?: string } = {}) {
    const terminal = options.txType === 'PAYOUT' ? null : terminalOf(agentCode);
    const row = {
      tx_type: options.txType ?? 'SALE',
      status: options.status ?? 'SUCCESS',
      agent_id: agentId(agentCode),
      terminal_id: terminal?.id ?? null,
      currency_code: 'AUD',
      value_minor: 1000,
      buy_value_minor: 950,
      created_at: createdAt,
      phone_no: options.phone ?? null,
      txn_id: options.txnId ?? null,
    };
    const [done] = await t.db.transaction().execute((trx) => postTransactions(trx, [row]));
    posted.push({ refId: done!.ref_id, agentCode, txType: row.tx_type, status: row.status, createdAt, phone: row.phone_no, terminal: terminal?.code ?? null });
    return done!.ref_id;
  }

  const subtree: Record<string, string[]> = {};
  const report = (user: string, filter: Partial<ReportFilter>) =>
    reportPage(t.db, sessions.get(user)!, { start: wireTimestamp(at(30, 0)), end: wireTimestamp(NOW), ...filter } as ReportFilter, NOW);
  /** The refIds the report should list for a user: its scope, newest first. */
  const expected = (agentCodes: string[], keep: (row: (typeof posted)[number]) => boolean = () => true) =>
    posted
      .filter((row) => agentCodes.includes(row.agentCode) && keep(row))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || Number(b.refId) - Number(a.refId))
      .map((row) => row.refId);

  beforeAll(async () => {
    t = await createTestApp();
    const { ensureBrandingAndSettings } = await import('../../../server/demo/content');
    await ensureBrandingAndSettings(t.db);
    demo = await createDemoStructure(t.db, new Date(NOW.getTime() - 400 * DAY_MS));
    for (const user of ['MD0001/admin', 'SD0001/manager', 'SD0002/manager', 'R00001/cashier']) {
      const userId = demo.userIds.get(user)!;
      const token = await createSession(t.db, userId);
      sessions.set(user, {
        sessionId: token,
        userId,
        agentId: agentId(user.split('/')[0]!),
        login: user.split('/')[1]!,
        acls: new Set(),
        impersonatorUserId: null,
        email: null,
        emailConfirmed: true,
      });
    }
    for (const code of ['SD0001', 'SD0002']) {
      const rows = await sql<{ code: string }>`
        SELECT a.code FROM agents a JOIN agent_closure c ON c.descendant_id = a.id WHERE c.ancestor_id = ${agentId(code)}`.execute(t.db);
      subtree[code] = rows.rows.map((row) => row.code);
    }
    // Retailers below SD0001 (R00001, R00002) and below SD0002 (R00004): sales over 25 days, a few
    // each day at different hours; a refunded, a reversed and a failed one; payouts elsewhere.
    // Nothing dated today: the live channel tests below ask up to the real clock, which may be
    // earlier in the day than NOW.
    for (let day = 26; day >= 1; day--) {
      await post('R00001', at(day, 9));
      await post('R00002', at(day, 11, 30));
      if (day % 2 === 0) await post('R00001', at(day, 8, 15), { txType: 'REDEEM' });
      await post('R00004', at(day, 10));
    }
    await post('R00001', at(3, 7), { status: 'REFUNDED', phone: '+61400111222', txnId: 'EXT-REF-1' });
    await post('R00002', at(4, 7), { status: 'REVERSED' });
    await post('R00002', at(5, 7), { status: 'FAILED' });
    // Just before and at the edges of the range (day 30 00:00) and today's rows after "now".
    await post('R00001', new Date(at(30, 0).getTime() - 1));
    await post('R00001', at(30, 0));
  });
  afterAll(async () => t?.close());

  it('lists the subtree newest first, counts it from the aggregates, and pages by index and by cursor alike', async () => {
    const all = expected(subtree.SD0001!, (row) => row.createdAt >= at(30, 0));
    const first = await report('SD0001/manager', { includeSubAgent: true, pageSize: 25 });
    expect(first.totalRecord).toBe(all.length);
    expect(first.maxTransactionCount).toBeNull();
    expect(first.exportSize).toBe(Math.min(all.length, 1000));
    expect(first.data.map((row) => row.refId)).toEqual(all.slice(0, 25));

    // Every page by its index, and the same pages read after the previous page's last row.
    let afterRefId: string | undefined;
    const byIndex: string[] = [];
    const byCursor: string[] = [];
    for (let pageIndex = 1; pageIndex <= Math.ceil(all.length / 25) + 1; pageIndex++) {
      byIndex.push(...(await report('SD0001/manager', { includeSubAgent: true, pageSize: 25, pageIndex })).data.map((row) => row.refId));
      const page = await report('SD0001/manager', { includeSubAgent: true, pageSize: 25, pageIndex, ...(afterRefId ? { afterRefId } : {}) });
      byCursor.push(...page.data.map((row) => row.refId));
      afterRefId = page.data.at(-1)?.refId ?? afterRefId;
    }
    expect(byIndex).toEqual(all);
    expect(byCursor).toEqual(all);
  });

  it('pages oldest first as well, and a page past the end is empty', async () => {
    const all = expected(subtree.SD0001!, (row) => row.createdAt >= at(30, 0)).reverse();
    const deep = await report('SD0001/manager', { includeSubAgent: true, pageSize: 10, pageIndex: 4, orderType: 'ASC' });
    expect(deep.data.map((row) => row.refId)).toEqual(all.slice(30, 40));
    const past = await report('SD0001/manager', { includeSubAgent: true, pageSize: 10, pageIndex: 1000 });
    expect(past.data).toEqual([]);
  });

  it('counts a range cut inside days exactly (partial first and last days, whole days between)', async () => {
    const start = at(10, 10, 30);
    const end = at(2, 9, 30);
    const inRange = expected(subtree.SD0001!, (row) => row.createdAt >= start && row.createdAt <= end);
    const answer = await report('SD0001/manager', { includeSubAgent: true, start: wireTimestamp(start), end: wireTimestamp(end), pageSize: 100 });
    expect(answer.totalRecord).toBe(inRange.length);
    expect(answer.data.map((row) => row.refId)).toEqual(inRange);
    const deep = await report('SD0001/manager', { includeSubAgent: true, start: wireTimestamp(start), end: wireTimestamp(end), pageSize: 10, pageIndex: 3 });
    expect(deep.data.map((row) => row.refId)).toEqual(inRange.slice(20, 30));
  });

  it('keeps to the hierarchy: an agent sees its own, with includeSubAgent its subtree, never a sibling\'s', async () => {
    const own = await report('SD0001/manager', { pageSize: 100 });
    expect(own.data).toEqual([]);
    const cashier = await report('R00001/cashier', { includeSubAgent: true, pageSize: 100 });
    expect(new Set(cashier.data.map((row) => row.agentCode))).toEqual(new Set(['R00001']));
    const sibling = await report('SD0001/manager', { agentCode: 'R00004', pageSize: 100 });
    expect(sibling).toEqual({ data: [], totalRecord: 0, maxTransactionCount: null, exportSize: 0 });
    const bySubDivision = await report('MD0001/admin', { subDivision: 'SD0002', pageSize: 100 });
    expect(bySubDivision.data.map((row) => row.refId)).toEqual(expected(subtree.SD0002!, (row) => row.createdAt >= at(30, 0)).slice(0, 100));
    const byMerchant = await report('MD0001/admin', { merchantCode: 'R00002', pageSize: 10 });
    expect(new Set(byMerchant.data.map((row) => row.agentCode))).toEqual(new Set(['R00002']));
  });

  it('finds by reference, external reference, phone and terminal, within the scope only', async () => {
    const refunded = posted.find((row) => row.status === 'REFUNDED')!;
    for (const filter of [{ refId: refunded.refId }, { exRefId: 'EXT-REF-1' }, { phoneNo: '+61400111222' }]) {
      const found = await report('MD0001/admin', { includeSubAgent: true, ...filter });
      expect(found.data.map((row) => row.refId)).toEqual([refunded.refId]);
      expect(found.totalRecord).toBe(1);
      expect((await report('SD0002/manager', { includeSubAgent: true, ...filter })).data).toEqual([]);
    }
    const terminal = terminalOf('R00002').code;
    const byTerminal = await report('MD0001/admin', { includeSubAgent: true, terminalIds: [terminal], pageSize: 100 });
    expect(byTerminal.data.map((row) => row.refId)).toEqual(expected(['R00002'], (row) => row.createdAt >= at(30, 0) && row.terminal === terminal));
    expect((await report('SD0002/manager', { includeSubAgent: true, terminalIds: [terminal] })).data).toEqual([]);
  });

  it('filters by type, by refunded and reversed, and the sales report lists sales only', async () => {
    const redeems = await report('SD0001/manager', { includeSubAgent: true, transType: 'REDEEM', pageSize: 100 });
    expect(redeems.data.map((row) => row.refId)).toEqual(expected(subtree.SD0001!, (row) => row.txType === 'REDEEM'));
    expect(redeems.totalRecord).toBe(redeems.data.length);
    const returned = await report('MD0001/admin', { includeSubAgent: true, isRefunded: true, isReversed: true });
    expect(new Set(returned.data.map((row) => row.status))).toEqual(new Set(['REFUNDED', 'REVERSED']));
    expect(returned.totalRecord).toBe(2);
    const sales = await report('SD0001/manager', { includeSubAgent: true, salesReports: true, pageSize: 100 });
    expect(new Set(sales.data.map((row) => row.txType))).toEqual(new Set(['SALE']));
  });

  it('stops a count the aggregates cannot give at maxTransactionCount and says so', async () => {
    await t.db.insertInto('settings').values({ key: 'maxTransactionCount', value: JSON.stringify(20) }).onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(20) })).execute();
    try {
      const terminal = terminalOf('R00001').code;
      const capped = await report('MD0001/admin', { includeSubAgent: true, terminalIds: [terminal] });
      expect(capped.totalRecord).toBe(20);
      expect(capped.maxTransactionCount).toBe(20);
      const exact = await report('MD0001/admin', { includeSubAgent: true });
      expect(exact.maxTransactionCount).toBeNull();
      expect(exact.totalRecord).toBeGreaterThan(20);
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'maxTransactionCount').execute();
    }
  });

  it('refuses an end in the future, an end before the start and a start beyond the search range', async () => {
    const tomorrow = new Date(NOW.getTime() + DAY_MS);
    await expect(report('MD0001/admin', { end: wireTimestamp(tomorrow) })).rejects.toMatchObject({ resultCode: 1001, resultDescription: english(REPORT_TEXT.endInFuture) });
    await expect(report('MD0001/admin', { start: wireTimestamp(at(2)), end: wireTimestamp(at(3)) })).rejects.toMatchObject({ resultDescription: english(REPORT_TEXT.endBeforeStart) });
    await expect(report('MD0001/admin', { start: wireTimestamp(at(200)) })).rejects.toMatchObject({
      resultDescription: english(REPORT_TEXT.startTooEarly),
      details: { months: 6 },
    });
    await expect(report('MD0001/admin', { transType: 'GIFT' })).rejects.toMatchObject({ resultDescription: english(REPORT_TEXT.unknownType) });
    await expect(report('MD0001/admin', { orderBy: 'value' })).rejects.toMatchObject({ resultDescription: english(REPORT_TEXT.unknownOrder) });
  });

  describe('the live channel report kind', () => {
    const live = liveChannelOf(() => t.app);

    async function ask(filter: object, kind = 'report', language = 'en') {
      const token = await createSession(t.db, demo.userIds.get('MD0001/admin')!);
      const client = live.connect('admin', token, { 'accept-language': language });
      await client.connected;
      const answer = client.nextMessage(`/transactions/admin/${kind}`);
      client.client.publish({ destination: `/app/transaction/admin/${kind}`, body: JSON.stringify(filter), headers: { 'request-id': 'r1' } });
      const message = await answer;
      if (message.headers['content-transfer-encoding'] === 'base64') {
        return { contentType: message.headers['content-type'], file: Buffer.from(message.body, 'base64') } as Record<string, unknown>;
      }
      return JSON.parse(message.body) as Record<string, unknown>;
    }
    const lastWeek = () => ({ start: wireTimestamp(at(7, 0)), end: wireTimestamp(new Date()), includeSubAgent: true });

    it('answers a page as the contract\'s ReportResult', async () => {
      const body = await ask({ start: wireTimestamp(at(7, 0)), end: wireTimestamp(new Date()), includeSubAgent: true, pageSize: 10, pageIndex: 1 });
      expect(body).toMatchObject({ resultCode: 0, exportSize: expect.any(Number) });
      expect((body.data as unknown[]).length).toBe(10);
      expect(schemaViolations(openapiFile, 'ReportResult', body)).toBeNull();
    });

    it('refuses a filter the contract does not allow, and an end in the future, with the reason in the connection\'s language', async () => {
      expect(await ask({ start: '2026-01-01 00:00:00' })).toMatchObject({ resultCode: 1001, field: 'end' });
      const future = { start: wireTimestamp(at(1)), end: wireTimestamp(new Date(Date.now() + 2 * DAY_MS)) };
      expect(await ask(future)).toEqual({ resultCode: 1001, resultDescription: english(REPORT_TEXT.endInFuture) });
      expect(await ask(future, 'report', 'de')).toEqual({ resultCode: 1001, resultDescription: 'Das Enddatum darf nicht in der Zukunft liegen.' });
      expect(await ask(future, 'exportCSV', 'ja')).toEqual({ resultCode: 1001, resultDescription: '終了日に未来の日付は指定できません。' });
    });

    it('reads a filter sent whole, with empty strings for the fields left unset, as the filter without them', async () => {
      const asked = { ...lastWeek(), pageSize: 10, pageIndex: 1 };
      const unset = {
        refId: '', exRefId: '', voucherSerial: '', phoneNo: '', agentCode: '', subDivision: '', orderType: '', orderBy: '',
        transType: '', afterRefId: '', period: '', merchantCode: '',
      };
      const plain = await ask(asked);
      expect(plain).toMatchObject({ resultCode: 0 });
      expect(await ask({ ...asked, ...unset })).toEqual(plain);
      // A sub division chosen beside an empty merchant code still narrows the report to it.
      const sd = await ask({ ...asked, ...unset, subDivision: 'SD0002' });
      expect(sd).toEqual(await ask({ ...asked, subDivision: 'SD0002' }));
      expect(new Set((sd.data as { agentCode: string }[]).map((row) => row.agentCode))).toEqual(new Set(['R00004']));
      // Required fields stay required.
      expect(await ask({ ...asked, ...unset, end: '' })).toMatchObject({ resultCode: 1001, field: 'end' });
    });

    it('exports the filter\'s rows as CSV in the report\'s order, up to the export limit, headed in the connection\'s language', async () => {
      const page = await ask({ ...lastWeek(), pageSize: 10, pageIndex: 1 });
      const answer = await ask(lastWeek(), 'exportCSV', 'de');
      expect(answer.contentType).toBe('text/csv; charset=utf-8');
      const lines = (answer.file as Buffer).toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toMatch(/^Datum,Referenz-ID,/);
      expect(lines.length - 1).toBe(page.totalRecord);
      expect(lines.slice(1, 11).map((line) => line.split(',')[1])).toEqual((page.data as { refId: string }[]).map((row) => row.refId));
      const setting = await t.db.selectFrom('settings').select('value').where('key', '=', 'exportLimit').executeTakeFirst();
      await t.db.insertInto('settings').values({ key: 'exportLimit', value: JSON.stringify(7) }).onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(7) })).execute();
      try {
        const limited = await ask(lastWeek(), 'exportCSV');
        expect((limited.file as Buffer).toString('utf8').trimEnd().split('\r\n')).toHaveLength(1 + 7);
      } finally {
        const restore = t.db.deleteFrom('settings').where('key', '=', 'exportLimit');
        if (setting) await t.db.updateTable('settings').set({ value: JSON.stringify(setting.value) }).where('key', '=', 'exportLimit').execute();
        else await restore.execute();
      }
    });

    it('answers print with the rows an export holds, as a ReportResult', async () => {
      const page = await ask({ ...lastWeek(), pageSize: 10, pageIndex: 1 });
      const print = await ask(lastWeek(), 'print');
      expect(schemaViolations(openapiFile, 'ReportResult', print)).toBeNull();
      expect(print.totalRecord).toBe(page.totalRecord);
      expect((print.data as { refId: string }[]).slice(0, 10)).toEqual(page.data);
    });

    it('exports the same rows as an Excel workbook', async () => {
      const page = await ask({ ...lastWeek(), pageSize: 10, pageIndex: 1 });
      const answer = await ask(lastWeek(), 'exportExcel', 'fr');
      expect(answer.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const workbook = new ExcelJS.Workbook();
      const bytes = answer.file as Buffer;
      await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(1 + (page.totalRecord as number));
      expect(sheet.getRow(1).getCell(1).value).toBe('Date');
      expect(sheet.getRow(2).getCell(2).value).toBe((page.data as { refId: string }[])[0]!.refId);
      expect(sheet.getRow(2).getCell(12).value).toBe(10);
    });
  });
});
