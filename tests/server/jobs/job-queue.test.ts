// The job queue (server/jobs/queue.ts, pg-boss) on the database TEST_DB names, with the one kind
// of job there is today, 'mail.send', delivering to a real SMTP peer: a job is done by a worker at
// once (woken by the insert, not by polling); a job stored while no worker runs is done when one
// starts (a restart); two instances share the queue and each job is done once; a job queued in a
// transaction that rolls back does not exist; an SMTP server that answers "try later" is tried
// again, and a refused or never-delivered mail is logged and recorded in mail_outbox as FAILED.
// Every wait is on a condition.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type PortalConfig } from '../../../server/config';
import type { PortalDatabase } from '../../../server/db/database';
import { startJobQueue, type JobContext, type JobQueue } from '../../../server/jobs/queue';
import { mailSend } from '../../../server/jobs/mail-send';
import { queueMail, type MailMessage } from '../../../server/modules/mail/mail.service';
import { startSmtpPeer, type SmtpPeer } from '../auth/auth-harness';
import { testJobSettings } from '../support/app';
import { createTestDatabase, testDatabaseSkipReason } from '../support/test-database';
import { waitFor } from '../support/wait-for';

interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  details: object;
}

let mailCounter = 0;
function mailTo(name: string, extra: Partial<MailMessage> = {}): MailMessage {
  mailCounter += 1;
  return { to: `${name}-${mailCounter}@example.test`, subject: `Test ${mailCounter}`, text: `Body ${mailCounter}`, ...extra };
}

describe.skipIf(testDatabaseSkipReason)('job queue', () => {
  let database: PortalDatabase;
  /** Answers 451 to a recipient while `later` lists it (each time once), 550 to one in `refused`. */
  const later = new Map<string, number>();
  const refused = new Set<string>();
  let smtp: SmtpPeer;
  const logs: LogLine[] = [];
  const queues: JobQueue[] = [];

  const log: JobContext['log'] = {
    info: (details, message) => logs.push({ level: 'info', message, details }),
    warn: (details, message) => logs.push({ level: 'warn', message, details }),
    error: (details, message) => logs.push({ level: 'error', message, details }),
  };
  const config = (jobs: Partial<PortalConfig['jobs']> = {}, options: { smtp?: boolean } = {}): PortalConfig => ({
    ...loadConfig({}),
    smtpUrl: options.smtp === false ? undefined : smtp.url,
    jobs: { ...testJobSettings, ...jobs },
  });
  async function start(options: { work?: boolean; config?: PortalConfig } = {}): Promise<JobQueue> {
    const queue = await startJobQueue(database, { db: database.db, config: options.config ?? config(), log }, { work: options.work ?? true });
    queues.push(queue);
    return queue;
  }
  async function stop(queue: JobQueue): Promise<void> {
    queues.splice(queues.indexOf(queue), 1);
    await queue.stop();
  }
  const jobsTo = async (to: string) =>
    (await sql<{ state: string; retry_count: number }>`select state, retry_count from pgboss.job where data->>'to' = ${to}`.execute(database.db)).rows;
  const delivered = (to: string) => smtp.mails.filter((mail) => mail.to.includes(to));

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpPeer({
      refuse: (recipient) => {
        if (refused.has(recipient)) return 550;
        const times = later.get(recipient) ?? 0;
        if (times === 0) return null;
        later.set(recipient, times - 1);
        return 451;
      },
    });
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
  });
  afterAll(async () => {
    await database?.close();
    await smtp?.close();
  });

  it('has a worker deliver a queued mail at once, woken by the insert rather than by polling', async () => {
    const queue = await start({ config: config({ pollSeconds: 30 }) });
    const message = mailTo('prompt', { attachments: [{ filename: 'report.pdf', content: Buffer.from('%PDF-1.7 report'), contentType: 'application/pdf' }] });
    const queuedAt = Date.now();
    await queueMail(database.db, queue, message);
    const mail = await smtp.nextMailTo(message.to);
    expect(Date.now() - queuedAt).toBeLessThan(5000); // a poll would take 30 s
    expect(mail.text).toContain(message.subject);
    expect(mail.text).toContain('filename=report.pdf');
    expect(mail.text).toContain(Buffer.from('%PDF-1.7 report').toString('base64').replace(/=+$/, ''));
    await waitFor('the job to complete', async () => (await jobsTo(message.to))[0]?.state === 'completed');
  });

  it('keeps a job stored while no worker runs, and does it when a worker starts (a restart)', async () => {
    const before = await start({ work: false });
    const message = mailTo('restart');
    await queueMail(database.db, before, message);
    await stop(before);
    expect(await jobsTo(message.to)).toEqual([{ state: 'created', retry_count: 0 }]);
    expect(delivered(message.to)).toEqual([]);

    await start();
    await smtp.nextMailTo(message.to);
    await waitFor('the job to complete', async () => (await jobsTo(message.to))[0]?.state === 'completed');
    expect(delivered(message.to)).toHaveLength(1);
  });

  it('shares the queue between instances: jobs stored through one are each done once', async () => {
    const first = await start();
    await start();
    const messages = Array.from({ length: 6 }, () => mailTo('shared'));
    for (const message of messages) await queueMail(database.db, first, message);
    for (const message of messages) await smtp.nextMailTo(message.to);
    await waitFor('every job to complete', async () => {
      for (const message of messages) if ((await jobsTo(message.to))[0]?.state !== 'completed') return false;
      return true;
    });
    for (const message of messages) expect(delivered(message.to)).toHaveLength(1);
  });

  it('stores a job with the transaction that queues it: a rollback leaves none', async () => {
    const queue = await start({ work: false });
    const message = mailTo('rolled-back');
    const done = await database.db
      .transaction()
      .execute(async (trx) => {
        await queueMail(trx, queue, message);
        throw new Error('the change failed');
      })
      .catch((error: Error) => error.message);
    expect(done).toBe('the change failed');
    expect(await jobsTo(message.to)).toEqual([]);
    const committed = mailTo('committed');
    await database.db.transaction().execute((trx) => queueMail(trx, queue, committed));
    expect(await jobsTo(committed.to)).toEqual([{ state: 'created', retry_count: 0 }]);
  });

  it('tries again when the SMTP server says "try later"', async () => {
    const queue = await start();
    const message = mailTo('later');
    later.set(message.to, 2);
    await queueMail(database.db, queue, message);
    await smtp.nextMailTo(message.to);
    expect(smtp.offered.filter((recipient) => recipient === message.to)).toHaveLength(3);
    await waitFor('the job to complete', async () => (await jobsTo(message.to))[0]?.state === 'completed');
    expect((await jobsTo(message.to))[0]?.retry_count).toBe(2);
    expect(logs.filter((line) => line.level === 'warn' && line.message.includes('tried again'))).not.toHaveLength(0);
  });

  it('records a mail the SMTP server refuses (5xx) as FAILED at once, without retrying', async () => {
    const queue = await start();
    const message = mailTo('refused');
    refused.add(message.to);
    await queueMail(database.db, queue, message);
    const row = await waitFor('the FAILED outbox row', () =>
      database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', message.to).executeTakeFirst());
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, subject: message.subject, text_body: '' });
    expect(row.last_error).toContain('550');
    expect(smtp.offered.filter((recipient) => recipient === message.to)).toHaveLength(1);
    expect(await waitFor('the job to fail', async () => ((await jobsTo(message.to))[0]?.state === 'failed' ? 'failed' : null))).toBe('failed');
    expect(logs.some((line) => line.level === 'error' && (line.details as { to?: string }).to === message.to)).toBe(true);
  });

  it('records a mail still undelivered after its last retry as FAILED', async () => {
    const queue = await start();
    const message = mailTo('never');
    later.set(message.to, Number.POSITIVE_INFINITY);
    await queueMail(database.db, queue, message);
    const row = await waitFor('the FAILED outbox row', () =>
      database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', message.to).executeTakeFirst());
    const tries = mailSend.retry.limit + 1;
    expect(row).toMatchObject({ status: 'FAILED', attempts: tries });
    expect(row.last_error).toContain('451');
    expect(smtp.offered.filter((recipient) => recipient === message.to)).toHaveLength(tries);
    await waitFor('the job to fail', async () => (await jobsTo(message.to))[0]?.state === 'failed');
  });

  it('keeps a mail in mail_outbox (LOGGED) when there is no SMTP_URL', async () => {
    const queue = await start({ config: config({}, { smtp: false }) });
    const message = mailTo('outbox', { attachments: [{ filename: 'a.pdf', content: Buffer.from('%PDF') }] });
    await queueMail(database.db, queue, message);
    const row = await waitFor('the outbox row', () =>
      database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', message.to).executeTakeFirst());
    expect(row).toMatchObject({ status: 'LOGGED', subject: message.subject, attachments: [{ filename: 'a.pdf', size: 4 }] });
    expect(logs.some((line) => line.level === 'info' && (line.details as { to?: string }).to === message.to)).toBe(true);
  });
});
