// The public face of the i18n setup: the provider, the language hook and list, and the message
// modules every screen formats with react-intl.
export { I18nProvider, type I18nProviderProps } from './I18nProvider';
export { useLanguage } from './useLanguage';
export { preloadSignedInMessages, useSignedInMessages } from './signedInMessages';
export type { LanguageState } from './languageContext';
export { DEFAULT_LOCALE, LANGUAGES, LOCALES, isLocale, type Locale } from './locales';
export type { PlaceholderValues, RichValue, WithValues } from './typedMessages';
export { authMessages } from './messages/auth';
export { commonMessages } from './messages/common';
export { companyMessages } from './messages/company';
export { creditLimitsMessages } from './messages/creditLimits';
export { dashboardMessages } from './messages/dashboard';
export { documentsMessages } from './messages/documents';
export { pinOrdersMessages } from './messages/pinOrders';
export { profileMessages } from './messages/profile';
export { reportsMessages } from './messages/reports';
export { shellMessages } from './messages/shell';
export { usersMessages } from './messages/users';
export { vouchersMessages } from './messages/vouchers';
export { authenticatorQrLabels } from './authenticatorLabels';
