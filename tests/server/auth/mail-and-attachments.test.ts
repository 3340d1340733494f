// The mail module without SMTP_URL (mail_outbox and the log) and the attachment rules of the
// contact forms, checked directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseSkipReason } from '../support/test-database';
import { createTestApp, type TestApp } from '../support/app';
import { deliverMail } from '../../../server/modules/mail/mail.service';
import { acceptedAttachments, isBlockedAttachment } from '../../../server/modules/auth/attachment-check';
import { maskEmail } from '../../../server/modules/auth/request-info';

const file = (filename: string, data: Buffer | string) => ({ fieldname: 'files', filename, mimetype: 'application/octet-stream', data: Buffer.from(data) });

describe('attachment rules', () => {
  it('refuses executables and scripts by any extension of the name or by their first bytes', () => {
    for (const name of ['a.exe', 'a.PS1', 'invoice.exe.pdf', 'x.js', 'page.html', 'image.svg']) expect(isBlockedAttachment(file(name, 'plain'))).toBe(true);
    expect(isBlockedAttachment(file('a.pdf', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 1])))).toBe(true);
    expect(isBlockedAttachment(file('a.txt', '\uFEFF<script>alert(1)</script>'))).toBe(true);
    expect(isBlockedAttachment(file('report.pdf', '%PDF-1.7'))).toBe(false);
    expect(isBlockedAttachment(file('notes', 'MZ is a region code'))).toBe(true); // bytes decide, name or not
  });

  it('refuses macro-enabled Office files, disk images, OneNote, XLL, URL and MHT files by name', () => {
    for (const name of ['budget.xlsm', 'letter.docm', 'deck.pptm', 'addin.xll', 'disk.iso', 'disk.img', 'drive.vhdx', 'notes.one', 'link.url', 'page.mht']) {
      expect(isBlockedAttachment(file(name, 'plain')), name).toBe(true);
    }
    for (const name of ['budget.xlsx', 'letter.docx', 'photo.jpeg', 'archive.zip', 'notes.txt']) expect(isBlockedAttachment(file(name, 'plain')), name).toBe(false);
  });

  it('finds HTML and SVG past a prolog or blank lines, and in UTF-16', () => {
    expect(isBlockedAttachment(file('logo.png', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBe(true);
    expect(isBlockedAttachment(file('readme.txt', '\n\n   \n<html><body>hi</body></html>'))).toBe(true);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html><script>alert(1)</script>', 'utf16le')]);
    expect(isBlockedAttachment(file('report.pdf', utf16))).toBe(true);
    expect(isBlockedAttachment(file('notes.txt', 'Meeting notes: prices up in <b>May</b>.'))).toBe(false);
  });

  it('refuses a file name with control characters', () => {
    expect(isBlockedAttachment(file('report\u0000.pdf', '%PDF-1.7'))).toBe(true);
    expect(isBlockedAttachment(file('report\u001b[31m.pdf', '%PDF-1.7'))).toBe(true);
  });

  it('skips duplicate names and names every refused file', () => {
    expect(acceptedAttachments([file('a.pdf', '1'), file('A.PDF', '2'), file('b.png', '3')]).map((f) => f.filename)).toEqual(['a.pdf', 'b.png']);
    expect(() => acceptedAttachments([file('x.exe', '1'), file('y.bat', '2')])).toThrow(/x\.exe has failed to upload.*y\.bat has failed to upload/);
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
      to: 'someone@example.test', subject: 'Hello', text: 'Body', attachments: [{ filename: 'a.pdf', content: Buffer.from('%PDF') }],
    });
    const row = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'someone@example.test').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'Hello', text_body: 'Body', status: 'LOGGED', attachments: [{ filename: 'a.pdf', size: 4 }] });
    expect(logged).toEqual([expect.objectContaining({ to: 'someone@example.test', subject: 'Hello' })]);
  });
});
