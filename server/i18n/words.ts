// The server's words in the request's language: messages with ids (@formatjs/intl), extracted
// and compiled like the web client's catalogues by `npm run i18n` (server/i18n/lang, compiled).
// A language's catalogue is the client's compiled messages (the spec's texts both show, the
// report's column headers) with the server's own over them, read once per language. A refusal,
// a success text and a mail each say a message (`Words`: the descriptor and its values).
import { readFileSync } from 'node:fs';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import { FIELD_LABELS, fieldName, spelledOut } from './field-labels';
import type { ServerLanguage } from './languages';
import { projectFile } from '../paths';

export type WordValues = Record<string, string | number>;
/** What the server says: a message of its catalogue and the values of its placeholders. */
export type Words = MessageDescriptor & { readonly values?: WordValues };

/** `message` with the values of its placeholders. */
export const words = (message: MessageDescriptor, values: WordValues): Words => ({ ...message, values });

/** Compiled messages (ICU ASTs) by id, as `npm run i18n` writes them. */
type Catalogue = Extract<IntlShape['messages'], Record<string, unknown[]>>;
const compiled = (path: string): Catalogue => JSON.parse(readFileSync(projectFile(path), 'utf8')) as Catalogue;

const cache = createIntlCache();
const intls = new Map<ServerLanguage, IntlShape>();

function intlOf(language: ServerLanguage): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    const messages = {
      ...compiled(`src/shared/i18n/compiled/${language}.sign-in.json`),
      ...compiled(`src/shared/i18n/compiled/${language}.signed-in.json`),
      ...compiled(`server/i18n/compiled/${language}.json`),
    };
    // Every message has all six languages (npm run i18n --check in npm test); a message
    // missing from a catalogue reads in English rather than failing a refusal.
    intl = createIntl({ locale: language, defaultLocale: 'en', messages, onError: () => undefined }, cache);
    intls.set(language, intl);
  }
  return intl;
}

/** The label of a field path in `language`: 'agentDetail.agentCode' -> 'Agent code'. */
export function fieldLabel(path: string, language: ServerLanguage): string {
  const name = fieldName(path);
  const label = FIELD_LABELS[name];
  return label ? say(label, language) : spelledOut(name);
}

/** `said` in `language`; a field's refusal names the field by its label. */
export function say(said: Words, language: ServerLanguage, field?: string): string {
  const values = field === undefined ? said.values : { ...said.values, label: fieldLabel(field, language) };
  return intlOf(language).formatMessage(said, values);
}

/** `said` in English (logs, audit, Error messages). */
export const english = (said: Words, field?: string): string => say(said, 'en', field);

/** The client's English catalogue, { id: text } (src/shared/i18n/lang/en.json). */
export const clientEnglish = (): Record<string, string> =>
  JSON.parse(readFileSync(projectFile('src/shared/i18n/lang/en.json'), 'utf8')) as Record<string, string>;

/** A message of the client's catalogue in `language`: the words a file the server writes shares
 * with the screen (the report's column headers). */
export const clientText = (id: string, language: ServerLanguage): string => say({ id }, language);
