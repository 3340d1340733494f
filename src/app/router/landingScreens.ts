// The screens of the pages merchants land on most (the dashboards, the company details): their
// chunks named from the entry, so that a first visit starts loading them beside the page gate
// (lazyScreens.ts preloads them) and the page gate then finds them loaded (pageScreens.tsx).
import { lazyComponent, loader } from '../../shared/lazy/lazyComponent';

export const loadCompany = loader(() => import('../../features/company/screens'));
export const loadDashboard = loader(() => import('../../features/dashboard/screens'));

export const CompanyDetailsScreen = lazyComponent(loadCompany, (m) => m.CompanyDetailsScreen);
export const DashboardScreen = lazyComponent(loadDashboard, (m) => m.DashboardScreen);
export const PayoutDashboardScreen = lazyComponent(loadDashboard, (m) => m.PayoutDashboardScreen);
