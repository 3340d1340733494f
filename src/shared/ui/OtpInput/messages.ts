// Texts of the one-time-code boxes.
import { defineMessages, type NoMessageValues } from 'react-intl';

export const otpMessages = defineMessages<{
  group: NoMessageValues;
  digit: { n: number; total: number };
}>({
  group: { id: 'OTP.LABEL', defaultMessage: 'Verification code' },
  digit: { id: 'OTP.DIGIT', defaultMessage: 'Digit {n} of {total}' },
});
