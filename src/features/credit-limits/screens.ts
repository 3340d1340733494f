// The credit limits feature's screens, kept out of any index so that the app loads them as a lazy
// chunk (see src/app/router/pageScreens.tsx).
export { CreditLimitsScreen, type CreditLimitsScreenProps } from './components/CreditLimitsScreen';
