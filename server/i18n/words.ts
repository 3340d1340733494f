// The server's words in the request's language: messages with ids (@formatjs/intl), extracted
// and compiled like the web client's catalogues by `npm run i18n` (server/i18n/lang, compiled).
// A language's catalogue is the client's compiled messages (the spec's texts both show, the
// report's column headers) with the server's own over them, read once per language.
import { readFileSync } from 'node:fs';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import type { ServerLanguage } from './languages';

export type WordValues = Record<string, string | number>;

/** Compiled messages (ICU ASTs) by id, as `npm run i18n` writes them. */
type Catalogue = Extract<IntlShape['messages'], Record<string, unknown[]>>;
const compiled = (path: string): Catalogue => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Catalogue;

const cache = createIntlCache();
const intls = new Map<ServerLanguage, IntlShape>();

function intlOf(language: ServerLanguage): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    const messages = {
      ...compiled(`../../src/shared/i18n/compiled/${language}.sign-in.json`),
      ...compiled(`../../src/shared/i18n/compiled/${language}.signed-in.json`),
      ...compiled(`./compiled/${language}.json`),
    };
    // Every message has all six languages (npm run i18n --check in npm test); a message
    // missing from a catalogue reads in English rather than failing a refusal.
    intl = createIntl({ locale: language, defaultLocale: 'en', messages, onError: () => undefined }, cache);
    intls.set(language, intl);
  }
  return intl;
}

/** `message` in `language`, its placeholders filled from `values`. */
export function say(message: MessageDescriptor, language: ServerLanguage, values?: WordValues): string {
  return intlOf(language).formatMessage(message, values);
}

/** The client's English catalogue, { id: text } (src/shared/i18n/lang/en.json). */
export const clientEnglish = (): Record<string, string> =>
  JSON.parse(readFileSync(new URL('../../src/shared/i18n/lang/en.json', import.meta.url), 'utf8')) as Record<string, string>;
