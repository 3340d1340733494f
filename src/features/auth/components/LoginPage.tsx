// The sign-in page (spec 1 section 2.3): merchant id, username, password and Remember Me; the
// login call runs 1 s after submit with the spinner showing, then the answer decides what
// follows (section 8): the authenticator, first-login and unlock steps (lazy) replace the form; a
// merchant of another domain gets the Access Denied modal (10238, or a redirectDomain that is not
// this host). A successful sign-in stores the token and goes to /, where the user loads. A
// ?loginToken= (sent by another domain's redirect) signs in on arrival; an unlock step in
// progress (unlock/unlockSession.ts) reopens after a reload. The form's rules (forms/loginSchema,
// yup) load on its first validation, so a first visit does not load yup.
import { Suspense, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiResult } from '../../../shared/api';
import { formMessages } from '../../../shared/forms/messages';
import { authMessages } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { validateWithLazySchema } from '../../../shared/ui/FormField';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { TextField } from '../../../shared/ui/TextField';
import { domainSignInUrl, isOtherDomain, leaveFor } from '../access-denied/domainRedirect';
import { useArrivalLoginToken } from '../access-denied/useArrivalLoginToken';
import { CaptchaField } from '../captcha/CaptchaField';
import { useCaptchaChallenge } from '../captcha/useCaptchaChallenge';
import type { LoginValues } from '../forms/loginSchema';
import { loginOutcome, type LoginOutcome } from '../loginOutcome';
import { AUTH_PATHS, LOGIN_SUBMIT_DELAY_MS } from '../paths';
import { readRemembered, writeRemembered } from '../rememberMe';
import { useLoginMutation } from '../signInApi';
import { loggedIn } from '../slice';
import { LazyAuthenticatorStep, LazyFirstLoginStep, LazyUnlockStep } from '../steps/lazySteps';
import { clearUnlockSession, readUnlockSession } from '../unlock/unlockSession';
import { useUnlockCodeSender } from '../unlock/useUnlockCodeSender';
import { AuthLayout } from './AuthLayout';
import { LazyAccessDeniedModal, LazyLockedModal } from './lazyLoginParts';
import { LoginOutcomeBanner } from './LoginOutcomeBanner';
import { StoredMessageBanner } from './StoredMessageBanner';

const Notices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  &:empty {
    display: none;
  }
`;

const Links = styled.p`
  display: flex;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space[4]} 0 0;
`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The field a person types in first: the first one not filled in (Remember Me fills two). */
function firstEmptyField(values: Pick<LoginValues, 'merchantId' | 'username'>): 'merchantId' | 'username' | 'password' {
  if (!values.merchantId) return 'merchantId';
  return values.username ? 'password' : 'username';
}

function initialValues(): LoginValues {
  const remembered = readRemembered();
  return {
    merchantId: remembered?.merchantId ?? '',
    username: remembered?.username ?? '',
    password: '',
    rememberMe: remembered !== null,
    captcha: '',
  };
}

export interface LoginPageProps {
  portalName: string;
  /** Shown in the footer (package.json's version, read by the app). */
  frontEndVersion: string;
}

export function LoginPage({ portalName, frontEndVersion }: LoginPageProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [restoredUnlock] = useState(readUnlockSession);
  const [outcome, setOutcome] = useState<LoginOutcome | null>(() =>
    restoredUnlock ? { kind: 'unlock', loginToken: restoredUnlock.loginToken, sent: restoredUnlock.sent } : null,
  );
  const [submitted, setSubmitted] = useState<LoginValues | null>(null);
  const { challenge, answered } = useCaptchaChallenge();
  const { sendCode, sending } = useUnlockCodeSender(submitted?.username ?? '');

  const signedIn = (token: string, values: LoginValues | null) => {
    writeRemembered(
      values?.rememberMe ? { merchantId: values.merchantId, username: values.username } : null,
    );
    clearUnlockSession();
    dispatch(loggedIn(token));
    navigate('/', { replace: true });
  };

  /** Signs in, or shows what the refusal leads to; true when not signed in. */
  const settle = (answer: Awaited<ReturnType<typeof login>>, values: LoginValues | null) => {
    if ('data' in answer && answer.data) {
      const { result, token } = answer.data;
      if (!isOtherDomain(result.redirectDomain)) {
        signedIn(token, values);
        return false;
      }
      setOutcome({ kind: 'accessDenied', redirectDomain: result.redirectDomain, loginToken: result.loginToken ?? null });
      return true;
    }
    answered(answer.error);
    setOutcome(loginOutcome(answer.error as ApiResult));
    return true;
  };

  useArrivalLoginToken((loginToken) => void login({ loginToken }).then((answer) => settle(answer, null)));

  /** Runs the password step; true when it was refused. */
  const runLogin = async (values: LoginValues) => {
    setOutcome(null);
    setSubmitted(values);
    await wait(LOGIN_SUBMIT_DELAY_MS);
    const answer = await login({
      merchantId: values.merchantId,
      username: values.username,
      password: values.password,
      ...(challenge && values.captcha ? { captcha: values.captcha } : {}),
    });
    return settle(answer, values);
  };

  const submit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    if (await runLogin(values)) await helpers.setFieldValue('captcha', '', false);
  };

  const sendUnlock = async (loginToken: string) => {
    const result = await sendCode(loginToken);
    setOutcome(result.ok ? { kind: 'unlock', loginToken, sent: result.sent } : { kind: 'serverText', text: result.text });
  };

  const backToForm = () => setOutcome(null);
  const unlockToken = outcome?.kind === 'locked' && outcome.email ? outcome.loginToken : null;

  if (outcome?.kind === 'authenticator' || outcome?.kind === 'firstLogin' || outcome?.kind === 'unlock') {
    return (
      <AuthLayout portalName={portalName} frontEndVersion={frontEndVersion}>
        <Suspense fallback={null}>
          {outcome.kind === 'authenticator' ? (
            <LazyAuthenticatorStep
              loginToken={outcome.loginToken}
              setup={outcome.setup}
              onSignedIn={(token) => signedIn(token, submitted)}
              onOutcome={setOutcome}
              onBack={backToForm}
            />
          ) : outcome.kind === 'unlock' ? (
            <LazyUnlockStep
              userName={submitted?.username ?? restoredUnlock?.userName ?? ''}
              loginToken={outcome.loginToken}
              sent={outcome.sent}
              onUnlocked={() => (submitted ? void runLogin({ ...submitted, captcha: '' }) : setOutcome({ kind: 'unlocked' }))}
              onBack={backToForm}
            />
          ) : (
            <LazyFirstLoginStep
              userName={submitted?.username ?? ''}
              loginToken={outcome.loginToken}
              onBack={backToForm}
            />
          )}
        </Suspense>
      </AuthLayout>
    );
  }

  const start = submitted ? { ...submitted, password: '', captcha: '' } : initialValues();
  const focused = firstEmptyField(start);
  return (
    <AuthLayout portalName={portalName} frontEndVersion={frontEndVersion}>
      <Card title={intl.formatMessage(authMessages.loginTitle)}>
        <Notices>
          <StoredMessageBanner />
          <LoginOutcomeBanner outcome={outcome} />
        </Notices>
        <Formik
          initialValues={start}
          validate={validateWithLazySchema<LoginValues>(() =>
            import('../forms/loginSchema').then(({ loginSchema }) => loginSchema(intl, challenge !== null)),
          )}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <TextField
                name="merchantId"
                label={intl.formatMessage(authMessages.merchantId)}
                required
                autoComplete="organization"
                autoFocus={focused === 'merchantId'}
              />
              <TextField
                name="username"
                label={intl.formatMessage(authMessages.username)}
                required
                autoComplete="username"
                autoFocus={focused === 'username'}
              />
              <PasswordField
                name="password"
                label={intl.formatMessage(formMessages.password)}
                required
                autoFocus={focused === 'password'}
              />
              <Checkbox name="rememberMe" label={intl.formatMessage(authMessages.rememberMe)} />
              {challenge && <CaptchaField key={challenge.parameters.nonce} name="captcha" challenge={challenge} />}
              <Button type="submit" fullWidth busy={isSubmitting}>
                <FormattedMessage {...authMessages.signIn} />
              </Button>
            </Form>
          )}
        </Formik>
        <Links>
          <Link to={AUTH_PATHS.forgotPassword}>
            <FormattedMessage {...authMessages.forgotPasswordLink} />
          </Link>
          <Link to={AUTH_PATHS.contactSupport}>
            <FormattedMessage {...authMessages.contactSupportLink} />
          </Link>
        </Links>
      </Card>
      <Suspense fallback={null}>
        {outcome?.kind === 'locked' && (
          <LazyLockedModal
            text={outcome.text}
            onClose={() => setOutcome(null)}
            onSendUnlock={unlockToken ? () => void sendUnlock(unlockToken) : undefined}
            sending={sending}
          />
        )}
        {outcome?.kind === 'accessDenied' && (
          <LazyAccessDeniedModal
            text={intl.formatMessage(authMessages.noSitePermission)}
            onCancel={backToForm}
            onRedirect={() => leaveFor(domainSignInUrl(outcome.redirectDomain, outcome.loginToken))}
          />
        )}
      </Suspense>
    </AuthLayout>
  );
}
