// /auth/impersonate-login?token=... (spec 1 section 2.2; ../shared/design/decisions.md): support
// staff open it with the single-use token of POST /api/v1/impersonation-token. The page signs in
// with it (POST /api/auth/login {impersonationToken}) and goes to /, where the shell shows the
// impersonation banner. The window keeps the impersonated session to itself (sessionStorage):
// the support user's other windows stay signed in as support. A used, expired or unknown
// token shows why, with a way back to sign-in.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { portalApi } from '../../../shared/api';
import { keepSessionInThisWindow } from '../../../shared/api/tokenStorage';
import { authMessages } from '../messages';
import { Banner } from '../../../shared/ui/Banner';
import { Card } from '../../../shared/ui/Card';
import { Splash } from '../../../shared/ui/Splash';
import { AuthLayout } from '../components/AuthLayout';
import { AUTH_PATHS } from '../paths';
import { useLoginMutation } from '../signInApi';
import { loggedIn, loggedOut } from '../slice';

export const IMPERSONATION_TOKEN_PARAM = 'token';

export interface ImpersonateLoginPageProps {
  portalName: string;
  frontEndVersion: string;
}

export function ImpersonateLoginPage({ portalName, frontEndVersion }: ImpersonateLoginPageProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [login] = useLoginMutation();
  const token = params.get(IMPERSONATION_TOKEN_PARAM);
  const [refused, setRefused] = useState(false);
  const started = useRef(false);
  const failed = !token || refused;

  useEffect(() => {
    // The token is single use: one call, even when effects run twice.
    if (started.current) return;
    started.current = true;
    if (!token) return;
    void login({ impersonationToken: token }).then((answer) => {
      if (!('data' in answer) || !answer.data) return setRefused(true);
      // This window's session becomes the impersonated user's; the browser's other windows keep theirs.
      keepSessionInThisWindow();
      dispatch(loggedOut());
      dispatch(portalApi.util.resetApiState());
      dispatch(loggedIn(answer.data.token));
      navigate('/', { replace: true });
    });
  }, [token, login, dispatch, navigate]);

  if (!failed) return <Splash label={intl.formatMessage(authMessages.impersonateSigningIn)} />;
  return (
    <AuthLayout portalName={portalName} frontEndVersion={frontEndVersion}>
      <Card title={intl.formatMessage(authMessages.impersonateTitle)}>
        <Banner tone="danger">
          <FormattedMessage {...authMessages.impersonateFailed} />
        </Banner>
        <p>
          <Link to={AUTH_PATHS.login}>
            <FormattedMessage {...authMessages.backToLogin} />
          </Link>
        </p>
      </Card>
    </AuthLayout>
  );
}
