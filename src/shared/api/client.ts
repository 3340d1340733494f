// createApiClient(): the typed client of openapi/portal.yaml that every feature calls through.
import createClient, { type Client } from 'openapi-fetch';
import { createAnswerFetch } from './answer-fetch';
import { unwrap, unwrapWithResponse, type Answer, type CallOutcome } from './answers';
import type { ApiResult, paths } from './contract-types';
import type { DownloadCallOutcome, DownloadOutcome } from './downloads';
import { requestHeaders } from './request-headers';
import { createSessionInvalidEvents, type SessionInvalidListener } from './session-events';
import { effectiveThemeMode, themeModeCookieValue } from '../theme/mode';
import { readStoredLocale } from '../i18n/locales';
import type { ThemeHeader } from './request-headers';

/** The spec's request time-out. */
export const DEFAULT_TIMEOUT_MS = 300_000;

export interface ApiClientOptions {
  /** Prefix of every path ('' in the browser: same origin). */
  baseUrl?: string;
  /** The session's bearer token, or nothing when signed out. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** The theme header; by default the mode shown: the theme_mode cookie ('Dark' or else 'Light'), without one the device's preference. */
  getThemeMode?: () => ThemeHeader;
  /** The Accept-Language header; by default the language the merchant chose (src/shared/i18n). */
  getLanguage?: () => string;
  /** Give up on a call after this long (answer 999); default 300000 ms. */
  timeoutMs?: number;
  /** Called once per answer carrying 4001, 4002, 4003 or 4004. */
  onSessionInvalid?: SessionInvalidListener;
}

export interface ApiClient {
  /** The openapi-fetch client: `client.GET('/api/v1/daily-stats')`, typed by the contract. It never
   * throws on a network failure, a time-out or an unexpected status: those arrive as a 999 answer. */
  client: Client<paths>;
  /** The answer of a call: the 200 body, or the ApiResult of a refusal. */
  call<Outcome extends CallOutcome>(
    pending: Promise<Outcome>,
  ): Promise<Answer<Outcome> | ApiResult>;
  /** The answer and the HTTP response (login reads its Authorization header). */
  callWithResponse<Outcome extends CallOutcome>(
    pending: Promise<Outcome>,
  ): Promise<{ answer: Answer<Outcome> | ApiResult; response: Response | null }>;
  /** A download called with parseAs: 'blob': the file, or the refusal's ApiResult. */
  download(pending: Promise<DownloadCallOutcome>): Promise<DownloadOutcome>;
  /** Listens for answers that end the session; returns the unsubscribe function. */
  onSessionInvalid(listener: SessionInvalidListener): () => void;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const sessionInvalid = createSessionInvalidEvents();
  if (options.onSessionInvalid) sessionInvalid.subscribe(options.onSessionInvalid);

  const answerFetch = createAnswerFetch({
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    onSessionInvalid: (event) => sessionInvalid.notify(event),
  });
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: (request) => answerFetch(request),
  });
  client.use(
    requestHeaders({
      getToken: options.getToken ?? (() => null),
      getThemeMode: options.getThemeMode ?? (() => themeModeCookieValue(effectiveThemeMode())),
      getLanguage: options.getLanguage ?? (() => readStoredLocale()),
    }),
  );

  return {
    client,
    call: unwrap,
    callWithResponse: unwrapWithResponse,
    // Loaded with the first download: no screen before sign-in downloads anything.
    download: (pending) => import('./downloads').then(({ readDownload }) => readDownload(pending)),
    onSessionInvalid: (listener) => sessionInvalid.subscribe(listener),
  };
}
