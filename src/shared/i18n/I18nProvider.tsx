// react-intl for the whole client: the stored locale with its compiled messages (English's
// sign-in part bundled, other languages loaded lazily; the signed-in part of the language is
// added once a screen asks for it through useSignedInMessages), plus the language context for
// useLanguage().
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { englishSignInMessages, loadMessagePart, type CompiledMessages } from './loadMessages';
import { LanguageContext, createLanguageState, storeAndReload } from './languageContext';
import { DEFAULT_LOCALE, INTL_TAGS, readStoredLocale, type Locale } from './locales';
import { SignedInMessagesContext, type SignedInMessagesState } from './signedInMessages';

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
  const [loaded, setLoaded] = useState<Loaded>({ locale: DEFAULT_LOCALE, messages: englishSignInMessages });
  const [signedInWanted, setSignedInWanted] = useState(false);
  const [signedIn, setSignedIn] = useState<Loaded | null>(null);

  useEffect(() => {
    if (locale === DEFAULT_LOCALE) return;
    let current = true;
    void loadMessagePart(locale, 'sign-in').then((messages) => {
      if (current) setLoaded({ locale, messages });
    });
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    if (!signedInWanted) return;
    let current = true;
    void loadMessagePart(locale, 'signed-in').then((messages) => {
      if (current) setSignedIn({ locale, messages });
    });
    return () => {
      current = false;
    };
  }, [locale, signedInWanted]);

  useEffect(() => {
    if (typeof document !== 'undefined') document.documentElement.lang = INTL_TAGS[locale];
  }, [locale]);

  const language = useMemo(() => createLanguageState(locale, onLocaleChange ?? storeAndReload), [locale, onLocaleChange]);

  const requestSignedIn = useCallback(() => setSignedInWanted(true), []);
  const signedInMessages = signedIn?.locale === locale ? signedIn.messages : null;
  const signedInState = useMemo<SignedInMessagesState>(
    () => ({ ready: signedInMessages !== null, request: requestSignedIn }),
    [signedInMessages, requestSignedIn],
  );

  const signInMessages = locale === DEFAULT_LOCALE ? englishSignInMessages : loaded.locale === locale ? loaded.messages : null;
  const messages = useMemo(
    () => signInMessages && (signedInMessages ? { ...signInMessages, ...signedInMessages } : signInMessages),
    [signInMessages, signedInMessages],
  );
  if (!messages) return fallback;

  return (
    <LanguageContext value={language}>
      <SignedInMessagesContext value={signedInState}>
        <IntlProvider locale={INTL_TAGS[locale]} defaultLocale={DEFAULT_LOCALE} messages={messages}>
          {children}
        </IntlProvider>
      </SignedInMessagesContext>
    </LanguageContext>
  );
}
