// Light/dark mode: the device's preference (`prefers-color-scheme`) until the user chooses with
// the top bar's switch; the choice is then stored in the `theme_mode` cookie (spec 1: 'Dark' means
// dark, anything else light) and wins. The body class (`theme-dark` / `theme-light`, also set on
// the root element) switches the CSS variables. Before the app's code runs, public/theme-start.js
// puts the same mode's class on the root element (no flash of the other mode).
export type ThemeMode = 'light' | 'dark';

/** The media query of a device that prefers dark. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export const THEME_COOKIE = 'theme_mode';
export const THEME_CLASS: Record<ThemeMode, string> = { light: 'theme-light', dark: 'theme-dark' };

/** The cookie value as the spec spells it. */
export function themeModeCookieValue(mode: ThemeMode): 'Dark' | 'Light' {
  return mode === 'dark' ? 'Dark' : 'Light';
}

/** 'Dark' means dark; anything else (missing, 'Light', 'dark', garbage) means light. */
export function parseThemeMode(value: string | null | undefined): ThemeMode {
  return value === 'Dark' ? 'dark' : 'light';
}

/** Reads the mode from a cookie header or `document.cookie`. */
export function readThemeMode(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): ThemeMode {
  for (const part of cookies.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() === THEME_COOKIE)
      return parseThemeMode(decodeURIComponent(rest.join('=').trim()));
  }
  return 'light';
}

/** True when the `theme_mode` cookie exists (the server theme header only applies without one). */
export function hasThemeCookie(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  return cookies.split(';').some((part) => part.split('=')[0]?.trim() === THEME_COOKIE);
}

/** The device's preference; light where it cannot be asked (no window, no matchMedia). */
export function deviceThemeMode(): ThemeMode {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}

/** The user's stored choice, or null when there is none (the device decides). */
export function storedThemeMode(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): ThemeMode | null {
  return hasThemeCookie(cookies) ? readThemeMode(cookies) : null;
}

/** The mode to show: the stored choice, else the device's preference. */
export function effectiveThemeMode(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
  device: () => ThemeMode = deviceThemeMode,
): ThemeMode {
  return storedThemeMode(cookies) ?? device();
}

/**
 * Calls `onChange` with the device's new preference when it changes while the user has stored no
 * choice (a stored choice wins). Returns the unsubscribe.
 */
export function followDeviceThemeMode(onChange: (mode: ThemeMode) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_SCHEME_QUERY);
  const changed = (event: MediaQueryListEvent) => {
    if (!hasThemeCookie()) onChange(event.matches ? 'dark' : 'light');
  };
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

export function writeThemeMode(mode: ThemeMode, doc: Document = document): void {
  doc.cookie = `${THEME_COOKIE}=${themeModeCookieValue(mode)}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Logout and idle expiry clear the cookie (spec 1): the device's preference decides again. */
export function clearThemeMode(doc: Document = document): void {
  doc.cookie = `${THEME_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/** Puts the mode's class on the body (the "body brand class") and removes the other one; the
 * root element follows (theme-start.js set it first: the canvas and scrollbars follow it). */
export function applyThemeMode(mode: ThemeMode, body: HTMLElement = document.body): void {
  for (const element of [body, body.ownerDocument.documentElement]) {
    element.classList.remove(THEME_CLASS.light, THEME_CLASS.dark);
    element.classList.add(THEME_CLASS[mode]);
  }
}
