// react-intl formats the compiled messages of each locale, placeholders and plurals included,
// and the message modules type the values a message needs.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createIntl, createIntlCache } from 'react-intl';
import { englishSignInMessages, loadMessagePart, loadMessages } from '../../../src/shared/i18n/loadMessages';
import { INTL_TAGS, LOCALES, type Locale } from '../../../src/shared/i18n/locales';
import { shellMessages } from '../../../src/app/shell/messages';
import { authMessages } from '../../../src/features/auth/messages';
import { commonMessages } from '../../../src/shared/i18n/messages/common';

const cache = createIntlCache();

async function intlFor(locale: Locale) {
  const messages = await loadMessages(locale);
  const errors: unknown[] = [];
  const intl = createIntl({ locale: INTL_TAGS[locale], defaultLocale: 'en', messages, onError: (e) => errors.push(e) }, cache);
  return { intl, errors };
}

describe('formatting in each locale', () => {
  it("loads English's sign-in part from the bundle, and the signed-in part apart", async () => {
    expect(await loadMessagePart('en', 'sign-in')).toBe(englishSignInMessages);
    expect(englishSignInMessages).toHaveProperty(['AUTH.LOGIN.TITLE']);
    expect(englishSignInMessages).not.toHaveProperty(['MENU.CREDIT_LIMIT']);
    const signedIn = await loadMessagePart('en', 'signed-in');
    expect(signedIn).toHaveProperty(['MENU.CREDIT_LIMIT']);
    expect(signedIn).not.toHaveProperty(['AUTH.LOGIN.TITLE']);
  });

  it.each([...LOCALES])('%s formats a message with placeholders', async (locale) => {
    const { intl, errors } = await intlFor(locale);
    const text = intl.formatMessage(commonMessages.showingEntries, { from: 11, to: 20, total: 57 });
    expect(text).toMatch(/11/);
    expect(text).toMatch(/20/);
    expect(text).toMatch(/57/);
    if (locale === 'en') expect(text).toBe('Showing 11 to 20 of 57 entries');
    else expect(text).not.toBe('Showing 11 to 20 of 57 entries');
    expect(errors).toEqual([]);
  });

  it.each([...LOCALES])('%s formats plurals and named values', async (locale) => {
    const { intl, errors } = await intlFor(locale);
    const one = intl.formatMessage(authMessages.otpExpiresIn, { seconds: 1 });
    const many = intl.formatMessage(authMessages.otpExpiresIn, { seconds: 45 });
    expect(one).toMatch(/1/);
    expect(many).toMatch(/45/);
    const warning = intl.formatMessage(shellMessages.creditLimitWarning, { productCode: 'AUD-50', percent: '80%' });
    expect(warning).toContain('AUD-50');
    expect(warning).toContain('80%');
    expect(errors).toEqual([]);
  });

  it('keeps a React value inside a sentence', async () => {
    const { intl } = await intlFor('de');
    const link = createElement('a', { key: 'link', href: '/auth/forgot-password' }, 'x');
    const parts = intl.formatMessage(authMessages.invalidSignIn, { link });
    expect(Array.isArray(parts)).toBe(true);
    expect(JSON.stringify(parts)).toContain('Ungültige Anmeldedaten');
    // react-intl keys the element inside a fragment; the link itself survives.
    expect(JSON.stringify(parts)).toContain('"type":"a"');
  });

  it('types the values of a message', async () => {
    const { intl, errors } = await intlFor('en');
    // @ts-expect-error -- showingEntries needs from, to and total
    intl.formatMessage(commonMessages.showingEntries);
    expect(errors.length).toBeGreaterThan(0);
    // @ts-expect-error -- a placeholder of the wrong name
    intl.formatMessage(commonMessages.fileInvalidType, { name: 'a.exe' });
    // A message without placeholders takes no values.
    expect(intl.formatMessage(commonMessages.noRecordsFound)).toBe('No records found');
  });
});
