// Light/dark mode: the `theme_mode` cookie (spec 1: 'Dark' means dark, anything else light)
// and the body class (`theme-dark` / `theme-light`) that switches the CSS variables.
export type ThemeMode = 'light' | 'dark';

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

export function writeThemeMode(mode: ThemeMode, doc: Document = document): void {
  doc.cookie = `${THEME_COOKIE}=${themeModeCookieValue(mode)}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Logout and idle expiry clear the cookie (spec 1). */
export function clearThemeMode(doc: Document = document): void {
  doc.cookie = `${THEME_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/** Puts the mode's class on the body (the "body brand class") and removes the other one. */
export function applyThemeMode(mode: ThemeMode, body: HTMLElement = document.body): void {
  body.classList.remove(THEME_CLASS.light, THEME_CLASS.dark);
  body.classList.add(THEME_CLASS[mode]);
}
