// Sends the unlock code of a locked sign-in (POST /api/user-locked/send-unlock-code) and says
// where it went, or the server's refusal.
import type { ApiResult } from '../../../shared/api';
import type { UnlockCodeSent } from '../loginOutcome';
import { useSendUnlockCodeMutation } from '../signInApi';

export type UnlockSendResult = { ok: true; sent: UnlockCodeSent } | { ok: false; text: string };

export function useUnlockCodeSender(userName: string) {
  const [send, { isLoading }] = useSendUnlockCodeMutation();
  const sendCode = async (loginToken: string): Promise<UnlockSendResult> => {
    const answer = await send({ userName, loginToken });
    if (answer.data) return { ok: true, sent: answer.data };
    return { ok: false, text: (answer.error as ApiResult).resultDescription };
  };
  return { sendCode, sending: isLoading };
}

