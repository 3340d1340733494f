// The performance feature's screens, kept out of any index so that the app loads them as a lazy
// chunk (see src/app/router/lazyScreens.ts).
export { PerformanceReportScreen, type PerformanceReportScreenProps } from './components/PerformanceReportScreen';
