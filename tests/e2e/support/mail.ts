// What the portal mails, read as a merchant would read it: journeys that need a mailed code or
// link start their own portal with SMTP_URL pointing at a real SMTP peer (smtp-server on
// 127.0.0.1) and wait here for the mail.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../server/auth/auth-harness';
import { launchBrowser } from './browser';
import { startPortal, type RunningPortal } from './portal-server';

export { startSmtpPeer, type SmtpPeer } from '../../server/auth/auth-harness';

export interface MailingJourney {
  readonly smtp: SmtpPeer;
  readonly portal: RunningPortal;
  readonly browser: Browser;
}

/** A test file's own portal mailing to a real SMTP peer, and a browser: started before its
 * journeys and stopped after. */
export function mailingPortal(): MailingJourney {
  let started: MailingJourney | undefined;
  beforeAll(async () => {
    const smtp = await startSmtpPeer();
    const portal = await startPortal({ SMTP_URL: smtp.url });
    started = { smtp, portal, browser: await launchBrowser() };
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.portal.stop();
    await started?.smtp.close();
  });
  const running = (): MailingJourney => {
    if (!started) throw new Error('the portal starts before the journeys');
    return started;
  };
  return {
    get smtp() {
      return running().smtp;
    },
    get portal() {
      return running().portal;
    },
    get browser() {
      return running().browser;
    },
  };
}

/**
 * The first group of `pattern` in the first mail received after the first `since` mails that
 * matches it (waits up to 10 s), e.g. the 4-digit unlock code or the reset-password link.
 */
export async function mailedValue(smtp: SmtpPeer, since: number, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = smtp.mails.slice(since).map((mail) => pattern.exec(mail.text)?.[1]).find(Boolean);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`no mail matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
