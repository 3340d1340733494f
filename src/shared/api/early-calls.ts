// The calls a first signed-in visit starts before the app's code has come: signed-in-preload.js
// (made by scripts/vite/signed-in-preload.ts, EARLY_CALLS) sends the page's first calls with the
// stored token, language and theme, and leaves them in window.__portalEarlyCalls. The app's fetch
// (answer-fetch.ts) takes one instead of calling again when it is the same call: method, URL,
// body, and the headers that shape the answer. Each is taken once and only while the page is
// starting, so a later call (a refetch, another tab's sign-in) always goes to the server.

/** The headers an early call must share with the app's call (the token, the theme, the language). */
const MATCHED_HEADERS = ['Authorization', 'theme', 'Accept-Language'] as const;

/** How long an early call may wait to be taken: the first load of a page on a slow phone. */
export const EARLY_CALL_MAX_AGE_MS = 20_000;

export interface EarlyCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Date.now() when it was sent. */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __portalEarlyCalls?: EarlyCall[];
  }
}

function sameCall(call: EarlyCall, request: Request, body: string | undefined): boolean {
  return (
    call.method === request.method &&
    call.url === request.url &&
    call.body === body &&
    MATCHED_HEADERS.every((name) => (call.headers[name] ?? null) === request.headers.get(name))
  );
}

/** The early call that is this request, taken out of the list; otherwise nothing. */
export async function takeEarlyCall(request: Request, now = Date.now()): Promise<EarlyCall | undefined> {
  const calls = typeof window === 'undefined' ? undefined : window.__portalEarlyCalls;
  if (!calls?.length) return undefined;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.clone().text();
  const index = calls.findIndex((call) => now - call.at <= EARLY_CALL_MAX_AGE_MS && sameCall(call, request, body));
  if (index < 0) return undefined;
  return calls.splice(index, 1)[0];
}

/** Called before the app's first call: an early-call script that runs after this (its file came
 * after the app's, from the browser's cache) sends nothing, since the app is calling already. */
export function appCallsStarted(): void {
  if (typeof window !== 'undefined') window.__portalEarlyCalls ??= [];
}
