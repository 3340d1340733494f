// A signed-in page whose user could not be loaded (spec 1: the error flag sends the user to
// /error): the page says something went wrong, never that the page does not exist, and Try again
// loads the user again and shows the page asked for (src/app/router/ErrorPage.tsx, RequireUser.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorPage } from '../../src/app/router/ErrorPage';
import { NotFoundPage } from '../../src/app/router/NotFoundPage';
import { RequireUser } from '../../src/app/router/RequireUser';
import { onAPhone } from '../../src/testing/storybook';
import { PortalStoreFrame, adminUser } from './portalStory';

let profileAnswers = 0;

function Demo() {
  return (
    <PortalStoreFrame auth={{ authToken: 'story-token', user: null }}>
      <Routes>
        <Route path="/error" element={<ErrorPage />} />
        <Route path="/error/:page" element={<NotFoundPage />} />
        <Route element={<RequireUser />}>
          <Route path="/reports" element={<h2>Transaction Reports</h2>} />
        </Route>
      </Routes>
    </PortalStoreFrame>
  );
}

const meta = {
  component: Demo,
  parameters: {
    router: { initialEntries: ['/reports'] },
    msw: [
      // The first load fails (a busy server), the next one answers.
      http.get('*/api/v1/profile', () =>
        profileAnswers++ === 0
          ? HttpResponse.json({ resultCode: 1500, resultDescription: 'Something went wrong, please try again later.' }, { status: 500 })
          : HttpResponse.json({ resultCode: 0, resultDescription: 'Success', ...adminUser }),
      ),
    ],
  },
  beforeEach: () => {
    profileAnswers = 0;
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TryAgainShowsThePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.queryByText('Page not found')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Transaction Reports' })).toBeVisible();
  },
};

export const TryAgainOnAPhone: Story = onAPhone(TryAgainShowsThePage);
