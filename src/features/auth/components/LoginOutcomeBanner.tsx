// The refusal shown above the sign-in form: the invalid sign-in text with its forgot-password
// link, or the server's own description; or the notice that the account was unlocked.
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { authMessages } from '../messages';
import { Banner } from '../../../shared/ui/Banner';
import type { LoginOutcome } from '../loginOutcome';
import { AUTH_PATHS } from '../paths';

export function LoginOutcomeBanner({ outcome }: { outcome: LoginOutcome | null }) {
  if (outcome?.kind === 'unlocked') {
    return (
      <Banner tone="success">
        <FormattedMessage {...authMessages.unlockedSignInAgain} />
      </Banner>
    );
  }
  if (!outcome || (outcome.kind !== 'invalidSignIn' && outcome.kind !== 'serverText')) return null;
  return (
    <Banner tone="danger">
      {outcome.kind === 'invalidSignIn' ? (
        <FormattedMessage
          {...authMessages.invalidSignIn}
          values={{
            link: (
              <Link to={AUTH_PATHS.forgotPassword}>
                <FormattedMessage {...authMessages.invalidSignInLink} />
              </Link>
            ),
          }}
        />
      ) : (
        outcome.text
      )}
    </Banner>
  );
}
