// Persists the bearer token (the only persisted part of the auth state) in localStorage.
export const AUTH_TOKEN_KEY = 'authToken';

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): TokenStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
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
