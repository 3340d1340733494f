// The sign-in steps loaded on demand, so that the sign-in chunk stays light.
import { lazyComponent } from '../../../shared/lazy/lazyComponent';

export const LazyAuthenticatorStep = lazyComponent(() => import('./AuthenticatorStep'), (m) => m.AuthenticatorStep);
export const LazyFirstLoginStep = lazyComponent(() => import('./FirstLoginStep'), (m) => m.FirstLoginStep);
export const LazyUnlockStep = lazyComponent(() => import('../unlock/UnlockStep'), (m) => m.UnlockStep);
