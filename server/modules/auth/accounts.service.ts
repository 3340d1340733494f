// The sign-in accounts as other modules and the server's start use them: a user's sign-in row,
// and the authenticator's secret (sealed with TOTP_SECRET_KEY by sign-in-users.repository.ts, on
// its way in and out) and switch.
export {
  authenticatorRequired, clearTotp, findUserById, markTotpPending, resealTotpSecrets, saveTotpSecret, sealTotpSecret, switchTotpOn, totpAccountOf, type AuthUser,
} from './sign-in-users.repository';
