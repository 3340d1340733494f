// The auth tests' harness: the real server (createTestApp) with SMTP_URL pointing at a real SMTP
// peer (smtp-server on 127.0.0.1, port 0) whose received mails the tests read codes and links
// from, users with argon2id passwords, and request helpers with a distinct client IP per test.
import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { hash } from '@node-rs/argon2';
import { createTestApp, type TestApp } from '../support/app';

export const PASSWORD = 'Portal#2026';
export const NEW_PASSWORD = 'Portal#2027!';

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes decoded. */
  text: string;
}

export interface SmtpPeer {
  url: string;
  mails: ReceivedMail[];
  /** Every recipient the peer was offered, refused or not, in order. */
  offered: string[];
  /** Resolves with the first mail to `to` received after `since` mails (waits up to 10 s). */
  nextMailTo(to: string, since?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export interface SmtpPeerOptions {
  /** The SMTP answer to a recipient instead of accepting it, e.g. 451 (try later) or 550
   * (refused for good); null accepts. */
  refuse?(recipient: string): number | null;
}

export async function startSmtpPeer(options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  const offered: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase();
      offered.push(recipient);
      const code = options.refuse?.(recipient) ?? null;
      if (code === null) return callback();
      callback(Object.assign(new Error(`${code === 451 ? 'Try again later' : 'Mailbox unavailable'} (${recipient})`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    offered,
    async nextMailTo(to, since = 0) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mail = mails.slice(since).find((m) => m.to.includes(to.toLowerCase()));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface AuthTestEnv {
  t: TestApp;
  smtp: SmtpPeer;
  close(): Promise<void>;
}

export async function startAuthTestEnv(): Promise<AuthTestEnv> {
  const smtp = await startSmtpPeer();
  const t = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://portal.test' } });
  return { t, smtp, close: async () => { await t.close(); await smtp.close(); } };
}

export interface TestAccount {
  userId: number;
  agentId: number;
  merchantId: string;
  username: string;
  email: string | null;
}

export interface AccountOptions {
  acls?: string[];
  email?: string | null;
  emailConfirmed?: boolean;
  mustChangePassword?: boolean;
  parentAgentId?: number;
}

/** An agent with one active user whose password is PASSWORD. */
export async function createAccount(t: TestApp, options: AccountOptions = {}): Promise<TestAccount> {
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const merchantId = `A${suffix}`;
  const agent = await t.db
    .insertInto('agents')
    .values({ code: merchantId, name: `Agent ${suffix}`, level: 'MD', parent_id: options.parentAgentId ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const closure = [{ ancestor_id: agent.id, descendant_id: agent.id, depth: 0 }];
  if (options.parentAgentId) closure.push({ ancestor_id: options.parentAgentId, descendant_id: agent.id, depth: 1 });
  await t.db.insertInto('agent_closure').values(closure).execute();
  const username = `user${suffix.toLowerCase()}`;
  const email = options.email === undefined ? `${username}@example.test` : options.email;
  const user = await t.db
    .insertInto('users')
    .values({
      agent_id: agent.id,
      login: username,
      password_hash: await hash(PASSWORD, { algorithm: 2 }),
      email,
      email_confirmed_at: email && options.emailConfirmed !== false ? new Date() : null,
      must_change_password: options.mustChangePassword ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.acls?.length) await t.db.insertInto('user_acls').values(options.acls.map((acl) => ({ user_id: user.id, acl }))).execute();
  return { userId: user.id, agentId: agent.id, merchantId, username, email };
}

let ipCounter = 0;
/** A fresh client IP, so per-IP failure counts and limits of one test do not touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}


export function call(t: TestApp, ip: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...options, remoteAddress: ip });
}

export function signIn(t: TestApp, ip: string, body: Record<string, unknown>) {
  return call(t, ip, { method: 'POST', url: '/api/auth/login', payload: body });
}

export function credentials(account: TestAccount, password = PASSWORD) {
  return { merchantId: account.merchantId, username: account.username, password };
}

/** `{ authorization }` from a successful sign-in's answer header. */
export function bearerOf(answer: LightMyRequestResponse): Record<string, string> {
  const header = answer.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) throw new Error(`no bearer token in ${answer.body}`);
  return { authorization: header };
}

export function codeFrom(mail: ReceivedMail): string {
  const match = /code is (\d{4})/.exec(mail.text);
  if (!match?.[1]) throw new Error('no code in the mail');
  return match[1];
}

export function resetTokenFrom(mail: ReceivedMail): string {
  const match = /https:\/\/portal\.test\/auth\/user-reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}
