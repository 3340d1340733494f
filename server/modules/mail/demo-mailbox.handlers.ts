// The embedded demo's mailbox: without an SMTP server the demo keeps its mail (unlock and email
// codes, reset links) in mail_outbox, and GET /demo/mailbox shows the latest fifty, newest
// first, so the demo's flows can be followed without a mail server. It exists only where
// keepsDemoMailbox says so (embedded database, demo data, no SMTP_URL); a deployment has none.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PortalConfig } from '../../config';
import { demoMailbox, keepsDemoMailbox } from './mail.service';

export const DEMO_MAILBOX_PATH = '/demo/mailbox';
const SHOWN = 50;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The text with its http(s) links made clickable (escaped first, so nothing else becomes markup). */
const withLinks = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function page(mails: { to_address: string; subject: string; text_body: string; created_at: Date }[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to_address)} · ${mail.created_at.toISOString().replace('T', ' ').slice(0, 19)} UTC</p>
  <pre>${withLinks(mail.text_body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo mailbox · Merchant Portal</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 760px; padding: 24px 16px; color: #1f2430; }
article { border: 1px solid #d8dbe3; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
h1 { font-size: 22px; } h2 { font-size: 17px; margin: 0; } .meta { color: #5b6272; margin: 4px 0 8px; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
@media (prefers-color-scheme: dark) { body { background: #14161c; color: #e6e8ee; } article { border-color: #343846; } .meta { color: #a4abbb; } a { color: #8fb4ff; } }
</style></head>
<body><h1>Demo mailbox</h1>
<p>The demo has no mail server (SMTP_URL is not set), so its mail is kept here: the latest ${SHOWN}, newest first. Reload for new mail.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

export function registerDemoMailbox(app: FastifyInstance, db: Kysely<Database>, config: PortalConfig): void {
  if (!keepsDemoMailbox(config)) return;
  app.get(DEMO_MAILBOX_PATH, async (_request, reply) => {
    const mails = await demoMailbox(db, SHOWN);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(mails));
  });
}
