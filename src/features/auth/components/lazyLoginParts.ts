// Parts of the sign-in page shown only after an answer asks for them, loaded on demand so that
// the sign-in page's first load stays light: the account-locked modal and the Access Denied modal
// (with the modal dialog itself).
import { lazyComponent } from '../../../shared/lazy/lazyComponent';

export const LazyLockedModal = lazyComponent(() => import('./LockedModal'), (m) => m.LockedModal);
export const LazyAccessDeniedModal = lazyComponent(() => import('../access-denied/AccessDeniedModal'), (m) => m.AccessDeniedModal);
