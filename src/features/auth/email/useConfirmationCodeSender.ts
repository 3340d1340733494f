// Sends an email confirmation code (POST /api/v1/verify-email) and, on result code 0, remembers
// the email and the code's expiry locally (spec 1 section 4), or says why it failed.
import type { ApiResult } from '../../../shared/api';
import { useVerifyEmailMutation } from '../api';
import { writePendingCode, type PendingCode } from './pendingCode';

export type ConfirmationSendResult = { ok: true; sent: PendingCode } | { ok: false; text: string };

export function useConfirmationCodeSender() {
  const [verifyEmail, { isLoading }] = useVerifyEmailMutation();
  const sendCode = async (email: string): Promise<ConfirmationSendResult> => {
    const answer = await verifyEmail({ email });
    if ('error' in answer && answer.error) return { ok: false, text: (answer.error as ApiResult).resultDescription };
    const sent = { email, otpExpiredTime: answer.data?.otpExpiredTime ?? '' };
    writePendingCode(sent);
    return { ok: true, sent };
  };
  return { sendCode, sending: isLoading };
}
