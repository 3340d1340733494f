// The language switcher's hook: the current locale and setLocale (stores the choice, reloads).
import { use } from 'react';
import { LanguageContext, type LanguageState } from './languageContext';

export function useLanguage(): LanguageState {
  return use(LanguageContext);
}
