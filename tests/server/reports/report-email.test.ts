// Reports by email on the database TEST_DB names, through the real server and its job queue, to a
// real SMTP peer: the mail arrives with the report attached, whose headers and rows are the
// report's (CSV read back, xlsx read back with exceljs), in the request's language; progress
// rows; the months a report by email may cover and a wrong email refused in the request's
// language; an agent outside the user's structure gives a file without rows; a job run again after
// the row is SENT mails nothing, one run again before builds it again from its first row; a mail
// the mail server refuses is FAILED with the merchant's reason in the reader's language; a file
// above the mail limit (set low here) is kept in the database and linked, downloaded whole by its
// owner only (others and unknown ids refused 1004 alike), in 1 MB chunks, and gone once expired.
// Every wait is on a condition.
import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoStructure, type DemoStructure } from '../../../server/demo/structure';
import { wireTimestamp } from '../../../server/domain/wire';
import { postTransactions } from '../../../server/modules/ledger/postings';
import { createSession, resolveSession } from '../../../server/http/session';
import { reportLines, reportPage, reportRows } from '../../../server/modules/reports/report.service';
import { csvLines } from '../../../server/modules/reports/report-files';
import { english } from '../../../server/i18n/words';
import { buildReportFile, FILE_KEPT_DAYS, REPORT_EMAIL_WAITING_TEXT, runReportEmail, sendReportToEmail, zipFile } from '../../../server/modules/reports/report-email.service';
import { buildReportFileApart } from '../../../server/modules/reports/report-build-process';
import { insertReportEmailExport } from '../../../server/modules/reports/report-email.repository';
import {
  deleteExpiredReportFiles,
  FILE_CHUNK_BYTES,
  storedFileChunks,
  storeReportFile,
} from '../../../server/modules/reports/report-email-files.repository';
import { startJobQueue, type JobQueue } from '../../../server/jobs/queue';
import { startSmtpPeer, type SmtpPeer } from '../auth/auth-harness';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKind, testDatabaseSkipReason } from '../support/test-database';
import { attachmentOf, parseCsv } from '../../support/mail-attachment';
import { waitFor } from '../support/wait-for';

const DAY_MS = 86_400_000;
const NOW = new Date();
const daysAgo = (days: number, hour = 10) => new Date(Math.floor(NOW.getTime() / DAY_MS) * DAY_MS - days * DAY_MS + hour * 3_600_000);

async function refIdsOf(rows: Awaited<ReturnType<typeof reportRows>>) {
  const refIds: string[] = [];
  for await (const page of rows.pages) refIds.push(...page.map((row) => row.refId));
  return refIds;
}

describe.skipIf(testDatabaseSkipReason)('reports by email', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let demo: DemoStructure;
  let headers: Record<string, string>;
  let adminUserId: number;
  const agentId = (code: string) => demo.agentIds.get(code)!;

  const range = { start: wireTimestamp(daysAgo(20, 0)), end: wireTimestamp(new Date(Math.floor(NOW.getTime() / 1000) * 1000)) };
  const send = (body: Record<string, unknown>, language = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/v1/send-report-to-email', headers: { ...headers, 'accept-language': language }, payload: { ...range, ...body } });
  const exportRow = (id: number) => t.db.selectFrom('report_email_exports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const sentRow = (id: number) => waitFor(`export ${id} to be SENT`, async () => {
    const row = await exportRow(id);
    if (row.status === 'FAILED') throw new Error(`export ${id} failed: ${row.failure}`);
    return row.status === 'SENT' ? row : null;
  });

  beforeAll(async () => {
    smtp = await startSmtpPeer({ refuse: (recipient) => (recipient.startsWith('refused') ? 550 : null) });
    t = await createTestApp({ config: { smtpUrl: smtp.url } });
    const { ensureBrandingAndSettings } = await import('../../../server/demo/content');
    await ensureBrandingAndSettings(t.db);
    demo = await createDemoStructure(t.db, new Date(NOW.getTime() - 400 * DAY_MS));
    adminUserId = demo.userIds.get('MD0001/admin')!;
    headers = { authorization: `Bearer ${await createSession(t.db, adminUserId)}` };
    const rows: Parameters<typeof postTransactions>[1][number][] = [];
    for (let day = 15; day >= 1; day--) {
      for (const [code, hour] of [['R00001', 9], ['R00002', 11], ['R00004', 13]] as const) {
        const terminal = demo.terminals.find((tm) => tm.agentCode === code)!;
        rows.push({
          tx_type: 'SALE' as const, status: 'SUCCESS' as const, agent_id: agentId(code), terminal_id: terminal.id, currency_code: 'AUD',
          value_minor: 1000 + day, buy_value_minor: 950, created_at: daysAgo(day, hour), phone_no: null, txn_id: day === 3 ? '=cmd|x' : null,
        });
      }
    }
    await t.db.transaction().execute((trx) => postTransactions(trx, rows));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails the report as CSV: the report\'s headers and rows in its order, in the request\'s language, with progress', async () => {
    const answer = await send({ email: 'csv@example.test', fileType: 'CSV', includeSubAgent: true }, 'de');
    expect(answer.statusCode, answer.body).toBe(200);
    const { exportId, resultCode } = answer.json<{ exportId: number; resultCode: number }>();
    expect(resultCode).toBe(0);
    const row = await sentRow(exportId);
    expect(row).toMatchObject({ rows_total: 45, rows_done: 45, failure: null, language: 'de' });
    const mail = await smtp.nextMailTo('csv@example.test');
    expect(mail.text).toContain('Ihr Transaktionsbericht');
    const file = attachmentOf(mail.text);
    expect(file.filename).toMatch(/^Transaction_Report_\d+_\d{14}\.csv$/);
    const lines = parseCsv(file.content.toString('utf8').replace(/^\uFEFF/, ''));
    expect(lines[0]!.slice(0, 3)).toEqual(['Datum', 'Referenz-ID', 'Externe Referenz']);
    const session = { agentId: agentId('MD0001') };
    const page = await reportPage(t.db, { ...session, sessionId: '', userId: adminUserId, login: 'admin', acls: new Set(), impersonatorUserId: null, email: null, emailConfirmed: true },
      { ...range, includeSubAgent: true, pageSize: 100 }, NOW);
    expect(lines.slice(1).map((cells) => cells[1])).toEqual(page.data.map((tx) => tx.refId));
    expect(lines.slice(1).find((cells) => cells[2] !== '')?.[2]).toBe("'=cmd|x");

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/report-email-exports', headers });
    expect(list.json<{ data: unknown[] }>().data[0]).toMatchObject({ id: exportId, email: 'csv@example.test', fileType: 'CSV', status: 'SENT', rowsDone: 45, rowsTotal: 45, failure: null });
  });

  it('mails the report as xlsx with the same rows, read back with exceljs', async () => {
    const answer = await send({ email: 'xlsx@example.test', fileType: 'Excel', includeSubAgent: true, orderType: 'ASC' }, 'fr');
    const { exportId } = answer.json<{ exportId: number }>();
    await sentRow(exportId);
    const mail = await smtp.nextMailTo('xlsx@example.test');
    expect(mail.text).toContain('Votre rapport de transactions');
    const file = attachmentOf(mail.text);
    expect(file.filename).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Date');
    expect(sheet.rowCount).toBe(46);
    const refIds = [];
    for (let r = 2; r <= sheet.rowCount; r++) refIds.push(String(sheet.getRow(r).getCell(2).value));
    const dates = [];
    for (let r = 2; r <= sheet.rowCount; r++) dates.push(String(sheet.getRow(r).getCell(1).value));
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(refIds).size).toBe(45);
  });

  it('reads the lines in the report\'s order a page at a time, up to the limit, and stops early (on PostgreSQL several days\' cursors at once)', async () => {
    const filter = { ...range, includeSubAgent: true };
    const actor = { agentId: agentId('MD0001') };
    const expected = await refIdsOf(await reportRows(t.db, actor, filter, NOW, { limit: 40 }));
    expect(expected).toHaveLength(40);
    const line = csvLines('en', false).line;
    const { lines } = await reportLines(t.db, actor, filter, new Date(), { limit: 40, pageSize: 2 });
    const read: string[] = [];
    for await (const page of lines(line)) {
      expect(page.length).toBeLessThanOrEqual(2);
      read.push(...page.map((text) => text.split(',')[1]!));
    }
    expect(read).toEqual(expected);
    // A reader that stops after its first page: the days' cursors are closed, the next read is whole.
    for await (const page of (await reportLines(t.db, actor, filter, new Date(), { pageSize: 2 })).lines(line)) {
      expect(page).toHaveLength(2);
      break;
    }
    const again: string[] = [];
    for await (const page of (await reportLines(t.db, actor, { ...filter, orderType: 'ASC' }, new Date(), { pageSize: 5 })).lines(line)) again.push(...page);
    expect(again).toHaveLength(45);
    expect(again.map((text) => text.split(',')[1])).toEqual(await refIdsOf(await reportRows(t.db, actor, { ...filter, orderType: 'ASC' }, NOW, { limit: 100 })));
  });

  it('refuses a range longer than transactionExportViaEmailRangeInMonths, in the request\'s language', async () => {
    await t.db.insertInto('settings').values({ key: 'transactionExportViaEmailRangeInMonths', value: JSON.stringify(1) })
      .onConflict((c) => c.column('key').doUpdateSet({ value: JSON.stringify(1) })).execute();
    try {
      const start = wireTimestamp(daysAgo(40, 0));
      const en = await send({ email: 'range@example.test', fileType: 'CSV', start });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({ resultCode: 1001, field: 'start', resultDescription: 'Start date must be at most 1 months before the end date: a report by email covers at most 1 months.' });
      const ja = await send({ email: 'range@example.test', fileType: 'CSV', start }, 'ja');
      expect(ja.json<{ resultDescription: string }>().resultDescription).toContain('1 か月');
      expect(await t.db.selectFrom('report_email_exports').select('id').where('email', '=', 'range@example.test').execute()).toEqual([]);
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'transactionExportViaEmailRangeInMonths').execute();
    }
  });

  it('keeps at most 3 reports of one user waiting (sent at once too), and queues each behind other users\' first ones', async () => {
    const enqueued: { exportId: number; priority: number | undefined }[] = [];
    const jobs: Pick<JobQueue, 'enqueue'> = {
      enqueue: async (_db, _name, data, options) => void enqueued.push({ exportId: (data as { exportId: number }).exportId, priority: options?.priority }),
    };
    const request = { ...range, email: 'waiting@example.test', fileType: 'CSV' as const };
    const sessionOf = async (login: string) => resolveSession(t.db, await createSession(t.db, demo.userIds.get(login)!));
    const viewer = await sessionOf('MD0001/viewer');
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => sendReportToEmail(t.db, jobs, viewer, request, 'en')));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const refused of outcomes.filter((o) => o.status === 'rejected')) {
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ resultCode: 1429, resultDescription: english(REPORT_EMAIL_WAITING_TEXT) });
    }
    expect(enqueued.map((job) => (job.priority ?? 0) + 0).sort((a, b) => a - b)).toEqual([-2, -1, 0]);
    // Another user's first report is not queued behind the viewer's second and third.
    const manager = await sessionOf('SD0001/manager');
    await sendReportToEmail(t.db, jobs, manager, { ...request, agentCode: undefined }, 'en');
    expect((enqueued.at(-1)!.priority ?? 0) + 0).toBe(0);
    // Through the API, in the reader's language: nothing stored.
    const waitingBefore = await t.db.selectFrom('report_email_exports').select('id').where('user_id', '=', viewer.userId).execute();
    const refused = await t.app.inject({
      method: 'POST', url: '/api/v1/send-report-to-email', payload: request,
      headers: { authorization: `Bearer ${await createSession(t.db, viewer.userId)}`, 'accept-language': 'de' },
    });
    expect(refused.json()).toEqual({ resultCode: 1429, resultDescription: expect.stringContaining('Sie haben bereits 3 Berichte') });
    expect(await t.db.selectFrom('report_email_exports').select('id').where('user_id', '=', viewer.userId).execute()).toEqual(waitingBefore);
    await t.db.updateTable('report_email_exports').set({ status: 'FAILED' }).where('user_id', 'in', [viewer.userId, manager.userId]).execute();
  });

  it('refuses a wrong email with the spec\'s words, and an end in the future as the report does', async () => {
    const wrong = await send({ email: 'not-an-address', fileType: 'CSV' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ resultCode: 1001, field: 'email', resultDescription: 'Wrong email format' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/send-report-to-email', headers, payload: { ...range, fileType: 'CSV' } });
    expect(missing.json()).toMatchObject({ resultCode: 1001, field: 'email' });
    const future = await send({ email: 'future@example.test', fileType: 'CSV', end: wireTimestamp(new Date(NOW.getTime() + 3 * DAY_MS)) });
    expect(future.json()).toMatchObject({ resultCode: 1001, resultDescription: 'The end date cannot be in the future.' });
  });

  it('sends a file without rows for an agent outside the user\'s structure', async () => {
    const sdHeaders = { authorization: `Bearer ${await createSession(t.db, demo.userIds.get('SD0001/manager')!)}` };
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/send-report-to-email', headers: sdHeaders, payload: { ...range, email: 'scope@example.test', fileType: 'CSV', agentCode: 'R00004' } });
    const { exportId } = answer.json<{ exportId: number }>();
    expect(await sentRow(exportId)).toMatchObject({ rows_total: 0, rows_done: 0 });
    const lines = parseCsv(attachmentOf((await smtp.nextMailTo('scope@example.test')).text).content.toString('utf8'));
    expect(lines).toHaveLength(1);
  });

  it('mails nothing when the job runs again after the row is SENT', async () => {
    const { exportId } = (await send({ email: 'once@example.test', fileType: 'CSV' })).json<{ exportId: number }>();
    await sentRow(exportId);
    await smtp.nextMailTo('once@example.test');
    expect(await runReportEmail({ db: t.db, config: t.config }, exportId)).toBe('skipped');
    const queue = await startJobQueue(t.database, { db: t.db, config: t.config, log: { info: () => {}, warn: () => {}, error: () => {} } }, { work: false });
    try {
      await queue.enqueue(t.db, 'report.email', { exportId });
    } finally {
      await queue.stop();
    }
    await waitFor('the second job to complete', async () =>
      (await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'report.email' and data->>'exportId' = ${String(exportId)} and state = 'completed'`.execute(t.db)).rows[0]!.n === 2 || null);
    expect(smtp.mails.filter((mail) => mail.to.includes('once@example.test'))).toHaveLength(1);
  });

  it('starts the file again from its first row when a job is run again before SENT', async () => {
    const { exportId } = (await send({ email: 'again@example.test', fileType: 'CSV', includeSubAgent: true })).json<{ exportId: number }>();
    await sentRow(exportId);
    // As if the server had stopped while building: the row is BUILDING halfway.
    await t.db.updateTable('report_email_exports').set({ status: 'BUILDING', rows_done: 20 }).where('id', '=', exportId).execute();
    expect(await runReportEmail({ db: t.db, config: t.config }, exportId)).toBe('sent');
    expect(await exportRow(exportId)).toMatchObject({ status: 'SENT', rows_done: 45 });
    await waitFor('two mails', async () => smtp.mails.filter((mail) => mail.to.includes('again@example.test')).length === 2);
  });

  it.skipIf(testDatabaseKind !== 'postgres')('on PostgreSQL builds the file in a process of its own: the same bytes, its figures, its failure told', async () => {
    const { exportId } = (await send({ email: 'apart@example.test', fileType: 'CSV', includeSubAgent: true })).json<{ exportId: number }>();
    await sentRow(exportId);
    const directory = await mkdtemp(join(tmpdir(), 'report-apart-'));
    try {
      const here = await buildReportFile(t.db, await exportRow(exportId), join(directory, 'here.csv'));
      await t.db.updateTable('report_email_exports').set({ rows_total: null }).where('id', '=', exportId).execute();
      const apart = await buildReportFileApart(t.database.url!, { id: exportId, file_type: 'CSV' }, join(directory, 'apart.csv'));
      expect(apart).toMatchObject({ rows: 45, truncated: here.truncated });
      expect(await readFile(join(directory, 'apart.csv'))).toEqual(await readFile(join(directory, 'here.csv')));
      expect(apart.figures.peakRss).toBeGreaterThanOrEqual(apart.figures.baselineRss);
      // The process wrote the request's progress.
      expect(await exportRow(exportId)).toMatchObject({ rows_total: 45 });
      await expect(buildReportFileApart(t.database.url!, { id: 2_000_000_000, file_type: 'CSV' }, join(directory, 'gone.csv'))).rejects.toThrow(/report by email 2000000000 is gone/);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('marks a report the mail server refuses FAILED, with the reason in the reader\'s language', async () => {
    const { exportId } = (await send({ email: 'refused@example.test', fileType: 'Excel' })).json<{ exportId: number }>();
    const row = await waitFor('the FAILED row', async () => ((await exportRow(exportId)).status === 'FAILED' ? exportRow(exportId) : null));
    // Kept by its message id, worded when it is listed.
    expect(row.failure).toBe('SERVER.REPORTS.EMAIL_REFUSED');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/report-email-exports', headers: { ...headers, 'accept-language': 'es' } });
    const listed = list.json<{ data: { id: number; status: string; failure: string | null }[] }>().data;
    expect(listed.length).toBeLessThanOrEqual(10);
    expect(listed.find((item) => item.id === exportId)).toMatchObject({ status: 'FAILED', failure: 'El servidor de correo rechazó el correo con el informe. Compruebe la dirección de correo electrónico.' });
  });

  it('keeps a report above the mail limit and mails a link; only its owner downloads it, whole', async () => {
    const exportId = await insertReportEmailExport(t.db, {
      userId: adminUserId, agentId: agentId('MD0001'), email: 'large@example.test', fileType: 'CSV', filter: { ...range, includeSubAgent: true }, language: 'en',
    });
    expect(await runReportEmail({ db: t.db, config: t.config }, exportId, { maxAttachmentBytes: 100 })).toBe('sent');
    expect(await exportRow(exportId)).toMatchObject({ status: 'SENT', rows_done: 45, file_content_type: 'text/csv; charset=utf-8' });
    const mail = await smtp.nextMailTo('large@example.test');
    expect(mail.text).toContain(`${t.config.publicUrl}/reports?reportEmailExport=${exportId}`);
    expect(mail.text).toContain(`${FILE_KEPT_DAYS} days`);
    expect(mail.text).not.toContain('Content-Disposition: attachment');

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/report-email-exports', headers });
    expect(list.json<{ data: { id: number; download: boolean }[] }>().data.find((item) => item.id === exportId)).toMatchObject({ status: 'SENT', download: true });

    const url = `/api/v1/report-email-exports/${exportId}/file`;
    const file = await t.app.inject({ method: 'GET', url, headers });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Transaction_Report_\d+_\d{14}\.csv"/);
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    const lines = parseCsv(file.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
    const page = await reportPage(t.db, { agentId: agentId('MD0001'), sessionId: '', userId: adminUserId, login: 'admin', acls: new Set(), impersonatorUserId: null, email: null, emailConfirmed: true },
      { ...range, includeSubAgent: true, pageSize: 100 }, NOW);
    expect(lines.slice(1).map((cells) => cells[1])).toEqual(page.data.map((tx) => tx.refId));
    // Each line's cells as the report's rows read them (ids, then the rows with their joins).
    const rows = [];
    for await (const page of (await reportRows(t.db, { agentId: agentId('MD0001') }, { ...range, includeSubAgent: true }, NOW)).pages) rows.push(...page);
    const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : value.toFixed(2));
    expect(lines.slice(1).map((cells) => [cells[0], cells[1], cells[5], cells[9], cells[10], cells[11], cells[12]])).toEqual(
      rows.map((row) => [row.date, row.refId, row.agentCode ?? '', row.voucherSerial ?? '', row.currencyCode ?? '', money(row.value), money(row.buyValue)]),
    );

    // Another user, an unknown id: the same refusal, nothing told.
    const viewer = { authorization: `Bearer ${await createSession(t.db, demo.userIds.get('MD0001/viewer')!)}`, 'accept-language': 'de' };
    const other = await t.app.inject({ method: 'GET', url, headers: viewer });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/report-email-exports/999999/file', headers: { ...headers, 'accept-language': 'de' } });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ resultCode: 1004, resultDescription: 'Die Berichtsdatei wurde nicht gefunden. Dateien von Berichten per E-Mail werden 7 Tage lang aufbewahrt.' });
    expect(unknown.json()).toEqual(other.json());

    // Expired: the next job's clean-up deletes it; the download is refused and the list says so.
    expect(await deleteExpiredReportFiles(t.db, new Date(Date.now() + (FILE_KEPT_DAYS + 1) * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url, headers })).json()).toMatchObject({ resultCode: 1004 });
    expect(await t.db.selectFrom('report_email_files').select('seq').where('export_id', '=', exportId).execute()).toEqual([]);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/report-email-exports', headers });
    expect(after.json<{ data: { id: number; download: boolean }[] }>().data.find((item) => item.id === exportId)?.download).toBe(false);
  });

  it('stores a file in 1 MB chunks and reads it back byte for byte', async () => {
    const exportId = await insertReportEmailExport(t.db, {
      userId: adminUserId, agentId: agentId('MD0001'), email: 'chunks@example.test', fileType: 'Excel', filter: range, language: 'en',
    });
    const dir = await mkdtemp(join(tmpdir(), 'chunks-test-'));
    try {
      const bytes = Buffer.alloc(2 * FILE_CHUNK_BYTES + 12_345);
      for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
      await writeFile(join(dir, 'report.xlsx'), bytes);
      const expiresAt = new Date(Date.now() + DAY_MS);
      expect(await storeReportFile(t.db, exportId, join(dir, 'report.xlsx'), { name: 'report.xlsx', contentType: 'application/zip', expiresAt })).toBe(bytes.length);
      // Stored again (a job run again): the earlier chunks are replaced, not added to.
      await storeReportFile(t.db, exportId, join(dir, 'report.xlsx'), { name: 'report.xlsx', contentType: 'application/zip', expiresAt });
      const chunks: Buffer[] = [];
      for await (const chunk of storedFileChunks(t.db, exportId)) chunks.push(Buffer.from(chunk));
      expect(chunks.map((chunk) => chunk.length)).toEqual([FILE_CHUNK_BYTES, FILE_CHUNK_BYTES, 12_345]);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('zips one file as an archive zip tools read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'zip-test-'));
    try {
      const text = 'Date,Reference ID\r\n'.repeat(5000) + 'Ünïcode ✓\r\n';
      await writeFile(join(dir, 'report.csv'), text);
      const size = await zipFile(join(dir, 'report.csv'), join(dir, 'report.zip'), 'Bericht_ä.csv');
      const bytes = await readFile(join(dir, 'report.zip'));
      expect(bytes.length).toBe(size);
      const zip = await JSZip.loadAsync(bytes);
      expect(Object.keys(zip.files)).toEqual(['Bericht_ä.csv']);
      expect(await zip.file('Bericht_ä.csv')!.async('string')).toBe(text);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
