// The language choice: stored under `language`, read back, unknown values fall back to English.
import { describe, expect, it, vi } from 'vitest';
import { createLanguageState } from '../../../src/shared/i18n/languageContext';
import {
  DEFAULT_LOCALE, LANGUAGES, LANGUAGE_STORAGE_KEY, LOCALES, isLocale, readStoredLocale, storeLocale,
  type LanguageStorage,
} from '../../../src/shared/i18n/locales';

function memoryStorage(initial: Record<string, string> = {}): LanguageStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('language choice', () => {
  it('offers the six languages in their own names, English first', () => {
    expect(LOCALES).toEqual(['en', 'zh', 'es', 'ja', 'de', 'fr']);
    expect(LANGUAGES.map((l) => l.name)).toEqual(['English', '中文', 'Español', '日本語', 'Deutsch', 'Français']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('stores the language under the key `language` and reads it back', () => {
    const storage = memoryStorage();
    storeLocale('ja', storage);
    expect(storage.data[LANGUAGE_STORAGE_KEY]).toBe('ja');
    expect(LANGUAGE_STORAGE_KEY).toBe('language');
    expect(readStoredLocale(storage)).toBe('ja');
  });

  it.each([[null], ['klingon'], ['EN'], ['']])('falls back to en for the stored value %s', (stored) => {
    const storage = memoryStorage(stored === null ? {} : { language: stored });
    expect(readStoredLocale(storage)).toBe('en');
  });

  it('falls back to en when storage is missing or throws', () => {
    expect(readStoredLocale(undefined)).toBe('en');
    const broken: LanguageStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredLocale(broken)).toBe('en');
    expect(() => storeLocale('fr', broken)).not.toThrow();
  });

  it('recognises only the six locales', () => {
    expect(LOCALES.every(isLocale)).toBe(true);
    expect(isLocale('pt')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('setLocale', () => {
  it('changes to another language and ignores the current one', () => {
    const change = vi.fn();
    const state = createLanguageState('de', change);
    expect(state.locale).toBe('de');
    state.setLocale('de');
    expect(change).not.toHaveBeenCalled();
    state.setLocale('zh');
    expect(change).toHaveBeenCalledWith('zh');
  });
});
