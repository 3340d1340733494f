// The six languages of the portal, their own names for the language switcher, and the stored
// choice (localStorage key `language`; spec 1 section 1: default en, reload on change).

export const LOCALES = ['en', 'zh', 'es', 'ja', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE = 'en' satisfies Locale;
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language in its own name, in switcher order. */
export const LANGUAGES: readonly { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '中文' },
  { locale: 'es', name: 'Español' },
  { locale: 'ja', name: '日本語' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'fr', name: 'Français' },
];

/** The BCP 47 tag handed to Intl for each locale (zh is Simplified Chinese). */
export const INTL_TAGS: Record<Locale, string> = {
  en: 'en',
  zh: 'zh-Hans-CN',
  es: 'es',
  ja: 'ja',
  de: 'de',
  fr: 'fr',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The part of Storage the language choice needs, so tests can pass a plain object. */
export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): LanguageStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can throw when cookies are blocked; the portal then stays in English.
    return undefined;
  }
}

/** The stored language, or en when nothing (or something unknown) is stored. */
export function readStoredLocale(storage: LanguageStorage | undefined = browserStorage()): Locale {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale, storage: LanguageStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Nothing to do: the choice simply is not remembered.
  }
}
