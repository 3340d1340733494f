// react-intl for the whole client: the stored locale with its compiled messages (English
// bundled, other languages loaded lazily), plus the language context for useLanguage().
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { englishMessages, loadMessages, type CompiledMessages } from './loadMessages';
import { LanguageContext, createLanguageState, storeAndReload } from './languageContext';
import { DEFAULT_LOCALE, INTL_TAGS, readStoredLocale, type Locale } from './locales';

export interface I18nProviderProps {
  children?: ReactNode;
  /** Forces a locale instead of the stored one (Storybook's locale toolbar, tests). */
  locale?: Locale;
  /** Replaces store-and-reload, e.g. in Storybook where a reload would lose the story. */
  onLocaleChange?: (locale: Locale) => void;
  /** Shown while a non-English language chunk loads; nothing by default (the splash covers it). */
  fallback?: ReactNode;
}

interface Loaded {
  locale: Locale;
  messages: CompiledMessages;
}

export function I18nProvider({ children, locale: forced, onLocaleChange, fallback = null }: I18nProviderProps) {
  const [stored] = useState(readStoredLocale);
  const locale = forced ?? stored;
  const [loaded, setLoaded] = useState<Loaded>({ locale: DEFAULT_LOCALE, messages: englishMessages });

  useEffect(() => {
    if (locale === DEFAULT_LOCALE) return;
    let current = true;
    void loadMessages(locale).then((messages) => {
      if (current) setLoaded({ locale, messages });
    });
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    if (typeof document !== 'undefined') document.documentElement.lang = INTL_TAGS[locale];
  }, [locale]);

  const language = useMemo(() => createLanguageState(locale, onLocaleChange ?? storeAndReload), [locale, onLocaleChange]);

  const messages = locale === DEFAULT_LOCALE ? englishMessages : loaded.locale === locale ? loaded.messages : null;
  if (!messages) return fallback;

  return (
    <LanguageContext value={language}>
      <IntlProvider locale={INTL_TAGS[locale]} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        {children}
      </IntlProvider>
    </LanguageContext>
  );
}
