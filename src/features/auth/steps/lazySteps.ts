// The sign-in steps loaded on demand, so that the sign-in chunk stays light.
import { lazy } from 'react';

export const LazyAuthenticatorStep = lazy(() =>
  import('./AuthenticatorStep').then((module) => ({ default: module.AuthenticatorStep })),
);
export const LazyFirstLoginStep = lazy(() =>
  import('./FirstLoginStep').then((module) => ({ default: module.FirstLoginStep })),
);
export const LazyUnlockStep = lazy(() => import('../unlock/UnlockStep').then((module) => ({ default: module.UnlockStep })));
