// The first-login password change (results 10201/10004): old, new and confirmation go to
// PUT /api/auth/change-password with the loginToken; on success a 5 s countdown returns to sign-in.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiResult } from '../../../shared/api';
import { formMessages } from '../../../shared/forms/messages';
import { authMessages } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { Countdown } from '../../../shared/ui/Countdown';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { passwordChangeSchema, type PasswordChangeValues } from '../../../shared/forms/passwordRules';
import { useChangeFirstLoginPasswordMutation } from '../signInApi';
import { StepFrame, type StepNotice } from './StepFrame';

/** Seconds before the page returns to sign-in after the change. */
export const FIRST_LOGIN_REDIRECT_SECONDS = 5;

export interface FirstLoginStepProps {
  userName: string;
  loginToken: string;
  /** Back to the sign-in form (after the countdown or by the back button). */
  onBack: () => void;
}

const EMPTY: PasswordChangeValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

export function FirstLoginStep({ userName, loginToken, onBack }: FirstLoginStepProps) {
  const intl = useIntl();
  const [change] = useChangeFirstLoginPasswordMutation();
  const [notice, setNotice] = useState<StepNotice | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (values: PasswordChangeValues) => {
    setNotice(null);
    const answer = await change({ ...values, userName, loginToken });
    if ('error' in answer && answer.error) {
      setNotice({ tone: 'danger', content: (answer.error as ApiResult).resultDescription });
      return;
    }
    setDone(true);
    setNotice({
      tone: 'success',
      content: (
        <Countdown
          seconds={FIRST_LOGIN_REDIRECT_SECONDS}
          showBar={false}
          onExpire={onBack}
          format={(seconds) => (
            <FormattedMessage {...authMessages.changePasswordSuccess} values={{ seconds }} />
          )}
        />
      ),
    });
  };

  return (
    <StepFrame
      title={intl.formatMessage(formMessages.changePasswordTitle)}
      intro={intl.formatMessage(authMessages.changePasswordFirstLogin)}
      notice={notice}
      onBack={onBack}
    >
      {!done && (
        <Formik<PasswordChangeValues>
          initialValues={EMPTY}
          validationSchema={passwordChangeSchema(intl)}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <PasswordField
                name="oldPassword"
                label={intl.formatMessage(formMessages.oldPassword)}
                required
              />
              <PasswordField
                name="newPassword"
                label={intl.formatMessage(formMessages.newPassword)}
                required
                autoComplete="new-password"
              />
              <PasswordField
                name="confirmNewPassword"
                label={intl.formatMessage(formMessages.confirmNewPassword)}
                required
                autoComplete="new-password"
              />
              <Button type="submit" fullWidth busy={isSubmitting}>
                <FormattedMessage {...formMessages.changePasswordTitle} />
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </StepFrame>
  );
}
