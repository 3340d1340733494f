export { AlertProvider, useAlerts } from './AlertProvider';
export type { AlertProviderProps, AlertsApi } from './AlertProvider';
export { ALERT_TIMEOUT_MS, createAlert } from './alerts';
export type { AlertInput, AlertItem, AlertTone } from './alerts';
