// The credit-limit alert mail (#37), in the recipient's language (server/i18n): which agent, which
// limit, the threshold reached, how much of the limit is used and since when, and what happens at
// 100%. Amounts as the screens show them: a VALUE limit in its currency, a COUNT limit as a number.
import { defineMessages } from '@formatjs/intl';
import type { ServerLanguage } from '../../i18n/languages';
import { say } from '../../i18n/words';

export interface LimitAlertFacts {
  agentCode: string;
  agentName: string;
  targetCode: string;
  limitType: 'VALUE' | 'COUNT';
  /** The currency of a VALUE limit's amounts; null for a COUNT limit. */
  currencyCode: string | null;
  threshold: number;
  /** Minor units for VALUE, a number of sales for COUNT. */
  used: number;
  limit: number;
  /** The start of the reset window (UTC), or null when the usage counts since ever. */
  periodStart: Date | null;
}

const MAIL = defineMessages({
  subject: { id: 'SERVER.LIMIT_ALERT.SUBJECT', defaultMessage: 'Credit limit alert: {agentCode} has used {threshold}% of its {targetCode} limit' },
  body: {
    id: 'SERVER.LIMIT_ALERT.BODY',
    defaultMessage:
      'Hello,\n\n{agentName} ({agentCode}) has reached {threshold}% of its {targetCode} credit limit: {used} of {limit} used {since, select, none {so far} other {since {since} (UTC)}}.',
  },
  full: {
    id: 'SERVER.LIMIT_ALERT.FULL',
    defaultMessage: 'Sales that would go over the limit are refused until the limit resets or is raised.',
  },
  closing: { id: 'SERVER.LIMIT_ALERT.CLOSING', defaultMessage: 'You receive this email as an administrator of {agentCode} in the Merchant Portal.' },
});

const LOCALES: Record<ServerLanguage, string> = { en: 'en-GB', zh: 'zh-CN', es: 'es-ES', ja: 'ja-JP', de: 'de-DE', fr: 'fr-FR' };

function amount(language: ServerLanguage, value: number, facts: LimitAlertFacts): string {
  const locale = LOCALES[language];
  if (facts.limitType === 'COUNT' || !facts.currencyCode) return value.toLocaleString(locale);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: facts.currencyCode }).format(value / 100);
}

const utc = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/** The subject and text of one alert mail. */
export function limitAlertMail(language: ServerLanguage, facts: LimitAlertFacts): { subject: string; text: string } {
  const values = {
    agentCode: facts.agentCode,
    agentName: facts.agentName,
    targetCode: facts.targetCode,
    threshold: facts.threshold,
    used: amount(language, facts.used, facts),
    limit: amount(language, facts.limit, facts),
    since: facts.periodStart ? utc(facts.periodStart) : 'none',
  };
  const parts = [say({ ...MAIL.body, values }, language), say(MAIL.full, language), say({ ...MAIL.closing, values }, language)];
  return { subject: say({ ...MAIL.subject, values }, language), text: `${parts.join('\n\n')}\n` };
}
