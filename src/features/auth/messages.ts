// Sign-in and account security messages (spec 1 sections 2.3, 2.4, 4, 5 and 8): login, captcha,
// authenticator, unlock OTP, first-login password change, forgot and reset password, contact
// support, email required and email confirmation.
import { defineMessages } from 'react-intl';
import type { RichValue, WithValues } from '../../shared/i18n/typedMessages';

const messages = defineMessages({
  // Login
  loginTitle: { id: 'AUTH.LOGIN.TITLE', defaultMessage: 'Sign in' },
  language: { id: 'AUTH.LANGUAGE', defaultMessage: 'Language' },
  loginSubtitle: { id: 'AUTH.LOGIN.SUBTITLE', defaultMessage: 'Enter your merchant ID, username and password' },
  merchantId: { id: 'AUTH.INPUT.MERCHANT_ID', defaultMessage: 'Merchant ID' },
  username: { id: 'AUTH.INPUT.USERNAME', defaultMessage: 'Username' },
  rememberMe: { id: 'AUTH.INPUT.REMEMBER_ME', defaultMessage: 'Remember Me' },
  signIn: { id: 'AUTH.LOGIN.BUTTON', defaultMessage: 'Sign In' },
  forgotPasswordLink: { id: 'AUTH.LOGIN.FORGOT_PASSWORD_LINK', defaultMessage: 'Forgot Password?' },
  contactSupportLink: { id: 'AUTH.LOGIN.CONTACT_SUPPORT_LINK', defaultMessage: 'Contact Support' },
  frontEndVersion: { id: 'AUTH.LOGIN.FRONT_END_VERSION', defaultMessage: 'Version {version}' },
  apiVersion: { id: 'AUTH.LOGIN.API_VERSION', defaultMessage: 'API version {version}' },
  apiVersionUnavailable: { id: 'AUTH.LOGIN.API_VERSION_UNAVAILABLE', defaultMessage: 'Unavailable' },
  noLeadingTrailingSpaces: {
    id: 'AUTH.VALIDATION.NO_SURROUNDING_SPACES',
    defaultMessage: 'Must not start or end with a space',
  },
  merchantIdRequired: { id: 'AUTH.VALIDATION.MERCHANT_ID_REQUIRED', defaultMessage: 'Merchant ID is required' },
  usernameRequired: { id: 'AUTH.VALIDATION.USERNAME_REQUIRED', defaultMessage: 'Username is required' },
  passwordRequired: { id: 'AUTH.VALIDATION.PASSWORD_REQUIRED', defaultMessage: 'Password is required' },

  // Captcha
  captchaLabel: { id: 'AUTH.CAPTCHA.LABEL', defaultMessage: 'Please confirm that you are not a robot' },
  captchaRequired: { id: 'AUTH.CAPTCHA.VALIDATION.REQUIRED', defaultMessage: 'Please complete the captcha' },

  // Sign-in errors (spec 1 section 8)
  invalidSignIn: {
    id: 'AUTH.LOGIN.INVALID_SIGN_IN',
    defaultMessage: 'Invalid Sign-in details. If you forgot your Sign-in details, please {link}.',
  },
  invalidSignInLink: { id: 'AUTH.LOGIN.INVALID_SIGN_IN_LINK', defaultMessage: 'reset your password' },
  accessDeniedTitle: { id: 'AUTH.ACCESS_DENIED.TITLE', defaultMessage: 'Access Denied' },
  accessDeniedText: {
    id: 'AUTH.ACCESS_DENIED.INVALID_INFORMATION',
    defaultMessage: 'The information you entered is not valid for this site.',
  },
  accessDeniedRedirect: {
    id: 'AUTH.ACCESS_DENIED.REDIRECT_COUNTDOWN',
    defaultMessage: 'You will be redirected in {seconds, plural, one {# second} other {# seconds}}.',
  },
  noSitePermission: {
    id: 'AUTH.ACCESS_DENIED.NO_SITE_PERMISSION',
    defaultMessage: "You don't have permission to access this site",
  },
  accountLockedTitle: { id: 'AUTH.LOCKED.TITLE', defaultMessage: 'Account locked' },
  accountLockedText: {
    id: 'AUTH.LOCKED.TEXT',
    defaultMessage: 'Your account has been locked after too many failed sign-in attempts.',
  },
  unlockWithEmail: {
    id: 'AUTH.LOCKED.UNLOCK_WITH_EMAIL',
    defaultMessage: 'Click {link} to receive an unlock code by email.',
  },
  unlockHereLink: { id: 'AUTH.LOCKED.HERE_LINK', defaultMessage: 'here' },
  unlockContactSupport: {
    id: 'AUTH.LOCKED.UNLOCK_CONTACT_SUPPORT',
    defaultMessage: 'There is no email address on your account. Please {link} to unlock it.',
  },
  unlockContactSupportLink: { id: 'AUTH.LOCKED.CONTACT_SUPPORT_LINK', defaultMessage: 'contact support' },
  unlockedSignInAgain: {
    id: 'AUTH.LOCKED.UNLOCKED_SIGN_IN_AGAIN',
    defaultMessage: 'Your account has been unlocked. Please sign in again.',
  },
  unlockEmailSentTitle: { id: 'AUTH.LOCKED.EMAIL_SENT_TITLE', defaultMessage: 'Unlock code sent' },
  unlockEmailSentText: {
    id: 'AUTH.LOCKED.EMAIL_SENT_TEXT',
    defaultMessage: 'We have sent an unlock code to {email}.',
  },

  // Authenticator step
  authenticatorTitle: { id: 'AUTH.AUTHENTICATOR.TITLE', defaultMessage: 'Two-factor authentication' },
  authenticatorEnterCode: {
    id: 'AUTH.AUTHENTICATOR.ENTER_CODE',
    defaultMessage: 'Enter the code from your authenticator app.',
  },
  verify: { id: 'AUTH.AUTHENTICATOR.VERIFY', defaultMessage: 'Verify' },
  recoveryCode: { id: 'AUTH.AUTHENTICATOR.RECOVERY_CODE', defaultMessage: 'Recovery code' },
  useRecoveryCode: { id: 'AUTH.AUTHENTICATOR.USE_RECOVERY_CODE', defaultMessage: 'Use a recovery code instead' },
  useAuthenticatorCode: { id: 'AUTH.AUTHENTICATOR.USE_APP_CODE', defaultMessage: 'Use a code from the app instead' },
  recoveryCodeExplain: {
    id: 'AUTH.AUTHENTICATOR.RECOVERY_CODE_EXPLAIN',
    defaultMessage: 'Enter one of the recovery codes you saved when you turned the authenticator on. Each code works once.',
  },
  invalidCode: { id: 'AUTH.AUTHENTICATOR.INVALID_CODE', defaultMessage: 'Invalid Code' },

  // OTP unlock and email confirmation
  otpTitle: { id: 'AUTH.OTP.TITLE', defaultMessage: 'Enter the verification code' },
  otpSentTo: { id: 'AUTH.OTP.SENT_TO', defaultMessage: 'We have sent a 4-digit code to {email}.' },
  otpDigit: { id: 'AUTH.OTP.DIGIT', defaultMessage: 'Digit {position}' },
  otpExpiresIn: {
    id: 'AUTH.OTP.EXPIRES_IN',
    defaultMessage: 'The code expires in {seconds, plural, one {# second} other {# seconds}}.',
  },
  otpInvalid: { id: 'AUTH.OTP.INVALID', defaultMessage: 'Invalid OTP!' },
  otpVerify: { id: 'AUTH.OTP.VERIFY', defaultMessage: 'Verify code' },
  otpResend: { id: 'AUTH.OTP.RESEND', defaultMessage: 'Resend code' },
  otpResendSuccess: { id: 'AUTH.OTP.RESEND_SUCCESS', defaultMessage: 'Resend Email Confirmation: Success' },
  otpDidNotReceive: { id: 'AUTH.OTP.DID_NOT_RECEIVE', defaultMessage: "Didn't receive the code?" },

  // Password fields (the rule and the change form's words: src/shared/forms/messages.ts)
  confirmPasswordMismatch: {
    id: 'AUTH.VALIDATION.CONFIRM_PASSWORD_MISMATCH',
    defaultMessage: "Confirm password doesn't match",
  },
  requiredField: { id: 'AUTH.VALIDATION.REQUIRED_FIELD', defaultMessage: 'Required field' },
  showPassword: { id: 'AUTH.PASSWORD.SHOW', defaultMessage: 'Show password' },
  hidePassword: { id: 'AUTH.PASSWORD.HIDE', defaultMessage: 'Hide password' },

  // First-login password change
  changePasswordFirstLogin: {
    id: 'AUTH.CHANGE_PASSWORD.FIRST_LOGIN',
    defaultMessage: 'You must change your password before you continue.',
  },
  changePasswordSuccess: {
    id: 'AUTH.CHANGE_PASSWORD.SUCCESS_REDIRECT',
    defaultMessage:
      'Your password has been changed. You will return to the sign-in page in {seconds, plural, one {# second} other {# seconds}}.',
  },

  // Forgot password
  forgotTitle: { id: 'AUTH.FORGOT.TITLE', defaultMessage: 'Forgot Password?' },
  forgotDescription: {
    id: 'AUTH.FORGOT.DESCRIPTION',
    defaultMessage: 'Enter your username and email address to reset your password.',
  },
  forgotSent: {
    id: 'AUTH.FORGOT.SENT',
    defaultMessage: 'If a matching account exists, an email with instructions to reset your password will be sent.',
  },
  backToLogin: { id: 'AUTH.GENERAL.BACK_TO_LOGIN', defaultMessage: 'Back to sign in' },

  // Reset password
  resetTitle: { id: 'AUTH.RESET.TITLE', defaultMessage: 'Reset Password' },
  resetTokenFailed: {
    id: 'AUTH.RESET.PASSWORD.VALIDATE.TOKEN.FAILED',
    defaultMessage: 'Invalid token or token has expired!',
  },
  resetValidatingToken: { id: 'AUTH.RESET.VALIDATING_TOKEN', defaultMessage: 'Checking your reset link...' },
  resetDescription: { id: 'AUTH.RESET.DESCRIPTION', defaultMessage: 'Choose a new password for your account.' },
  resetRequestNewLink: {
    id: 'AUTH.RESET.REQUEST_NEW_LINK',
    defaultMessage: 'A reset link works once and for 30 minutes. Please request a new one.',
  },
  backToForgotPassword: { id: 'AUTH.RESET.BACK_TO_FORGOT', defaultMessage: 'Back to forgot password' },
  confirmPassword: { id: 'AUTH.RESET.CONFIRM_PASSWORD', defaultMessage: 'Confirm Password' },
  resetSuccess: {
    id: 'AUTH.RESET.SUCCESS_REDIRECT',
    defaultMessage:
      'Your password has been reset. You will return to the sign-in page in {seconds, plural, one {# second} other {# seconds}}.',
  },

  // Contact support (before sign-in)
  contactSupportTitle: { id: 'AUTH.CONTACT_SUPPORT.TITLE', defaultMessage: 'Contact Support' },
  contactSupportDescription: {
    id: 'AUTH.CONTACT_SUPPORT.DESCRIPTION',
    defaultMessage: 'Describe your problem and our support team will get back to you by email.',
  },
  contactSupportSent: {
    id: 'AUTH.CONTACT_SUPPORT.SENT',
    defaultMessage: 'Your message has been sent to our support team.',
  },

  // Email address required
  emailRequiredTitle: { id: 'AUTH.EMAIL_REQUIRED.TITLE', defaultMessage: 'Email address required' },
  emailRequiredText: {
    id: 'AUTH.EMAIL_REQUIRED.TEXT',
    defaultMessage: 'For security reasons an email address must be tied to your account. Please enter your email address.',
  },
  logout: { id: 'AUTH.GENERAL.LOGOUT', defaultMessage: 'Logout' },

  // Email confirmation
  emailConfirmationTitle: { id: 'AUTH.EMAIL_CONFIRMATION.TITLE', defaultMessage: 'Email Confirmation' },
  emailConfirmationText: {
    id: 'AUTH.EMAIL_CONFIRMATION.TEXT',
    defaultMessage: 'Enter the 4-digit code we sent to {email}.',
  },
  emailConfirmationSendError: {
    id: 'AUTH.EMAIL_CONFIRMATION.SEND_ERROR',
    defaultMessage: 'The confirmation email could not be sent.',
  },
  emailConfirmationSuccess: {
    id: 'AUTH.EMAIL_CONFIRMATION.SUCCESS',
    defaultMessage: 'Your email address has been confirmed.',
  },
  changeEmail: { id: 'AUTH.EMAIL_CONFIRMATION.CHANGE_EMAIL', defaultMessage: 'Use a different email address' },

  // Impersonation
  impersonateTitle: { id: 'AUTH.IMPERSONATE.TITLE', defaultMessage: 'Sign in as another user' },
  impersonateSigningIn: { id: 'AUTH.IMPERSONATE.SIGNING_IN', defaultMessage: 'Signing in as the selected user...' },
  impersonateFailed: {
    id: 'AUTH.IMPERSONATE.FAILED',
    defaultMessage: 'The impersonation link is invalid or has expired.',
  },
});

type Values = {
  frontEndVersion: { version: string };
  apiVersion: { version: string };
  invalidSignIn: { link: RichValue };
  accessDeniedRedirect: { seconds: number };
  unlockWithEmail: { link: RichValue };
  unlockContactSupport: { link: RichValue };
  unlockEmailSentText: { email: string };
  otpSentTo: { email: string };
  otpDigit: { position: number };
  otpExpiresIn: { seconds: number };
  changePasswordSuccess: { seconds: number };
  resetSuccess: { seconds: number };
  emailConfirmationText: { email: string };
};

export const authMessages = messages as WithValues<typeof messages, Values>;
