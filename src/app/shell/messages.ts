// The application shell (spec 1 section 2.5): side menu, top bar, user menu, session timeout
// modal, impersonation banner, credit-limit warning, footer, engine status, theme and language.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../../shared/i18n/typedMessages';

const messages = defineMessages({
  // Side menu
  menuDashboard: { id: 'MENU.DASHBOARD', defaultMessage: 'Dashboard' },
  menuCompanyDetails: { id: 'MENU.COMPANY_DETAILS', defaultMessage: 'Company Details' },
  menuWeeklySummary: { id: 'MENU.WEEKLY_SUMMARY', defaultMessage: 'Weekly Summary' },
  menuPayoutTransaction: { id: 'MENU.PAYOUT_TRANSACTION', defaultMessage: 'Payout Transaction' },
  menuReports: { id: 'MENU.REPORTS', defaultMessage: 'Reports' },
  menuPinOrder: { id: 'MENU.PIN_ORDER', defaultMessage: 'Pin Order' },
  menuCreditLimit: { id: 'MENU.CREDIT_LIMIT', defaultMessage: 'Credit Limit' },
  menuUserManagement: { id: 'MENU.USER_MANAGEMENT', defaultMessage: 'User Management' },
  menuResources: { id: 'MENU.RESOURCES', defaultMessage: 'Resources' },
  menuAuditTrail: { id: 'MENU.AUDIT_TRAIL', defaultMessage: 'Audit Trail' },
  menuProductRedeem: { id: 'MENU.PRODUCT_REDEEM', defaultMessage: 'Product Redeem' },
  menuProductValidate: { id: 'MENU.PRODUCT_VALIDATE', defaultMessage: 'Product Validate' },
  menuRedeem: { id: 'MENU.REDEEM', defaultMessage: 'Redeem' },
  menuValidate: { id: 'MENU.VALIDATE', defaultMessage: 'Validate' },
  menuContactUs: { id: 'MENU.CONTACT_US', defaultMessage: 'Contact Us' },
  menuPortalManagement: { id: 'MENU.PORTAL_MANAGEMENT', defaultMessage: 'Portal Management' },
  menuPerformanceReport: { id: 'MENU.PERFORMANCE_REPORT', defaultMessage: 'Performance Report' },
  menuResourceManagement: { id: 'MENU.RESOURCE_MANAGEMENT', defaultMessage: 'Resource Management' },
  menuMinimize: { id: 'SHELL.ASIDE.MINIMIZE', defaultMessage: 'Minimise menu' },
  menuExpand: { id: 'SHELL.ASIDE.EXPAND', defaultMessage: 'Expand menu' },
  mainNavigation: { id: 'SHELL.ASIDE.NAVIGATION', defaultMessage: 'Main navigation' },
  menuOpen: { id: 'SHELL.ASIDE.OPEN', defaultMessage: 'Open menu' },
  menuClose: { id: 'SHELL.ASIDE.CLOSE', defaultMessage: 'Close menu' },

  // Engine status
  engineStatus: { id: 'SHELL.ENGINE.STATUS', defaultMessage: 'Engine status' },
  engineAlive: { id: 'SHELL.ENGINE.ALIVE', defaultMessage: 'Online' },
  engineDown: { id: 'SHELL.ENGINE.DOWN', defaultMessage: 'Unavailable' },
  engineRefresh: { id: 'SHELL.ENGINE.REFRESH', defaultMessage: 'Click to refresh the engine status' },

  // Top bar
  creditLimitUsage: { id: 'SHELL.TOPBAR.CREDIT_LIMIT_USAGE', defaultMessage: 'Credit limit usage' },
  creditLimitThresholdsTitle: { id: 'SHELL.TOPBAR.CREDIT_LIMIT_THRESHOLDS_TITLE', defaultMessage: 'Warning thresholds reached this period' },
  creditLimitThresholdsReached: { id: 'SHELL.TOPBAR.CREDIT_LIMIT_THRESHOLDS_REACHED', defaultMessage: '{code}: {thresholds} of the limit used' },
  creditLimitThresholdsEmailed: { id: 'SHELL.TOPBAR.CREDIT_LIMIT_THRESHOLDS_EMAILED', defaultMessage: "The agent's administrators were emailed once for each. At 100%, sales against that limit are refused until it resets." },
  accumulatedBalance: { id: 'SHELL.TOPBAR.ACCUMULATED_BALANCE', defaultMessage: 'Accumulated balance' },
  accumulatedBalanceExplained: {
    id: 'SHELL.TOPBAR.ACCUMULATED_BALANCE.EXPLAINED',
    defaultMessage:
      'What is owed to the provider: sales and payouts from the provider add to it, redeemed vouchers take from it. Below zero (in red), the provider owes your agent.',
  },
  accumulatedBalancePayout: {
    id: 'SHELL.TOPBAR.ACCUMULATED_BALANCE.PAYOUT',
    defaultMessage: 'Available Payout Balance = this balance {balance} + your payout credit limit {limit} = {available}.',
  },
  utcClock: { id: 'SHELL.TOPBAR.UTC_CLOCK', defaultMessage: '{time} UTC' },
  themeLight: { id: 'SHELL.THEME.LIGHT', defaultMessage: 'Light' },
  themeDark: { id: 'SHELL.THEME.DARK', defaultMessage: 'Dark' },
  themeSwitch: { id: 'SHELL.THEME.SWITCH', defaultMessage: 'Switch between light and dark theme' },
  language: { id: 'SHELL.LANGUAGE.LABEL', defaultMessage: 'Language' },
  languageEn: { id: 'SHELL.LANGUAGE.EN', defaultMessage: 'English' },
  languageZh: { id: 'SHELL.LANGUAGE.ZH', defaultMessage: 'Chinese (Simplified)' },
  languageEs: { id: 'SHELL.LANGUAGE.ES', defaultMessage: 'Spanish' },
  languageJa: { id: 'SHELL.LANGUAGE.JA', defaultMessage: 'Japanese' },
  languageDe: { id: 'SHELL.LANGUAGE.DE', defaultMessage: 'German' },
  languageFr: { id: 'SHELL.LANGUAGE.FR', defaultMessage: 'French' },

  // User menu
  userMenu: { id: 'SHELL.USER_MENU.LABEL', defaultMessage: 'User menu' },
  greeting: { id: 'SHELL.USER_MENU.GREETING', defaultMessage: 'Hi, {name}' },
  myProfile: { id: 'SHELL.USER_MENU.MY_PROFILE', defaultMessage: 'My Profile' },
  contactUs: { id: 'SHELL.USER_MENU.CONTACT_US', defaultMessage: 'Contact Us' },
  logout: { id: 'SHELL.USER_MENU.LOGOUT', defaultMessage: 'Logout' },

  // Session timeout modal
  sessionTimeoutTitle: { id: 'SHELL.SESSION_TIMEOUT.TITLE', defaultMessage: 'Session Timeout' },
  sessionTimeoutText: {
    id: 'SHELL.SESSION_TIMEOUT.TEXT',
    defaultMessage:
      'You have been inactive for a while. You will be logged out in {seconds, plural, one {# second} other {# seconds}}.',
  },
  sessionTimeoutLogout: { id: 'SHELL.SESSION_TIMEOUT.LOGOUT', defaultMessage: 'Logout' },
  sessionTimeoutContinue: { id: 'SHELL.SESSION_TIMEOUT.CONTINUE', defaultMessage: 'Continue' },

  // Impersonation
  impersonating: {
    id: 'SHELL.IMPERSONATION.BANNER',
    defaultMessage: 'You are impersonating a login for the user: ',
  },
  impersonationExit: { id: 'SHELL.IMPERSONATION.EXIT', defaultMessage: 'Exit impersonation' },

  // Credit-limit warning popup
  creditLimitWarningTitle: { id: 'SHELL.CREDIT_LIMIT_WARNING.TITLE', defaultMessage: 'Warning' },
  creditLimitWarning: {
    id: 'SHELL.CREDIT_LIMIT_WARNING.TEXT',
    defaultMessage: 'The product credit limit of {productCode} exceeds the configured limit of {percent}.',
  },

  // Sub-header, footer, misc
  breadcrumbHome: { id: 'SHELL.BREADCRUMB.HOME', defaultMessage: 'Home' },
  defaultPortalName: { id: 'SHELL.PORTAL_NAME.DEFAULT', defaultMessage: 'Merchant Portal' },
  footerCopyright: { id: 'SHELL.FOOTER.COPYRIGHT', defaultMessage: '© {year} {portalName}. All rights reserved.' },
  footerFrontEndVersion: { id: 'SHELL.FOOTER.FRONT_END_VERSION', defaultMessage: 'Portal version {version}' },
  footerApiVersion: { id: 'SHELL.FOOTER.API_VERSION', defaultMessage: 'API version {version}' },
  scrollToTop: { id: 'SHELL.SCROLL_TO_TOP', defaultMessage: 'Scroll to top' },
  loadingPortal: { id: 'SHELL.SPLASH.LOADING', defaultMessage: 'Loading the portal...' },
  routeProgress: { id: 'SHELL.ROUTE_PROGRESS.LABEL', defaultMessage: 'Loading page' },
  skipToContent: { id: 'SHELL.SKIP_TO_CONTENT', defaultMessage: 'Skip to content' },
  comingSoon: { id: 'SHELL.PAGE.COMING_SOON', defaultMessage: 'This screen is coming soon.' },
  impersonatingWho: { id: 'SHELL.IMPERSONATION.WHO', defaultMessage: "{user} of {merchant}, signed in by {support}" },
  impersonationLeft: { id: 'SHELL.IMPERSONATION.LEFT', defaultMessage: "You have left the session of {user} of {merchant}." },
});

type Values = {
  impersonatingWho: { user: string; merchant: string; support: string };
  impersonationLeft: { user: string; merchant: string };
  utcClock: { time: string };
  greeting: { name: string };
  accumulatedBalancePayout: { balance: string; limit: string; available: string };
  sessionTimeoutText: { seconds: number };
  creditLimitWarning: { productCode: string; percent: string };
  creditLimitThresholdsReached: { code: string; thresholds: string };
  footerCopyright: { year: number; portalName: string };
  footerFrontEndVersion: { version: string };
  footerApiVersion: { version: string };
};

export const shellMessages = messages as WithValues<typeof messages, Values>;
