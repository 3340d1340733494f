// The captcha challenge the sign-in form must solve: from GET /api/auth/total-login-failed on
// arrival (2 or more failures from this IP), then from each refused sign-in's answer.
import { useState } from 'react';
import { useGetTotalLoginFailedQuery } from '../signInApi';
import { challengeOf, type AltchaChallenge } from './challenge';

export interface CaptchaChallengeState {
  challenge: AltchaChallenge | null;
  /** Takes the challenge of a refused sign-in (none: no captcha needed). */
  answered: (answer: unknown) => void;
}

export function useCaptchaChallenge(): CaptchaChallengeState {
  const { data } = useGetTotalLoginFailedQuery();
  const [fromAnswer, setFromAnswer] = useState<AltchaChallenge | null | undefined>(undefined);
  return {
    challenge: fromAnswer === undefined ? challengeOf(data?.captchaChallenge) : fromAnswer,
    answered: (answer) => setFromAnswer(challengeOf((answer as { captchaChallenge?: unknown } | null)?.captchaChallenge)),
  };
}
