// Storybook decorators shared by .storybook/preview.tsx: theme + brand, intl, router, store.
// Stories use them through parameters/globals, never by importing them.
import { useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { MessageFormatElement } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { ThemeProvider, applyBranding, applyThemeMode, resetBranding } from '../../shared/theme';
import type { Branding, ThemeMode } from '../../shared/theme';
import { storyBrands } from './brands';
import type { StoryBrand } from './brands';
import { createStoryStore } from './store';
import type { StoryStoreParameter } from './store';

export const storyLocales = ['en', 'zh', 'es', 'ja', 'de', 'fr'] as const;
export type StoryLocale = (typeof storyLocales)[number];

/**
 * Applies mode and brand before paint (useLayoutEffect), so play functions, axe and
 * screenshots all see the final colours.
 */
export function ThemeFrame({
  mode,
  brand,
  children,
}: {
  mode: ThemeMode;
  /** A toolbar brand, or branding settings of the story's own (the brand playground). */
  brand: StoryBrand | Branding;
  children: ReactNode;
}) {
  // Applied during render as well as in the effect: the very first paint is already right.
  if (typeof document !== 'undefined') applyThemeMode(mode);
  // Settings compared by value: the playground passes a new object on every render.
  const brandKey = JSON.stringify(brand);
  useLayoutEffect(() => {
    applyThemeMode(mode);
    document.documentElement.style.colorScheme = mode;
    const settings = JSON.parse(brandKey) as StoryBrand | Branding;
    if (settings === 'default') resetBranding();
    else applyBranding(typeof settings === 'string' ? (storyBrands[settings] ?? storyBrands.default) : settings);
  }, [mode, brandKey]);
  return <ThemeProvider>{children}</ThemeProvider>;
}

/** Plain strings or the compiled message ASTs of src/shared/i18n. */
export type StoryMessages = Record<string, string> | Record<string, MessageFormatElement[]>;

export function IntlFrame({
  locale,
  messages = {},
  children,
}: {
  locale: string;
  messages?: StoryMessages;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={() => undefined}>
      {children}
    </IntlProvider>
  );
}

export interface StoryRouterParameter {
  /** Paths, or a path with the navigation state a screen reads (the company page's Report button). */
  initialEntries?: Array<string | { pathname: string; state?: unknown }>;
}

export function RouterFrame({
  initialEntries = ['/'],
  children,
}: StoryRouterParameter & { children: ReactNode }) {
  return <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>;
}

export function StoreFrame({
  store,
  children,
}: {
  store?: StoryStoreParameter;
  children: ReactNode;
}) {
  const instance = useMemo(() => createStoryStore(store), [store]);
  return <Provider store={instance}>{children}</Provider>;
}
