export { OtpInput } from './OtpInput';
export type { OtpInputProps } from './OtpInput';
export { DEFAULT_OTP_LENGTH } from './otp';
