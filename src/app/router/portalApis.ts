// The features' RTK Query apis, loaded lazily (with RTK Query itself) by ApiBoundary when a
// screen that uses them is shown; the sign-in page never loads this module.
import { authApi } from '../../features/auth/api';
import { companyApi } from '../../features/company';
import { profileApi } from '../../features/profile';
import { shellDataApi } from '../../features/shell-data';

export const PORTAL_APIS = [authApi, shellDataApi, companyApi, profileApi] as const;
export type PortalApis = typeof PORTAL_APIS;
