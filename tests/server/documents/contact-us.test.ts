// POST /api/v1/contact-us (signed in): the message is stored in contact_messages with its
// attachments, checked as the contact-support form checks them (by extension and content, the
// spec's words for a refused file, duplicates skipped, 25 MB in total), and mailed with them to the
// support desk address (setting supportEmail) through the job queue: a real SMTP peer receives
// it, after a first refusal of the mail server (451) too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseSkipReason } from '../support/test-database';
import { createTestApp, type TestApp } from '../support/app';
import { createSignedInUser, type SignedInUser } from '../support/test-users';
import { multipartPayload, refusalOf, type TestFile } from '../support/requests';
import { startSmtpPeer, type SmtpPeer } from '../auth/auth-harness';

const PDF = Buffer.from('%PDF-1.4 statement of November');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const SUPPORT_DESK = 'desk@support.example.test';

describe.skipIf(testDatabaseSkipReason)('contact us', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let user: SignedInUser;
  /** The mail server answers 451 to the first delivery attempt to the desk, then accepts. */
  let refusals = 1;

  beforeAll(async () => {
    smtp = await startSmtpPeer({ refuse: (recipient) => (recipient === SUPPORT_DESK && refusals-- > 0 ? 451 : null) });
    t = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://portal.test' } });
    await t.db.insertInto('settings').values({ key: 'supportEmail', value: JSON.stringify(SUPPORT_DESK) }).execute();
    user = await createSignedInUser(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const message = { email: 'owner@r00001.example.com', subject: 'Refund not showing', content: 'The refund of transaction 100000231 is not in the report yet.', transId: '100000231' };
  const send = (files: TestFile[], headers: Record<string, string> = user.headers, fields: Record<string, string> = message) => {
    const { payload, headers: multipart } = multipartPayload(fields, files);
    return t.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload, headers: { ...multipart, ...headers } });
  };
  const attachment = (filename: string, content: Buffer | string, contentType = 'application/octet-stream'): TestFile => ({ field: 'files', filename, content, contentType });

  it('mails the message with its attachments to the support desk, through the queue, and stores it', async () => {
    const mailsBefore = smtp.mails.length;
    const answer = await send([attachment('statement.pdf', PDF), attachment('STATEMENT.PDF', PDF), attachment('shop.png', PNG)]);
    expect(answer.json()).toEqual({ resultCode: 0, resultDescription: 'Your message has been sent to support.' });
    const mail = await smtp.nextMailTo(SUPPORT_DESK, mailsBefore);
    // The first attempt was refused for now (451); the queued job tried again.
    expect(smtp.offered.filter((r) => r === SUPPORT_DESK).length).toBeGreaterThanOrEqual(2);
    expect(mail.text).toMatch(/Subject: \[Contact us #\d+\] Refund not showing/);
    expect(mail.text).toContain('From: owner@r00001.example.com');
    expect(mail.text).toContain(`Signed in: ${user.login} of T`);
    expect(mail.text).toContain('Transaction: 100000231');
    expect(mail.text).toContain('filename=statement.pdf');
    expect(mail.text).toContain('filename=shop.png');
    expect(mail.text).not.toContain('STATEMENT.PDF');
    expect(mail.text).toContain(PDF.toString('base64').replace(/=+$/, ''));
    const stored = await t.db.selectFrom('contact_messages').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ agent_id: user.agentId, email: message.email, subject: message.subject, content: message.content, trans_id: '100000231' });
    const files = await t.db.selectFrom('contact_message_attachments').select(['file_name', 'content_type']).where('message_id', '=', stored.id).orderBy('file_name').execute();
    expect(files).toEqual([{ file_name: 'shop.png', content_type: 'image/png' }, { file_name: 'statement.pdf', content_type: 'application/pdf' }]);
  });

  it('refuses an .exe, and an executable named as a PDF, with the spec\'s words, storing and mailing nothing', async () => {
    const before = await t.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const mailsBefore = smtp.mails.length;
    const exe = await send([attachment('setup.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]))]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toEqual({ resultCode: 1001, resultDescription: 'setup.exe has failed to upload. This file type is not accepted for security reasons.', field: 'files' });
    const disguised = await send([attachment('invoice.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]))]);
    expect(disguised.json()).toEqual(refusalOf("invoice.pdf has failed to upload. This file type is not accepted for security reasons.", 'files'));
    const script = await send([attachment('notes.txt', '#!/bin/sh\nrm -rf /')]);
    expect(script.json()).toMatchObject({ resultCode: 1001, field: 'files' });
    const french = await send([attachment('setup.exe', 'MZ')], { ...user.headers, 'accept-language': 'fr' });
    expect(french.json()).toEqual({ resultCode: 1001, resultDescription: "Le téléversement de setup.exe a échoué. Ce type de fichier n'est pas accepté pour des raisons de sécurité.", field: 'files' });
    const after = await t.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.length).toBe(mailsBefore);
  });

  it('refuses attachments over 25 MB in total', async () => {
    const big = (name: string) => attachment(name, Buffer.concat([Buffer.from('%PDF-1.4'), Buffer.alloc(13 * 1024 * 1024)]));
    const answer = await send([big('a.pdf'), big('b.pdf')]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(refusalOf("Attachments must be at most 25 MB.", 'files'));
  });

  it('needs a session and the message fields', async () => {
    const anonymous = await send([], {});
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toMatchObject({ resultCode: 4001 });
    const noSubject = await send([], user.headers, { email: message.email, content: message.content });
    expect(noSubject.json()).toEqual(refusalOf("Subject is required.", 'subject'));
    const badEmail = await send([], user.headers, { ...message, email: 'not-an-address' });
    expect(badEmail.json()).toMatchObject({ resultCode: 1001, field: 'email' });
  });

  it('streams an attachment of several 1 MB chunks to the mail server whole, and forgets its bytes once delivered', async () => {
    const mailsBefore = smtp.mails.length;
    const large = Buffer.concat([PDF, Buffer.alloc(2_600_000, 0x20), Buffer.from('%%EOF-large')]);
    const sender = await createSignedInUser(t.db);
    expect((await send([attachment('large.pdf', large)], sender.headers)).json()).toMatchObject({ resultCode: 0 });
    const mail = await smtp.nextMailTo(SUPPORT_DESK, mailsBefore);
    const body = mail.text.slice(mail.text.indexOf('filename=large.pdf'));
    const base64 = body.slice(body.indexOf('\r\n\r\n') + 4, body.indexOf('\r\n--')).replace(/\s+/g, '');
    expect(Buffer.from(base64, 'base64').equals(large)).toBe(true);
    await expect.poll(async () => (await t.db.selectFrom('mail_attachments').select('id').execute()).length, { timeout: 10_000 }).toBe(0);
    const kept = await t.db.selectFrom('contact_message_attachments').select(['file_name', 'size', 'bytes']).where('file_name', '=', 'large.pdf').executeTakeFirstOrThrow();
    expect(kept).toEqual({ file_name: 'large.pdf', size: large.length, bytes: null });
  });
});
