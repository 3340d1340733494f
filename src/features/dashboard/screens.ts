// The dashboard feature's screens, kept out of any index so that the app loads them as a lazy
// chunk (see src/app/router/lazyScreens.ts).
export { DashboardScreen } from './components/DashboardScreen';
export { PayoutDashboardScreen, type PayoutDashboardScreenProps } from './components/PayoutDashboardScreen';
