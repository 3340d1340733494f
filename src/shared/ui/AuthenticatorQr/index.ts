export { AuthenticatorQr } from './AuthenticatorQr';
export type { AuthenticatorQrProps } from './AuthenticatorQr';
