// Every story renders inside: theme + brand (body class, applyBranding), react-intl, a
// MemoryRouter and a small Redux store; MSW answers the default API calls. Toolbar globals:
// mode (light/dark), brand (default/ocean/citrus), locale (en, zh, es, ja, de, fr). A story with
// parameters.branding = 'args' takes its brand from its args instead (the brand playground).
// The vitest `stories` project runs every story once per mode (see vitest.config.ts).
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { handlers } from '../src/testing/msw/handlers';
import { loadMessages } from '../src/shared/i18n/loadMessages';
import { isLocale } from '../src/shared/i18n/locales';
import { preloadEveryLazyComponent } from '../src/shared/lazy/lazyComponent';
import {
  IntlFrame,
  RouterFrame,
  StoreFrame,
  ThemeFrame,
  brandingOfArgs,
  storyLocales,
} from '../src/testing/storybook';
import type {
  BrandArgs,
  StoryBrand,
  StoryBrandingParameter,
  StoryLocale,
  StoryMessages,
  StoryRouterParameter,
  StoryStoreParameter,
} from '../src/testing/storybook';
import type { ThemeMode } from '../src/shared/theme';

// find* queries and waitFor wait up to 5 s, as in the vitest run (.storybook/vitest.setup.ts), also
// in a static Storybook under the test runner (docs/qa.md): on two loaded cores a search can take
// longer than Testing Library's 1 s to answer (seen with reports/ReportScreen > Periods).
configure({ asyncUtilTimeout: 5000 });

const withStore: Decorator = (Story, { parameters }) => (
  <StoreFrame store={parameters.store as StoryStoreParameter | undefined}>
    <Story />
  </StoreFrame>
);

const withRouter: Decorator = (Story, { parameters }) => (
  <RouterFrame {...((parameters.router as StoryRouterParameter | undefined) ?? {})}>
    <Story />
  </RouterFrame>
);

const withIntl: Decorator = (Story, { globals, parameters, loaded }) => {
  const locale = (globals.locale as StoryLocale | undefined) ?? 'en';
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return (
    <IntlFrame
      locale={locale}
      messages={
        (parameters.messages as StoryMessages | undefined) ??
        (loaded.messages as StoryMessages | undefined) ??
        {}
      }
    >
      <Story />
    </IntlFrame>
  );
};

const withTheme: Decorator = (Story, { globals, parameters, args }) => (
  <ThemeFrame
    mode={(globals.mode as ThemeMode | undefined) ?? 'light'}
    brand={
      (parameters.branding as StoryBrandingParameter) === 'args'
        ? brandingOfArgs(args as unknown as BrandArgs)
        : ((globals.brand as StoryBrand | undefined) ?? 'default')
    }
  >
    {/* The story root: screenshots of the `stories` test project are taken of this element. */}
    <div data-story-root="" style={{ padding: 16, display: 'flow-root' }}>
      <Story />
    </div>
  </ThemeFrame>
);

const preview: Preview = {
  globalTypes: {
    mode: {
      description: 'Light or dark mode (body class theme-light / theme-dark)',
      toolbar: {
        title: 'Mode',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand colours applied at run time (applyBranding)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default (#9c0d1b)' },
          { value: 'ocean', title: 'Ocean (#0b5fa5)' },
          { value: 'citrus', title: 'Citrus (#f2c200, low contrast)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'react-intl locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: storyLocales.map((l) => ({ value: l, title: l })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { mode: 'light', brand: 'default', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    // A story at phone width sets `globals: { viewport: { value: 'phone' } }`; the story tests
    // resize Chromium to it (others run at 1200x900).
    viewport: {
      options: {
        phone: { name: 'Phone (390 x 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1440 x 900)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test.
    a11y: { test: 'error' },
    msw: [],
  },
  loaders: [
    // The compiled messages of the toolbar locale (src/shared/i18n); stories may pass their own
    // through parameters.messages.
    async ({ globals }) => ({
      messages: await loadMessages(isLocale(globals.locale) ? globals.locale : 'en'),
    }),
    // Every lazy component's chunk is in before the story renders: a play function waits for what
    // the story does, never for Vite building a chunk on two loaded cores (src/shared/lazy).
    async () => {
      await preloadEveryLazyComponent();
      return {};
    },
    mswLoader(async () => {
      // Default handlers passed to setupWorker survive the reset between stories; stories add
      // their own through parameters.msw.
      const worker = setupWorker(...handlers);
      await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
      return worker;
    }),
  ],
  // Later decorators wrap earlier ones: theme is outermost.
  decorators: [withStore, withRouter, withIntl, withTheme],
  tags: ['autodocs'],
};

export default preview;
