// The signed-in user and the sign-in answers as the contract describes them.
import type { ApiSchema } from '../../shared/api';

export type User = ApiSchema<'LoggedInUser'> & { resultCode?: number };
export type LoginResult = ApiSchema<'LoginResult'>;
export type LoginRequest = ApiSchema<'LoginRequest'>;
export interface ChangeFirstLoginPasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  userName: string;
  loginToken: string;
}

/** POST /api/auth/reset-password: the new password, its confirmation and the mailed link's token. */
export interface ResetPasswordRequest {
  password: string;
  confirmPassword: string;
  token: string;
}

/** POST /api/auth/contact-support (multipart): the message and its attachments. */
export type ContactSupportRequest = ApiSchema<'ContactMessage'>;

/** A successful password step: the answer plus the bearer token of its Authorization header. */
export interface LoginSuccess {
  result: LoginResult;
  token: string;
}
