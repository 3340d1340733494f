import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStoredThemeMode, chooseThemeMode, followDeviceWhileUnchosen } from '../../../src/app/shell/themeSwitch';
import {
  DARK_SCHEME_QUERY,
  effectiveThemeMode,
  hasThemeCookie,
  storedThemeMode,
  parseThemeMode,
  readThemeMode,
  themeModeCookieValue,
} from '../../../src/shared/theme/mode';

describe('theme_mode cookie', () => {
  it("reads 'Dark' as dark and anything else as light", () => {
    expect(parseThemeMode('Dark')).toBe('dark');
    expect(parseThemeMode('Light')).toBe('light');
    expect(parseThemeMode('dark')).toBe('light');
    expect(parseThemeMode('')).toBe('light');
    expect(parseThemeMode(undefined)).toBe('light');
  });

  it('finds the cookie among others', () => {
    expect(readThemeMode('a=1; theme_mode=Dark; b=2')).toBe('dark');
    expect(readThemeMode('theme_mode=Light')).toBe('light');
    expect(readThemeMode('other=Dark')).toBe('light');
    expect(hasThemeCookie('a=1; theme_mode=Light')).toBe(true);
    expect(hasThemeCookie('a=1')).toBe(false);
  });

  it('writes the spec spelling', () => {
    expect(themeModeCookieValue('dark')).toBe('Dark');
    expect(themeModeCookieValue('light')).toBe('Light');
  });
});

/** A browser's window and document as the theme code meets them: cookies, the device's
 * preference (with change events), and the body and root elements' classes. */
function fakeBrowser({ cookie = '', prefersDark = false }: { cookie?: string; prefersDark?: boolean }) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query = {
    get matches() {
      return prefersDark;
    },
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  };
  const element = (extra: object = {}) => {
    const classes = new Set<string>();
    return {
      ...extra,
      classList: {
        add: (...names: string[]) => names.forEach((name) => classes.add(name)),
        remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
        contains: (name: string) => classes.has(name),
      },
      get className() {
        return [...classes].join(' ');
      },
    };
  };
  const documentElement = element();
  const body = element({ ownerDocument: { documentElement } });
  const doc = { cookie, body, documentElement };
  const win = { matchMedia: (text: string) => (text === DARK_SCHEME_QUERY ? query : { matches: false }) };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  return {
    doc,
    body,
    documentElement,
    deviceTurns(dark: boolean) {
      prefersDark = dark;
      listeners.forEach((listener) => listener({ matches: dark }));
    },
  };
}

describe('the mode shown: the device until the user chooses', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows prefers-color-scheme without a stored choice, and the stored choice wins', () => {
    fakeBrowser({ prefersDark: true });
    expect(effectiveThemeMode()).toBe('dark');
    expect(storedThemeMode()).toBeNull();
    expect(effectiveThemeMode('theme_mode=Light')).toBe('light');
    fakeBrowser({ prefersDark: false });
    expect(effectiveThemeMode()).toBe('light');
    expect(effectiveThemeMode('theme_mode=Dark')).toBe('dark');
  });

  it('applies the device mode at start, follows its changes until the switch stores a choice', () => {
    const browser = fakeBrowser({ prefersDark: true });
    expect(applyStoredThemeMode()).toBe('dark');
    expect(browser.body.className).toBe('theme-dark');
    expect(browser.documentElement.className).toBe('theme-dark');
    const stop = followDeviceWhileUnchosen();
    browser.deviceTurns(false);
    expect(browser.body.className).toBe('theme-light');
    // The user chooses dark: stored, and the device turning light no longer changes it.
    chooseThemeMode('dark');
    expect(browser.doc.cookie).toContain('theme_mode=Dark');
    browser.deviceTurns(false);
    expect(browser.body.className).toBe('theme-dark');
    stop();
  });
});

describe('public/theme-start.js (before the app: no flash of the other mode)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const script = readFileSync(new URL('../../../public/theme-start.js', import.meta.url), 'utf8');

  it.each([
    { cookie: '', prefersDark: true },
    { cookie: '', prefersDark: false },
    { cookie: 'a=1; theme_mode=Light', prefersDark: true },
    { cookie: 'theme_mode=Dark; b=2', prefersDark: false },
    { cookie: 'theme_mode=Blue', prefersDark: true },
  ])('puts on the root element the class the app will apply: %o', ({ cookie, prefersDark }) => {
    const browser = fakeBrowser({ cookie, prefersDark });
    new Function(script)();
    const expected = effectiveThemeMode(cookie);
    expect(browser.documentElement.className).toBe(`theme-${expected}`);
  });
});
