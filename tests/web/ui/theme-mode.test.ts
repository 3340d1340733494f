import { describe, expect, it } from 'vitest';
import {
  hasThemeCookie,
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
