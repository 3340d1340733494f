// The audit trail's screen, kept out of any index so that the app loads it as a lazy chunk
// (src/app/router/pageScreens.tsx).
export { AuditTrailScreen, type AuditTrailScreenProps } from './components/AuditTrailScreen';
