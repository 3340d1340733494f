// The routes of the sign-in screens (spec 1 section 2.2).
export const AUTH_PATHS = {
  root: '/auth',
  login: '/auth/login',
  forgotPassword: '/auth/forgot-password',
  contactSupport: '/auth/contact-support',
  /** Signed in without a confirmed email (spec 1 section 2.1). */
  emailAddressRequired: '/auth/email-address-required',
  emailConfirmation: '/email-confirmation',
  impersonateLogin: '/auth/impersonate-login',
  logout: '/logout',
  /** A scheduled report's unsubscribe link (server: report-schedules' unsubscribePageOf), signed in or not. */
  reportScheduleUnsubscribe: '/report-schedules/unsubscribe',
} as const;

/** The login call waits this long after submit, with the spinner showing (spec 1 section 9). */
export const LOGIN_SUBMIT_DELAY_MS = 1000;
