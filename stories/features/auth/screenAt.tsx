// Story wiring for auth screens that navigate: the screen at its route, and at every other path a
// stub that names where the screen went ('Landed on /dashboard'), for play functions to check.
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

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
