// The company feature's screen, kept out of index.ts so that the app loads it as a lazy chunk
// (see src/app/router/lazyScreens.ts). The agent dialog and its form (formik, yup) are a chunk of
// their own, loaded when the dialog is about to open (CompanyDetailsScreen).
import type { PrefetchDispatch } from '../../shared/api';
import { companyApi } from './api';
export { CompanyDetailsScreen, type CompanyDetailsScreenProps } from './components/CompanyDetailsScreen';

/** The company page's first calls, started by the app while the screen's code is still arriving. */
export function prefetchCompanyDetails(dispatch: PrefetchDispatch): void {
  dispatch(companyApi.util.prefetch('getCompanyStructure', undefined, {}));
  dispatch(companyApi.util.prefetch('getNotices', undefined, {}));
}
