// The words of the forms that sign-in, My Profile and the contact pages share (src/shared/forms):
// the password change and its rule, the authenticator and recovery codes with the authenticator
// set-up, the contact message; their ids are the sign-in spec's (AUTH.*), where they first showed.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../i18n/typedMessages';

const messages = defineMessages({
  // Passwords (the first sign-in's change, reset, My Profile, a new user)
  password: { id: 'AUTH.INPUT.PASSWORD', defaultMessage: 'Password' },
  changePasswordTitle: { id: 'AUTH.CHANGE_PASSWORD.TITLE', defaultMessage: 'Change Password' },
  oldPassword: { id: 'AUTH.CHANGE_PASSWORD.OLD_PASSWORD', defaultMessage: 'Old Password' },
  newPassword: { id: 'AUTH.CHANGE_PASSWORD.NEW_PASSWORD', defaultMessage: 'New Password' },
  confirmNewPassword: { id: 'AUTH.CHANGE_PASSWORD.CONFIRM_NEW_PASSWORD', defaultMessage: 'Confirm New Password' },
  passwordRule: {
    id: 'AUTH.VALIDATION.PASSWORD_RULE',
    defaultMessage:
      'Password must be 8-50 characters long and contain at least one upper case letter, one lower case letter, one numeric character, and one special character with no spaces.',
  },
  oldPasswordRequired: { id: 'AUTH.CHANGE_PASSWORD.OLD_PASSWORD_REQUIRED', defaultMessage: 'Old password is required' },
  confirmNewPasswordMismatch: {
    id: 'AUTH.VALIDATION.CONFIRM_NEW_PASSWORD_MISMATCH',
    defaultMessage: "Confirm new password doesn't match",
  },

  // Authenticator set-up and codes (sign-in, My Profile)
  authenticatorScan: {
    id: 'AUTH.AUTHENTICATOR.SCAN_QR',
    defaultMessage: 'Scan this QR code with your authenticator app, then enter the code it shows.',
  },
  authenticatorAccount: { id: 'AUTH.AUTHENTICATOR.ACCOUNT', defaultMessage: 'Account' },
  authenticatorSecretKey: { id: 'AUTH.AUTHENTICATOR.SECRET_KEY', defaultMessage: 'Secret key' },
  verificationCode: { id: 'AUTH.AUTHENTICATOR.VERIFICATION_CODE', defaultMessage: 'Verification code' },
  verificationCodeRequired: {
    id: 'AUTH.AUTHENTICATOR.CODE_REQUIRED',
    defaultMessage: 'Verification code is required',
  },
  verificationCodeNumeric: {
    id: 'AUTH.AUTHENTICATOR.CODE_NUMERIC',
    defaultMessage: 'Verification code must be a number',
  },
  recoveryCodeRequired: { id: 'AUTH.AUTHENTICATOR.RECOVERY_CODE_REQUIRED', defaultMessage: 'Recovery code is required' },
  recoveryCodeFormat: {
    id: 'AUTH.AUTHENTICATOR.RECOVERY_CODE_FORMAT',
    defaultMessage: 'A recovery code has ten letters or digits, like k7m2p-x9q4r',
  },

  // Contact messages (support before sign-in, Contact Us) and email addresses
  subject: { id: 'AUTH.CONTACT_SUPPORT.SUBJECT', defaultMessage: 'Subject' },
  content: { id: 'AUTH.CONTACT_SUPPORT.CONTENT', defaultMessage: 'Message' },
  transactionId: { id: 'AUTH.CONTACT_SUPPORT.TRANSACTION_ID', defaultMessage: 'Transaction ID (optional)' },
  emailAddress: { id: 'AUTH.EMAIL_REQUIRED.EMAIL_ADDRESS', defaultMessage: 'Email address' },
  emailRequired: { id: 'AUTH.VALIDATION.EMAIL_REQUIRED', defaultMessage: 'Email is required' },
  wrongEmailFormat: { id: 'AUTH.VALIDATION.WRONG_EMAIL_FORMAT', defaultMessage: 'Wrong email format' },
  // The recovery codes, shown once when the authenticator is turned on (My Profile, or at sign-in when it is required)
  recoveryCodesTitle: { id: 'AUTH.RECOVERY_CODES.TITLE', defaultMessage: 'Your recovery codes' },
  recoveryCodesExplain: {
    id: 'AUTH.RECOVERY_CODES.EXPLAIN',
    defaultMessage:
      'Keep these codes somewhere safe. If you lose your phone, each code signs you in once in place of an authenticator code. They are shown only now.',
  },
  recoveryCodesCopy: { id: 'AUTH.RECOVERY_CODES.COPY', defaultMessage: 'Copy codes' },
  recoveryCodesCopied: { id: 'AUTH.RECOVERY_CODES.COPIED', defaultMessage: 'Copied' },
  recoveryCodesDownload: { id: 'AUTH.RECOVERY_CODES.DOWNLOAD', defaultMessage: 'Download' },
  recoveryCodesDone: { id: 'AUTH.RECOVERY_CODES.DONE', defaultMessage: 'I have saved them' },
  recoveryCodesFile: {
    id: 'AUTH.RECOVERY_CODES.FILE',
    defaultMessage: 'Merchant Portal recovery codes for {account}. Each code works once.',
  },
});

export const formMessages = messages as WithValues<typeof messages, { recoveryCodesFile: { account: string } }>;
