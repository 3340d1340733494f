// The theme sent to the API in the `theme` header: the theme_mode cookie, where only 'Dark' is Dark.
export type ThemeMode = 'Light' | 'Dark';

export const THEME_COOKIE = 'theme_mode';

/** Reads theme_mode from a cookie string; 'Dark' stays Dark, anything else (or none) is Light. */
export function themeModeFromCookie(cookie: string): ThemeMode {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === THEME_COOKIE)
      return decodeURIComponent(rest.join('=')) === 'Dark' ? 'Dark' : 'Light';
  }
  return 'Light';
}

/** The theme of the current page: document.cookie in a browser, Light elsewhere. */
export function currentThemeMode(): ThemeMode {
  return typeof document === 'undefined' ? 'Light' : themeModeFromCookie(document.cookie);
}
