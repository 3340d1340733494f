// The PIN orders feature's screens, kept out of any index so that the app loads them as a lazy
// chunk (see src/app/router/pageScreens.tsx).
export { PinOrdersScreen } from './components/PinOrdersScreen';
