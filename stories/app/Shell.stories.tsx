// The shell around a signed-in page: the menu of each kind of user, each of the six languages,
// each demo brand (colours, logo and name from GET /api/custom-template-details), the
// minimised menu, permission denied, impersonation and the page transition.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BrandingProvider } from '../../src/app/branding';
import { AlertProvider } from '../../src/shared/ui/Alert';
import { PageGate } from '../../src/app/router/PageGate';
import { PAGES } from '../../src/app/router/pages';
import { Shell } from '../../src/app/shell/Shell';
import type { User } from '../../src/features/auth';
import de from '../../src/shared/i18n/lang/de.json';
import en from '../../src/shared/i18n/lang/en.json';
import es from '../../src/shared/i18n/lang/es.json';
import fr from '../../src/shared/i18n/lang/fr.json';
import ja from '../../src/shared/i18n/lang/ja.json';
import zh from '../../src/shared/i18n/lang/zh.json';
import { resetBranding, resolveBranding } from '../../src/shared/theme';
import { contractGet } from '../../src/testing/msw/handlers';
import { realKeyboard, storyBrands, type StoryBrand } from '../../src/testing/storybook';
import {
  PortalStoreFrame,
  adminUser,
  cashierUser,
  managerUser,
  payoutUser,
  providerStaffUser,
  signedIn,
  viewerUser,
} from './portalStory';

function Demo({ user, branded = false }: { user: User; branded?: boolean }) {
  const routes = (
    <Routes>
      <Route element={<Shell />}>
        {PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={<PageGate page={page} />} />
        ))}
      </Route>
    </Routes>
  );
  // The alerts as the app provides them (AppProviders): built screens raise them.
  return (
    <PortalStoreFrame auth={signedIn(user)}>
      <AlertProvider>{branded ? <BrandingProvider>{routes}</BrandingProvider> : routes}</AlertProvider>
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  // The top bar's UTC clock ticks: no screenshot baseline.
  parameters: { router: { initialEntries: ['/dashboard'] }, screenshot: false },
  args: { user: adminUser },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const menuLinks = (canvasElement: HTMLElement, navigation = 'Main navigation') =>
  within(within(canvasElement).getByRole('navigation', { name: navigation }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** An administrator with every merchant acl sees every entry but payout (not enabled). */
export const AdminWithEveryAcl: Story = {
  tags: ['smoke'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(menuLinks(canvasElement)).toEqual([
      'Dashboard',
      'Company Details',
      'Weekly Summary',
      'Reports',
      'Pin Order',
      'Credit Limit',
      'User Management',
      'Resources',
      'Product Redeem',
      'Contact Us',
      'Performance Report',
      'Resource Management',
    ]);
    // The page fades in (200 ms).
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Daily Currency' })).toBeVisible());
    await expect(canvas.getByText('Portal version 1.0.7')).toBeVisible();
    await expect(await canvas.findByText('API version 1.0.7')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'User Management' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  },
};

/**
 * axe's `region` rule (every content inside a landmark), which Storybook turns off for component
 * stories. axe exempts a skip link only when it comes before the document's first link to another
 * page; in the story's document Storybook's own (hidden) help links come first, so the skip link
 * is named as the exemption it is in the portal's document.
 */
const regionRule = {
  config: {
    rules: [{ id: 'region', enabled: true }],
    checks: [{ id: 'region', options: { regionMatcher: 'a[href="#main-content"]' } }],
  },
};

/**
 * Every part of the page is inside a landmark (axe's `region` rule, off for component stories,
 * is on here): the top bar is the header, the menu an aside with its nav, the page's title,
 * breadcrumbs and the page itself the main, the versions the footer. The first Tab stop is
 * 'Skip to content', which takes focus to the page's title; choosing a menu entry moves focus to
 * the new page's title too (not to the document's body).
 */
export const LandmarksSkipLinkAndFocus: Story = {
  parameters: { a11y: regionRule },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    const main = canvas.getByRole('main');
    await expect(main).toContainElement(heading);
    await expect(canvasElement.querySelector('header')?.closest('main')).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Portal version 1.0.7');
    await expect(canvas.getByRole('complementary')).toContainElement(canvas.getByRole('navigation', { name: 'Main navigation' }));
    // The document's first page keeps the browser's focus.
    await expect(heading).not.toHaveFocus();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    const keys = realKeyboard();
    if (keys) {
      (document.activeElement as HTMLElement | null)?.blur();
      await keys.keyboard('{Tab}');
      await expect(skip).toHaveFocus();
      // Visible while focused: a real box inside the viewport.
      await expect(skip.getBoundingClientRect().width).toBeGreaterThan(20);
      await keys.keyboard('{Enter}');
    } else {
      await userEvent.click(skip);
    }
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'User Management' }));
    const next = await canvas.findByRole('heading', { level: 1, name: 'User Management' });
    await waitFor(() => expect(next).toHaveFocus());
    await expect(document.activeElement).not.toBe(document.body);
    // The current page's entry chosen again: focus goes to its title too.
    const entry = canvas.getByRole('link', { name: 'User Management' });
    entry.focus();
    await userEvent.click(entry);
    await waitFor(() => expect(next).toHaveFocus());
  },
};

/** The browser tab names the page and the portal, on every page. */
export const DocumentTitle: Story = {
  args: { branded: true },
  beforeEach: () => () => {
    resetBranding();
    document.title = '';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('Dashboard - Merchant Portal'));
    await userEvent.click(canvas.getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(document.title).toBe('Reports - Merchant Portal'));
    await userEvent.click(canvas.getByRole('link', { name: 'Product Redeem' }));
    await waitFor(() => expect(document.title).toBe('Product Redeem - Merchant Portal'));
  },
};

/** The first page appears under the fading start-up splash; a change of page fades the new one in. */
export const PageFadesOnChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const animation = () => getComputedStyle(canvasElement.querySelector('[data-page-transition]')!).animationName;
    await canvas.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(animation()).toBe('none');
    await userEvent.click(canvas.getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(document.title).toMatch(/^Reports/));
    expect(animation()).not.toBe('none');
  },
};

/** A viewer without acls sees only the entries open to everyone. */
export const ViewerWithoutAcls: Story = {
  args: { user: viewerUser },
  play: async ({ canvasElement }) => {
    await expect(menuLinks(canvasElement)).toEqual([
      'Dashboard',
      'Company Details',
      'Weekly Summary',
      'Reports',
      'Resources',
      'Contact Us',
    ]);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^User menu/ }));
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Profile',
      'Contact Us',
      'Logout',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** A redeeming merchant with payout enabled sees Payout Transaction and Product Redeem. */
export const PayoutMerchant: Story = {
  args: { user: payoutUser },
  play: async ({ canvasElement }) => {
    const links = menuLinks(canvasElement);
    await expect(links).toContain('Payout Transaction');
    await expect(links).toContain('Product Redeem');
    await expect(links).not.toContain('User Management');
  },
};

/**
 * The menu can be minimised to icons (the state is kept in a cookie): each icon is a link named
 * for its page, with its name as tooltip.
 */
export const MinimisedMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Minimise menu' }));
    await expect(document.cookie).toContain('aside_minimized=1');
    const icons = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    const company = icons.getByRole('link', { name: 'Company Details' });
    await expect(company).toHaveAttribute('data-tooltip', 'Company Details');
    await expect(company.textContent).toBe('');
    await expect(icons.getByRole('link', { name: 'Performance Report' })).toBeVisible();
    await userEvent.click(company);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Company Details' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }));
    await expect(within(canvas.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Dashboard' })).toHaveTextContent('Dashboard');
    await expect(document.cookie).not.toContain('aside_minimized=1');
  },
};

/**
 * On a phone the menu is a drawer: closed, the page has the whole width and the top bar folds
 * into two rows; the menu button opens it over the page (focus on its close button, the page
 * behind inert), Escape closes it and gives focus back, choosing a page closes it.
 */
export const OnAPhone: Story = {
  tags: ['smoke'],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvasElement.querySelector('main')!;
    await expect(main.getBoundingClientRect().width).toBeGreaterThan(340);
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    const bar = canvasElement.querySelector('header')!;
    for (const control of [open, canvas.getByRole('button', { name: /^User menu/ }), canvas.getByRole('button', { name: /^Language/ })]) {
      const box = control.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(bar.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    await userEvent.click(open);
    const close = canvas.getByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(main.closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(open);
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Company Details' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Company Details' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
  },
};

/** A viewer opening User Management gets the Permission denied card inside the shell. */
export const PermissionDeniedInShell: Story = {
  args: { user: viewerUser },
  parameters: { router: { initialEntries: ['/user-management'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Permission denied' })).toBeVisible());
    await expect(canvas.getByText('You do not have User Management permission.')).toBeVisible();
  },
};

/** A user without SCP.PORTAL.AUDIT_R has no Audit Trail entry and, opening its address, gets the
 * Permission denied card (#37). */
export const AuditTrailDeniedInShell: Story = {
  args: { user: viewerUser },
  parameters: { router: { initialEntries: ['/audit-trail'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Permission denied' })).toBeVisible());
    await expect(canvas.getByText('You do not have Audit Trail permission.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Audit Trail' })).toBeNull();
  },
};

/** While support staff impersonate the user, the banner names the login and offers an exit. */
export const Impersonating: Story = {
  args: { user: { ...adminUser, impersonatorLogin: 'support' } },
  // The banner too is inside a landmark.
  parameters: { a11y: regionRule },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You are impersonating a login for the user:/)).toBeVisible();
    await expect(canvas.getByText('admin of Master Distribution (MD0001), signed in by support')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exit impersonation' })).toBeVisible();
  },
};

/** The menu entries of a user with every merchant acl, by message id, in menu order. */
const ADMIN_MENU_IDS = [
  'MENU.DASHBOARD',
  'MENU.COMPANY_DETAILS',
  'MENU.WEEKLY_SUMMARY',
  'MENU.REPORTS',
  'MENU.PIN_ORDER',
  'MENU.CREDIT_LIMIT',
  'MENU.USER_MANAGEMENT',
  'MENU.RESOURCES',
  'MENU.PRODUCT_REDEEM',
  'MENU.CONTACT_US',
  'MENU.PERFORMANCE_REPORT',
  'MENU.RESOURCE_MANAGEMENT',
] as const;

const LANGUAGES = { en, zh, es, ja, de, fr } as const;

/** The menu, the page title and the user menu in one language, from that language's pack. */
function inLanguage(locale: keyof typeof LANGUAGES): Story {
  const pack: Record<string, string> = LANGUAGES[locale];
  return {
    globals: { locale },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(document.documentElement.lang).toBe(locale);
      const links = menuLinks(canvasElement, pack['SHELL.ASIDE.NAVIGATION']);
      await expect(links).toEqual(ADMIN_MENU_IDS.map((id) => pack[id]));
      if (locale !== 'en') {
        // Translated, not English copies (a few words, like Dashboard in German, are the same).
        const english = ADMIN_MENU_IDS.map((id) => en[id]);
        await expect(links.filter((text, i) => text !== english[i]).length).toBeGreaterThan(6);
      }
      await expect(canvas.getByRole('heading', { level: 1, name: pack['MENU.DASHBOARD'] })).toBeVisible();
      await expect(canvas.getByRole('link', { name: pack['MENU.CONTACT_US'] })).toBeVisible();
      await expect(canvas.getByRole('link', { name: pack['SHELL.SKIP_TO_CONTENT'] })).toHaveAttribute('href', '#main-content');
      if (locale !== 'en') await expect(pack['SHELL.SKIP_TO_CONTENT']).not.toBe(en['SHELL.SKIP_TO_CONTENT']);
    },
  };
}

export const LanguageEnglish: Story = inLanguage('en');
export const LanguageMandarin: Story = inLanguage('zh');
export const LanguageSpanish: Story = inLanguage('es');
export const LanguageJapanese: Story = inLanguage('ja');
export const LanguageGerman: Story = inLanguage('de');
export const LanguageFrench: Story = inLanguage('fr');

const logoSvg = (fill: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="36"><rect width="160" height="36" rx="6" fill="${fill}"/><text x="12" y="24" font-family="sans-serif" font-size="16" fill="#fff">${text}</text></svg>`,
  )}`;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

/**
 * A deployment's branding as the API answers it (the brand of the toolbar, with a logo per
 * mode): the aside shows the logo named after the portal, the active entry takes the brand
 * colour (with readable text), and the browser tab reads '<page title> - <portal name>'.
 */
function inBrand(brand: StoryBrand): Story {
  const settings = storyBrands[brand];
  const logos = { light: logoSvg('#1f2430', settings.portalName), dark: logoSvg('#3a4150', settings.portalName) };
  return {
    args: { branded: true },
    globals: { brand },
    parameters: {
      msw: [
        contractGet('/api/custom-template-details', {
          resultCode: 0,
          resultDescription: 'Success',
          ...settings,
          brandLogoLight: logos.light,
          brandLogoDark: logos.dark,
          faviconLogoLight: null,
          faviconLogoDark: null,
        }),
      ],
    },
    beforeEach: () => () => {
      resetBranding();
      document.title = '';
    },
    play: async ({ canvasElement, globals }) => {
      const canvas = within(canvasElement);
      const logo = await canvas.findByRole('img', { name: settings.portalName });
      await expect(logo).toHaveAttribute('src', globals.mode === 'dark' ? logos.dark : logos.light);
      await waitFor(() => expect(document.title).toBe(`Dashboard - ${settings.portalName}`));
      const expected = resolveBranding(settings).primary;
      const active = canvas.getByRole('link', { name: 'Dashboard' });
      await expect(active).toHaveAttribute('aria-current', 'page');
      await waitFor(() => expect(getComputedStyle(active).backgroundColor).toBe(rgb(expected.base)));
      await expect(getComputedStyle(active).color).toBe(rgb(expected.on));
    },
  };
}

export const BrandDefault: Story = inBrand('default');
export const BrandOcean: Story = inBrand('ocean');
export const BrandCitrus: Story = inBrand('citrus');

/** Provider staff hold every acl: every merchant entry (payout is off for the provider agent). */
export const ProviderStaff: Story = {
  args: { user: providerStaffUser },
  play: async ({ canvasElement }) => {
    const links = menuLinks(canvasElement);
    await expect(links).toEqual(ADMIN_MENU_IDS.map((id) => en[id]).map((text) => (text === 'Product Redeem' ? 'Product Validate' : text)));
  },
};

/** A sub division manager: users, PIN orders, credit limits and Product Validate (no redeem right). */
export const SubDivisionManager: Story = {
  args: { user: managerUser },
  play: async ({ canvasElement }) => {
    await expect(menuLinks(canvasElement)).toEqual([
      'Dashboard',
      'Company Details',
      'Weekly Summary',
      'Reports',
      'Pin Order',
      'Credit Limit',
      'User Management',
      'Resources',
      'Product Validate',
      'Contact Us',
    ]);
  },
};

/** Product Validate opens a page titled Product Validate (sub-header and browser tab). */
export const ProductValidatePage: Story = {
  args: { user: managerUser, branded: true },
  parameters: { router: { initialEntries: ['/product-redeem'] } },
  beforeEach: () => () => {
    resetBranding();
    document.title = '';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Product Validate' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Product Redeem' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Product Validate' })).toBeVisible());
    await waitFor(() => expect(document.title).toBe('Product Validate - Merchant Portal'));
  },
};

/** A retailer's cashier sees the entries open to all and Product Validate. */
export const RetailerCashier: Story = {
  args: { user: cashierUser },
  play: async ({ canvasElement }) => {
    await expect(menuLinks(canvasElement)).toEqual([
      'Dashboard',
      'Company Details',
      'Weekly Summary',
      'Reports',
      'Resources',
      'Product Validate',
      'Contact Us',
    ]);
  },
};

/** Each page fades in over 200 ms when the path changes; with reduced motion it simply appears. */
export const PageTransition: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = () => canvasElement.querySelector<HTMLElement>('[data-page-transition]')!;
    const dashboard = page();
    await userEvent.click(canvas.getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible());
    const reports = page();
    await expect(reports).not.toBe(dashboard);
    await expect(getComputedStyle(reports).animationDuration).toBe('0.2s');
    await expect(getComputedStyle(reports).animationName).not.toBe('none');
    const reducedMotion = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => [...rule.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && reports.matches(rule.selectorText));
    await expect(reducedMotion.map((rule) => rule.style.animationName)).toContain('none');
  },
};
