// Story wiring for auth screens that navigate: the screen at its route, and at every other path a
// stub that names where the screen went ('Landed on /dashboard'), for play functions to check;
// and the demo user the email screens start from.
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '../../../src/features/auth';

/** The demo user MD0001/noemail as GET /api/v1/profile answers it (user included) with `resultCode`:
 * 10221 without an email, 10222 with one not confirmed yet. */
export const noEmailDemoUser = (resultCode: 10221 | 10222): User => ({
  resultCode,
  login: 'noemail',
  firstName: 'Noa',
  surname: 'Mailless',
  acls: ['SCP.TTI.ADMIN.USER_R'],
  agentDetail: { agentCode: 'MD0001', name: 'Master Distribution', agentType: 'PREPAID', isEnablePayout: 'false' },
});

function Landed() {
  const { pathname } = useLocation();
  return <main>Landed on {pathname}</main>;
}

export function ScreenAt({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Routes>
      <Route path={path} element={children} />
      <Route path="*" element={<Landed />} />
    </Routes>
  );
}
