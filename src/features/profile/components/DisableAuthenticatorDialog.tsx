// Turning the authenticator off (spec 3: the current password; here also a current code from
// the app, so that a stolen password alone cannot remove the second factor). A set-up never
// turned on needs only the password. Cannot be closed while the call runs.
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { object, string } from 'yup';
import { totpCodeRule } from '../../../shared/forms/codeRules';
import { TotpCodeField } from '../../../shared/forms/TotpCodeField';
import { showSaveOutcome } from '../../../shared/forms/showSaveOutcome';
import { formMessages } from '../../../shared/forms/messages';
import { profileMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { Modal } from '../../../shared/ui/Modal';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { useTurnOffTwoFactorAuthMutation } from '../api';
import { DialogActions } from '../../../shared/forms/DialogActions';

export interface DisableAuthenticatorDialogProps {
  /** The authenticator is on (a code is needed), not a pending set-up. */
  enabled: boolean;
  onClose: () => void;
}

export function DisableAuthenticatorDialog({ enabled, onClose }: DisableAuthenticatorDialogProps) {
  const intl = useIntl();
  const alerts = useAlerts();
  const formId = useId();
  const [turnOff, { isLoading }] = useTurnOffTwoFactorAuthMutation();
  const schema = object({
    password: string().required(intl.formatMessage(profileMessages.authenticatorPasswordRequired)),
    ...(enabled ? { pinCode: totpCodeRule(intl) } : {}),
  });
  return (
    <Modal
      open
      size="sm"
      title={intl.formatMessage(profileMessages.alertTwoFactor)}
      onClose={onClose}
      locked={isLoading}
      footer={
        <DialogActions action={intl.formatMessage(profileMessages.authenticatorDisable)} busy={isLoading} onCancel={onClose} form={formId} danger />
      }
    >
      <p>{intl.formatMessage(profileMessages.authenticatorDisableConfirm)}</p>
      <Formik
        initialValues={{ password: '', pinCode: '' }}
        validationSchema={schema}
        onSubmit={async (values, form) => {
          const outcome = await turnOff(enabled ? values : { password: values.password });
          if (showSaveOutcome(outcome, values, form, alerts, intl.formatMessage(profileMessages.alertTwoFactor))) onClose();
        }}
      >
        <Form id={formId} noValidate>
          <PasswordField name="password" label={intl.formatMessage(formMessages.password)} required autoComplete="current-password" autoFocus />
          {enabled ? <TotpCodeField /> : null}
        </Form>
      </Formik>
    </Modal>
  );
}
