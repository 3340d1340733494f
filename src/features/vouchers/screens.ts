// The vouchers feature's screens, kept out of any index so that the app loads them as a lazy
// chunk (see src/app/router/lazyScreens.ts).
export { ProductRedeemScreen, type ProductRedeemScreenProps } from './components/ProductRedeemScreen';
