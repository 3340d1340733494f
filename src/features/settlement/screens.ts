// The settlement feature's screens, kept out of any index so that the app loads them as a lazy
// chunk (see src/app/router/lazyScreens.ts).
export { WeeklySummaryScreen } from './components/WeeklySummaryScreen';
