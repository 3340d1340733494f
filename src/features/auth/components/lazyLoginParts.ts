// Parts of the sign-in page shown only after an answer asks for them, loaded on demand so that
// the sign-in page's first load stays light: the account-locked modal and the Access Denied modal
// (with the modal dialog itself).
import { lazy } from 'react';

export const LazyLockedModal = lazy(() => import('./LockedModal').then((module) => ({ default: module.LockedModal })));
export const LazyAccessDeniedModal = lazy(() =>
  import('../access-denied/AccessDeniedModal').then((module) => ({ default: module.AccessDeniedModal })),
);
