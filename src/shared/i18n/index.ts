// The public face of the i18n setup: the provider, the language hook and list, and the words
// every screen shares (commonMessages); a feature's own words are in its messages.ts.
export { I18nProvider, type I18nProviderProps } from './I18nProvider';
export { useLanguage } from './useLanguage';
export { preloadSignedInMessages, useSignedInMessages } from './signedInMessages';
export type { LanguageState } from './languageContext';
export { DEFAULT_LOCALE, LANGUAGES, LOCALES, isLocale, type Locale } from './locales';
export type { PlaceholderValues, RichValue, WithValues } from './typedMessages';
export { commonMessages } from './messages/common';
