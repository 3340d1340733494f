// The impersonation banner (spec 1 section 2.5): while support staff act as a user it names the
// login; its exit clears local storage, signs out through /logout and then closes the window.
// A browser refusing to close a window it did not open leaves the user on the sign-in page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { PageGate } from '../../src/app/router/PageGate';
import { PAGES } from '../../src/app/router/pages';
import { Shell } from '../../src/app/shell/Shell';
import { LogoutPage } from '../../src/features/auth/components/LogoutPage';
import { PortalStoreFrame, adminUser, signedIn } from './portalStory';

const impersonated = signedIn({ ...adminUser, impersonatorLogin: 'support' });

function Demo() {
  return (
    <PortalStoreFrame auth={impersonated}>
      <Routes>
        <Route element={<Shell />}>
          {PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={<PageGate page={page} />} />
          ))}
        </Route>
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/auth/login" element={<h1>Sign in</h1>} />
      </Routes>
    </PortalStoreFrame>
  );
}

/** What happened, in order: logout calls answered, and whether they had when the window was closed. */
const seen = { logoutsAnswered: 0, closeCalls: [] as number[] };

const meta = {
  component: Demo,
  // The top bar's UTC clock ticks: no screenshot baseline.
  parameters: {
    router: { initialEntries: ['/dashboard'] },
    screenshot: false,
    msw: [
      http.get('*/api/v1/logout', async () => {
        await delay(150);
        seen.logoutsAnswered += 1;
        return HttpResponse.json({ resultCode: 0, resultDescription: 'Success' });
      }),
    ],
  },
  beforeEach: () => {
    seen.logoutsAnswered = 0;
    seen.closeCalls = [];
    // This story's frame was not opened by a script: like a browser, closing does nothing.
    const close = spyOn(window, 'close').mockImplementation(() => {
      seen.closeCalls.push(seen.logoutsAnswered);
    });
    return () => close.mockRestore();
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The banner names the impersonated login, its merchant and the support user. */
export const NamesTheLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('You are impersonating a login for the user: admin of Master Distribution (MD0001), signed in by support');
    await expect(within(banner).getByRole('button', { name: 'Exit impersonation' })).toBeEnabled();
  },
};

/** Exit: signed out, then the window is asked to close; it stays open here, so the user lands on
 * the sign-in page. Local storage, which the support user's own windows share, is left alone
 * (#33: only this window's session ends). */
export const ExitClosesTheWindow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // What the browser's other windows keep (the support user's own) is left alone.
    localStorage.setItem('emailToConfirm', 'admin@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Exit impersonation' }));
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(localStorage.getItem('emailToConfirm')).toBe('admin@example.com');
    localStorage.removeItem('emailToConfirm');
    // Closed once, after the logout call had answered.
    await waitFor(() => expect(seen.closeCalls).toEqual([1]));
    await expect(canvas.queryByText(/You are impersonating/)).toBeNull();
  },
};
