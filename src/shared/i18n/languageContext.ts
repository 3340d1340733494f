// The chosen language and the way to change it, shared by I18nProvider and useLanguage().
import { createContext } from 'react';
import { DEFAULT_LOCALE, storeLocale, type Locale } from './locales';

export interface LanguageState {
  locale: Locale;
  /** Stores the language and reloads the page (spec 1 section 1). */
  setLocale: (locale: Locale) => void;
}

export function storeAndReload(locale: Locale): void {
  storeLocale(locale);
  if (typeof window !== 'undefined') window.location.reload();
}

/** The context value; choosing the language already shown changes nothing (no reload). */
export function createLanguageState(locale: Locale, change: (locale: Locale) => void): LanguageState {
  return {
    locale,
    setLocale: (next) => {
      if (next !== locale) change(next);
    },
  };
}

export const LanguageContext = createContext<LanguageState>({
  locale: DEFAULT_LOCALE,
  setLocale: storeAndReload,
});
