// The signed-in portal's messages (the 'signed-in' part, see loadMessages.ts) are loaded when a
// screen asks for them: I18nProvider provides the context, useSignedInMessages() asks and says
// whether they are in. Outside I18nProvider (Storybook, tests hand the whole catalogue to their
// own IntlProvider) there is nothing to wait for.
import { createContext, use, useEffect } from 'react';
import { loadMessagePart } from './loadMessages';
import { readStoredLocale } from './locales';

export interface SignedInMessagesState {
  /** The signed-in part of the current language is loaded (and merged into react-intl's messages). */
  ready: boolean;
  /** Starts loading it (once; later calls change nothing). */
  request: () => void;
}

export const SignedInMessagesContext = createContext<SignedInMessagesState>({ ready: true, request: () => undefined });

/** Loads the signed-in portal's messages when `wanted`; true once they are in. */
export function useSignedInMessages(wanted = true): boolean {
  const { ready, request } = use(SignedInMessagesContext);
  useEffect(() => {
    if (wanted && !ready) request();
  }, [wanted, ready, request]);
  return ready;
}

/** Starts fetching the stored language's signed-in part before any screen asks (a first visit
 * with a stored token); the request later finds it loaded. */
export function preloadSignedInMessages(): void {
  void loadMessagePart(readStoredLocale(), 'signed-in');
}
