// The mail module without SMTP_URL (mail_outbox and the log) and the attachment rules of the
// contact forms, checked directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseSkipReason } from '../support/test-database';
import { createTestApp, type TestApp } from '../support/app';
import { deliverMail } from '../../../server/modules/mail/mail.service';
import { acceptedAttachments, isBlockedAttachment } from '../../../server/modules/auth/attachment-check';
import { maskEmail } from '../../../server/modules/auth/request-info';
import { zipOf } from '../../support/zip';

const file = (filename: string, data: Buffer | string) => ({ fieldname: 'files', filename, mimetype: 'application/octet-stream', data: Buffer.from(data) });

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const docx = (extra: Record<string, string> = {}) => zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>', ...extra });

describe('attachment rules', () => {
  it('accepts the allowed kinds when the content is what the name says, with the content type it found', async () => {
    const accepted = await acceptedAttachments([
      file('report.pdf', '%PDF-1.7'), file('photo.jpeg', JPEG), file('logo.png', PNG), file('letter.docx', docx()),
      file('budget.xlsx', zipOf({ 'xl/workbook.xml': '<workbook/>' })), file('archive.zip', zipOf({ 'a/prices.csv': 'code,price' })),
      file('notes.txt', 'Meeting notes: prices up in <b>May</b>.'), file('sales.csv', 'code,price\nAUD10,10.00'),
    ]);
    expect(accepted.map((f) => f.mimetype)).toEqual([
      'application/pdf', 'image/jpeg', 'image/png', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip', 'text/plain', 'text/csv',
    ]);
  });

  it('refuses a content that is not what the name says, and kinds that are not on the list', async () => {
    for (const [name, data] of [['photo.jpeg', 'plain'], ['report.pdf', PNG], ['letter.docx', 'plain'], ['archive.zip', '%PDF-1.7'], ['notes.txt', PNG], ['song.flac', 'fLaC'], ['notes', 'plain']] as const) {
      expect(await isBlockedAttachment(file(name, data)), name).toBe(true);
    }
  });

  it('refuses executables and scripts by any extension of the name or by their first bytes', async () => {
    for (const name of ['a.exe', 'a.PS1', 'invoice.exe.pdf', 'x.js', 'page.html', 'image.svg']) expect(await isBlockedAttachment(file(name, '%PDF-1.7'))).toBe(true);
    expect(await isBlockedAttachment(file('a.pdf', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 1])))).toBe(true);
    expect(await isBlockedAttachment(file('a.txt', '\uFEFF<script>alert(1)</script>'))).toBe(true);
    expect(await isBlockedAttachment(file('run.txt', '#!/bin/sh\nrm -rf /'))).toBe(true);
    expect(await isBlockedAttachment(file('tool.txt', Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0])))).toBe(true);
  });

  it('refuses macro-enabled Office files, disk images, OneNote, XLL, URL and MHT files by name', async () => {
    for (const name of ['budget.xlsm', 'letter.docm', 'deck.pptm', 'addin.xll', 'disk.iso', 'disk.img', 'drive.vhdx', 'notes.one', 'link.url', 'page.mht']) {
      expect(await isBlockedAttachment(file(name, docx())), name).toBe(true);
    }
  });

  it('lists a zip and refuses it when it holds an executable, a script or a macro project', async () => {
    expect(await isBlockedAttachment(file('archive.zip', zipOf({ 'docs/readme.txt': 'hi', 'setup.exe': 'MZ' })))).toBe(true);
    expect(await isBlockedAttachment(file('archive.zip', zipOf({ 'tools/run.PS1': 'Write-Host' })))).toBe(true);
    expect(await isBlockedAttachment(file('letter.docx', docx({ 'word/vbaProject.bin': 'macros' })))).toBe(true);
    expect(await isBlockedAttachment(file('archive.zip', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40)])))).toBe(true); // cannot be listed
    expect(await isBlockedAttachment(file('archive.zip', zipOf({ 'photos/shop.png': PNG })))).toBe(false);
  });

  it('finds HTML and SVG past a prolog or blank lines, and in UTF-16', async () => {
    expect(await isBlockedAttachment(file('logo.png', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBe(true);
    expect(await isBlockedAttachment(file('readme.txt', '\n\n   \n<html><body>hi</body></html>'))).toBe(true);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html><script>alert(1)</script>', 'utf16le')]);
    expect(await isBlockedAttachment(file('report.txt', utf16))).toBe(true);
    expect(await isBlockedAttachment(file('notes.txt', 'Meeting notes: prices up in <b>May</b>.'))).toBe(false);
  });

  it('refuses a file name with control characters', async () => {
    expect(await isBlockedAttachment(file('report\u0000.pdf', '%PDF-1.7'))).toBe(true);
    expect(await isBlockedAttachment(file('report\u001b[31m.pdf', '%PDF-1.7'))).toBe(true);
  });

  it('skips duplicate names and names every refused file', async () => {
    expect((await acceptedAttachments([file('a.pdf', '%PDF-1'), file('A.PDF', '%PDF-2'), file('b.png', PNG)])).map((f) => f.filename)).toEqual(['a.pdf', 'b.png']);
    await expect(acceptedAttachments([file('x.exe', '1'), file('y.bat', '2')])).rejects.toThrow(/x\.exe, y\.bat has failed to upload/);
  });

  it('masks emails', () => {
    expect(maskEmail('admin@md0001.example.com')).toBe('a***n@md0001.example.com');
    expect(maskEmail('ab@x.test')).toBe('a***@x.test');
    expect(maskEmail(null)).toBeNull();
  });
});

describe.skipIf(testDatabaseSkipReason)('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { smtpUrl: undefined } });
  });
  afterAll(async () => t?.close());

  it('keeps the message in mail_outbox and logs it', async () => {
    const logged: object[] = [];
    await deliverMail({ db: t.db, config: t.config, log: { info: (details) => logged.push(details) } }, {
      to: 'someone@example.test', subject: 'Hello', text: 'Body', attachments: [{ filename: 'a.pdf', content: Buffer.from('%PDF'), size: 4 }],
    });
    const row = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'someone@example.test').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'Hello', text_body: 'Body', status: 'LOGGED', attachments: [{ filename: 'a.pdf', size: 4 }] });
    expect(logged).toEqual([expect.objectContaining({ to: 'someone@example.test', subject: 'Hello' })]);
  });
});
