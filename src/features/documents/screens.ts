// The documents feature's screens, kept out of any index so that the app loads them as a lazy
// chunk (see src/app/router/lazyScreens.ts).
export { ResourcesScreen } from './components/ResourcesScreen';
export { ContactUsScreen } from './components/ContactUsScreen';
export { ResourceManagementScreen } from './components/ResourceManagementScreen';
