// Persists the bearer token (the only persisted part of the auth state): in localStorage, shared
// by the browser's windows; a window support staff opened an impersonation in keeps its session
// to itself (sessionStorage), so their own windows stay signed in as themselves.
export const AUTH_TOKEN_KEY = 'authToken';
/** sessionStorage flag of a window whose session is its own (an impersonation window). */
export const WINDOW_SESSION_KEY = 'windowSession';

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): TokenStorage | undefined {
  try {
    if (typeof sessionStorage !== 'undefined' && sessionStorage.getItem(WINDOW_SESSION_KEY)) return sessionStorage;
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** From now on this window keeps its session to itself, apart from the browser's other windows. */
export function keepSessionInThisWindow(): void {
  try {
    sessionStorage.setItem(WINDOW_SESSION_KEY, '1');
  } catch {
    // Storage blocked: the session lasts as long as the page anyway.
  }
}

export function readStoredToken(storage = browserStorage()): string | null {
  try {
    return storage?.getItem(AUTH_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function writeStoredToken(token: string | null, storage = browserStorage()): void {
  try {
    if (token) storage?.setItem(AUTH_TOKEN_KEY, token);
    else storage?.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
}
