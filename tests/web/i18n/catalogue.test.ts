// The six message catalogues: the same keys everywhere, the same placeholders as English, and
// compiled files that match their sources (scripts/i18n.mjs writes both; each language is
// compiled in two parts, sign-in and signed-in, which together hold every message once).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/shared/i18n/locales';

const i18nDir = join(import.meta.dirname, '../../../src/shared/i18n');
const read = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(i18nDir, path), 'utf8'));
const PARTS = ['sign-in', 'signed-in'] as const;
/** Every compiled message of a locale, both parts. */
const readCompiled = (locale: string) =>
  Object.assign({}, ...PARTS.map((part) => read(`compiled/${locale}.${part}.json`))) as Record<string, AstElement[]>;

interface AstElement {
  type: number;
  value?: string;
  options?: Record<string, { value: AstElement[] }>;
  children?: AstElement[];
}

const KINDS: Record<number, string> = { 1: 'argument', 2: 'number', 3: 'date', 4: 'time', 5: 'select', 6: 'plural', 8: 'tag' };

function placeholders(elements: AstElement[] | undefined, found = new Set<string>()): Set<string> {
  for (const element of elements ?? []) {
    const kind = KINDS[element.type];
    if (kind) found.add(`${element.value}:${kind}`);
    for (const option of Object.values(element.options ?? {})) placeholders(option.value, found);
    placeholders(element.children, found);
  }
  return found;
}

/** Words of the plain text around ICU arguments (plural bodies may rightly match English). */
function plainWords(message: string): number {
  let text = message;
  for (let previous = ''; previous !== text; ) [previous, text] = [text, text.replace(/\{[^{}]*\}/g, ' ')];
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

const english = read('lang/en.json') as Record<string, string>;
const englishIds = Object.keys(english).sort();
const compiledEnglish = readCompiled('en');

describe('message catalogue', () => {
  it('has English messages', () => {
    expect(englishIds.length).toBeGreaterThan(100);
    expect(english['AUTH.RESET.PASSWORD.VALIDATE.TOKEN.FAILED']).toBe('Invalid token or token has expired!');
    expect(english['FORCE.LOGOUT.MESSAGE']).toBe('Your account has been logged in from another location.');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every key and no other', (locale) => {
    const ids = Object.keys(read(`lang/${locale}.json`)).sort();
    expect(ids.filter((id) => !(id in english))).toEqual([]);
    expect(englishIds.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s keeps the placeholders of English', (locale) => {
    const compiled = readCompiled(locale);
    const differing = englishIds.filter((id) => {
      const want = [...placeholders(compiledEnglish[id])].sort().join();
      const have = [...placeholders(compiled[id])].sort().join();
      return want !== have;
    });
    expect(differing).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated, not copied from English', (locale) => {
    const translated = read(`lang/${locale}.json`) as Record<string, string>;
    const copied = englishIds.filter((id) => translated[id] === english[id] && plainWords(english[id]!) > 3);
    // Long sentences are never left in English.
    expect(copied).toEqual([]);
  });

  it.each([...LOCALES])('compiled/%s.*.json hold every message of lang/, each in one part', (locale) => {
    const [signIn, signedIn] = PARTS.map((part) => Object.keys(read(`compiled/${locale}.${part}.json`)));
    expect([...signIn!, ...signedIn!].sort()).toEqual(Object.keys(read(`lang/${locale}.json`)).sort());
    expect(signIn).toContain('AUTH.LOGIN.TITLE');
    expect(signedIn).toContain('MENU.CREDIT_LIMIT');
  });
});
