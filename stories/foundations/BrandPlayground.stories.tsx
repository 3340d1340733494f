// The brand playground (issue #39): a brand's primary and secondary colours, logo and portal name
// as controls; the contrast of every text pair of the theme checked live with the check of the
// token build (design-tokens/colour.mjs: TEXT_PAIRS, contrastRatio, AA_TEXT); and the main
// screens in that brand, each one the screen's existing story (render, args, MSW handlers) with
// the brand bar above it. Mode and Locale come from the toolbar; the Brand toolbar does not apply
// here (parameters.branding = 'args').
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../../src/shared/ui/Button';
import { parseHex, resolveBranding } from '../../src/shared/theme';
import { brandingOfArgs } from '../../src/testing/storybook';
import type { BrandArgs } from '../../src/testing/storybook';
import { BrandFrame, ContrastTable, PLAYGROUND_PAIRS, inBrand } from './brandPlayground';
import LoginPage, { Empty as SignInEmpty } from '../features/auth/LoginPage.stories';
import Dashboard, {
  Received as DashboardReceived,
} from '../features/dashboard/DashboardScreen.stories';
import CompanyDetails, {
  Loaded as CompanyLoaded,
} from '../features/company/CompanyDetailsScreen.stories';
import Reports, { Received as ReportsReceived } from '../features/reports/ReportScreen.stories';
import PinOrders, { Orders as PinOrdersList } from '../features/pin-orders/PinOrdersScreen.stories';
import CreditLimits, {
  List as CreditLimitsList,
} from '../features/credit-limits/CreditLimitsScreen.stories';
import UserList, { List as UserListList } from '../features/users/UserListScreen.stories';

function BrandPlayground({ mode = 'light', ...brand }: BrandArgs & { mode?: string }) {
  return (
    <BrandFrame brand={brand}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="primary">Primary action</Button>
        <Button variant="secondary">Secondary action</Button>
        <Button variant="link">Link action</Button>
        <a href="#brand-playground">A link in the text</a>
      </div>
      <ContrastTable watch={JSON.stringify([brand, mode])} mode={mode} />
    </BrandFrame>
  );
}

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="36"><rect width="36" height="36" rx="8" fill="#0b7a75"/><text x="46" y="25" font-family="sans-serif" font-size="18" fill="#0b7a75">Harbour</text></svg>',
)}`;

const meta = {
  title: 'Foundations/Brand Playground',
  component: BrandPlayground,
  // One page of many screens would load them all at once: no docs page.
  tags: ['!autodocs'],
  args: { portalName: 'Harbour Pay', primaryColor: '#0b7a75', secondaryColor: '#e3f1f0', logo: '' },
  argTypes: {
    primaryColor: { description: 'primaryColor of the branding settings (#RRGGBB)' },
    secondaryColor: { description: 'secondaryColor of the branding settings (#RRGGBB)' },
    logo: {
      control: 'text',
      description:
        'brandLogoLight and brandLogoDark: an https URL, a path or a data URL (empty: the name shows)',
    },
    portalName: { description: 'portalName of the branding settings' },
    mode: { table: { disable: true } },
  },
  parameters: { branding: 'args' },
  render: (args, { globals }) => (
    <BrandPlayground {...args} mode={String(globals.mode ?? 'light')} />
  ),
} satisfies Meta<typeof BrandPlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, pair: string) =>
  within(canvasElement).getByRole('row', { name: new RegExp(`^${pair} `) });

/**
 * Every pair is listed with its ratio; with the playground's brand every pair of the theme and
 * the chosen fills pass. The chosen teal as text passes on light surfaces and fails on dark ones
 * (the portal then uses a lightened `link`).
 */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const table = within(await within(canvasElement).findByRole('table'));
    await waitFor(() =>
      expect(table.getAllByRole('row')).toHaveLength(PLAYGROUND_PAIRS.length + 1),
    );
    for (const [fg, bg] of PLAYGROUND_PAIRS.slice(0, -1))
      await expect(rowOf(canvasElement, `${fg} on ${bg}`)).toHaveAttribute('data-aa', 'pass');
    await expect(rowOf(canvasElement, 'brand-primary on surface')).toHaveAttribute(
      'data-aa',
      globals.mode === 'dark' ? 'fail' : 'pass',
    );
    // The ratios are those of the colours applyBranding derived from the controls.
    const primary = resolveBranding(brandingOfArgs(args)).primary;
    await expect(rowOf(canvasElement, 'on-primary on primary')).toHaveTextContent(
      `${primary.on}${primary.base}${primary.ratio.toFixed(2)}pass`,
    );
    await expect(within(canvasElement).getByText(args.portalName)).toBeVisible();
  },
};

/**
 * A mid-tone orange: white text on it and the colour as text both fail AA as chosen, in light
 * and dark. applyBranding darkens the fill (#d0450e) and the link colour, so every pair the
 * theme uses passes; only the two rows of the chosen colour are flagged.
 */
export const LowContrastPrimary: Story = {
  args: { portalName: 'Ember Cards', primaryColor: '#d9480f', secondaryColor: '#fbe9e2' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(rowOf(canvasElement, 'brand-primary on surface')).toHaveAttribute('data-aa', 'fail'),
    );
    await expect(rowOf(canvasElement, 'on-primary on brand-primary')).toHaveTextContent(
      '#ffffff#d9480f4.30fail',
    );
    await expect(rowOf(canvasElement, 'on-primary on primary')).toHaveTextContent(
      /#ffffff#d0450e4\.\d\dpass/,
    );
    await expect(rowOf(canvasElement, 'link on surface')).toHaveAttribute('data-aa', 'pass');
    await expect(canvasElement.querySelectorAll('tbody tr[data-aa="fail"]')).toHaveLength(2);
  },
};

/** A logo replaces the name in the brand bar; its alternative text is the portal name. */
export const WithLogo: Story = {
  args: { logo },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('img', { name: args.portalName })).toHaveAttribute(
      'src',
      logo,
    );
  },
};

// ---- the main screens in the playground's brand

/** The brand reached the screen: the brand bar names it and its primary colour is applied. */
async function inThisBrand(canvasElement: HTMLElement, args: BrandArgs) {
  const bar = within(canvasElement.querySelector<HTMLElement>('[data-brand-bar]')!);
  if (args.logo) await expect(bar.getByRole('img', { name: args.portalName })).toBeVisible();
  else await expect(bar.getByText(args.portalName)).toBeVisible();
  const applied = getComputedStyle(document.body).getPropertyValue('--mp-color-primary').trim();
  await expect(applied).toBe(resolveBranding(brandingOfArgs(args)).primary.base);
}

/** A table of the screen once its rows are in (names of the checks avoid English: any locale). */
const tableRows = async (canvasElement: HTMLElement, rows: number) => {
  const table = within((await within(canvasElement).findAllByRole('table'))[0]!);
  await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThanOrEqual(rows));
};

/** The sign-in page carries the brand's name as its heading and its primary colour on Sign In. */
export const SignIn = inBrand(LoginPage, SignInEmpty, async (canvasElement, args) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: args.portalName }),
  ).toBeVisible();
  const { r, g, b } = parseHex(resolveBranding(brandingOfArgs(args)).primary.base)!;
  await expect(
    getComputedStyle(canvasElement.querySelector('button[type="submit"]')!).backgroundColor,
  ).toBe(`rgb(${r}, ${g}, ${b})`);
  await inThisBrand(canvasElement, args);
});

export const DashboardScreen = inBrand(
  Dashboard,
  DashboardReceived,
  async (canvasElement, args) => {
    await tableRows(canvasElement, 11);
    await inThisBrand(canvasElement, args);
  },
);

export const CompanyDetailsScreen = inBrand(
  CompanyDetails,
  CompanyLoaded,
  async (canvasElement, args) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /^Harbour Master Distribution, / }),
    ).toBeVisible();
    await inThisBrand(canvasElement, args);
  },
);

export const ReportsScreen = inBrand(Reports, ReportsReceived, async (canvasElement, args) => {
  await tableRows(canvasElement, 11);
  await inThisBrand(canvasElement, args);
});

export const PinOrdersScreen = inBrand(PinOrders, PinOrdersList, async (canvasElement, args) => {
  await tableRows(canvasElement, 5);
  await inThisBrand(canvasElement, args);
});

export const CreditLimitsScreen = inBrand(
  CreditLimits,
  CreditLimitsList,
  async (canvasElement, args) => {
    await tableRows(canvasElement, 11);
    await inThisBrand(canvasElement, args);
  },
);

export const UserListScreen = inBrand(UserList, UserListList, async (canvasElement, args) => {
  await expect(await within(canvasElement).findByRole('button', { name: 'admin' })).toBeVisible();
  await inThisBrand(canvasElement, args);
});

/** The screens follow the Locale toolbar: the sign-in page in German, in the brand. */
export const SignInInGerman: Story = {
  ...(SignIn as Story),
  globals: { locale: 'de' },
  play: async (context) => {
    await SignIn.play!(context as never);
    await expect(document.documentElement.lang).toBe('de');
    await expect(
      within(context.canvasElement).getByRole('button', { name: 'Anmelden' }),
    ).toBeVisible();
  },
};
