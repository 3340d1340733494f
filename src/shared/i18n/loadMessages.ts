// The compiled messages (src/shared/i18n/compiled, written by scripts/i18n.mjs) of each locale:
// English is bundled, every other language is fetched on demand as its own chunk.
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from './locales';
import en from './compiled/en.json';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

// The JSON is the AST written by `formatjs compile --ast`; TypeScript infers a looser shape.
const asMessages = (json: unknown): CompiledMessages => json as CompiledMessages;

export const englishMessages: CompiledMessages = asMessages(en);

const lazyLoaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: unknown }>> = {
  zh: () => import('./compiled/zh.json'),
  es: () => import('./compiled/es.json'),
  ja: () => import('./compiled/ja.json'),
  de: () => import('./compiled/de.json'),
  fr: () => import('./compiled/fr.json'),
};

/** Messages of a locale; English when the locale is en or its chunk cannot be loaded. */
export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  if (locale === DEFAULT_LOCALE) return englishMessages;
  try {
    const module = await lazyLoaders[locale]();
    return asMessages(module.default);
  } catch {
    return englishMessages;
  }
}
