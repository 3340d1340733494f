// My Profile's password card (spec 3): the old password, a new one by the shared rule and its
// confirmation. The server ends the user's other sessions; on success the app signs this one
// out too and the sign-in page shows the stored message (onChanged).
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { passwordChangeSchema, type PasswordChangeValues } from '../../../shared/forms/passwordRules';
import { showSaveOutcome } from '../../../shared/forms/showSaveOutcome';
import { commonMessages } from '../../../shared/i18n';
import { formMessages } from '../../../shared/forms/messages';
import { profileMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { useChangePasswordMutation } from '../api';

const EMPTY: PasswordChangeValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface ChangePasswordCardProps {
  /** The password has changed: sign out with the message for the sign-in page. */
  onChanged: (message: string) => void;
}

export function ChangePasswordCard({ onChanged }: ChangePasswordCardProps) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [change, { isLoading }] = useChangePasswordMutation();
  return (
    <Card title={intl.formatMessage(profileMessages.changePasswordCard)}>
      <Formik
        initialValues={EMPTY}
        validationSchema={passwordChangeSchema(intl)}
        onSubmit={async (values, form) => {
          const outcome = await change(values);
          if (showSaveOutcome(outcome, values, form, alerts, intl.formatMessage(profileMessages.alertChangePassword))) {
            onChanged(intl.formatMessage(commonMessages.passwordChangedLogout));
          }
        }}
      >
        <Form noValidate>
          <PasswordField name="oldPassword" label={intl.formatMessage(formMessages.oldPassword)} required autoComplete="current-password" />
          <PasswordField name="newPassword" label={intl.formatMessage(formMessages.newPassword)} required autoComplete="new-password" />
          <PasswordField
            name="confirmNewPassword"
            label={intl.formatMessage(formMessages.confirmNewPassword)}
            required
            autoComplete="new-password"
          />
          <Footer>
            <Button type="submit" busy={isLoading}>
              {intl.formatMessage(formMessages.changePasswordTitle)}
            </Button>
          </Footer>
        </Form>
      </Formik>
    </Card>
  );
}
