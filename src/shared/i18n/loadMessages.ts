// The compiled messages (src/shared/i18n/compiled, written by scripts/i18n.mjs) of each locale,
// in two parts: 'sign-in' (what a first visit shows: the sign-in pages, loading and error
// screens) and 'signed-in' (the signed-in portal's areas). English's sign-in part is bundled;
// every other part is fetched on demand as its own chunk, the signed-in part once a user is
// signed in (useSignedInMessages), so the sign-in page loads only the messages it shows.
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from './locales';
import enSignIn from './compiled/en.sign-in.json';

export type CompiledMessages = Record<string, MessageFormatElement[]>;
export type MessagePart = 'sign-in' | 'signed-in';

// The JSON is the AST written by `formatjs compile --ast`; TypeScript infers a looser shape.
const asMessages = (json: unknown): CompiledMessages => json as CompiledMessages;

/** English's sign-in part, bundled: the portal starts in English without waiting. */
export const englishSignInMessages: CompiledMessages = asMessages(enSignIn);

type Loader = () => Promise<{ default: unknown }>;

const lazyLoaders: Record<Locale, Record<MessagePart, Loader>> = {
  en: { 'sign-in': async () => ({ default: englishSignInMessages }), 'signed-in': () => import('./compiled/en.signed-in.json') },
  zh: { 'sign-in': () => import('./compiled/zh.sign-in.json'), 'signed-in': () => import('./compiled/zh.signed-in.json') },
  es: { 'sign-in': () => import('./compiled/es.sign-in.json'), 'signed-in': () => import('./compiled/es.signed-in.json') },
  ja: { 'sign-in': () => import('./compiled/ja.sign-in.json'), 'signed-in': () => import('./compiled/ja.signed-in.json') },
  de: { 'sign-in': () => import('./compiled/de.sign-in.json'), 'signed-in': () => import('./compiled/de.signed-in.json') },
  fr: { 'sign-in': () => import('./compiled/fr.sign-in.json'), 'signed-in': () => import('./compiled/fr.signed-in.json') },
};

/** One part of a locale's messages; English's when the locale's chunk cannot be loaded (none when English's cannot). */
export async function loadMessagePart(locale: Locale, part: MessagePart): Promise<CompiledMessages> {
  try {
    return asMessages((await lazyLoaders[locale][part]()).default);
  } catch {
    return locale === DEFAULT_LOCALE ? {} : loadMessagePart(DEFAULT_LOCALE, part);
  }
}

/** Every message of a locale (both parts), e.g. for Storybook and tests. */
export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  const [signIn, signedIn] = await Promise.all([loadMessagePart(locale, 'sign-in'), loadMessagePart(locale, 'signed-in')]);
  return { ...signIn, ...signedIn };
}
