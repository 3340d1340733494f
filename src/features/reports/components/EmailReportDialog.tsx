// Send by email (spec 2 sections 5 and 8): the address (required, a valid format: 'Wrong email
// format') and the file type (Excel or CSV) of the report the filters find, built on the server
// without the screen's export limit and mailed. Success says the request was taken and the mail
// is on its way; the server's refusal (e.g. a range longer than reports by email cover) shows its
// words, a call that never reached the server the network error.
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { object, string } from 'yup';
import { NETWORK_ERROR_CODE, type ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { reportsMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { useSendReportToEmailMutation, type SendReportRequest } from '../api';
import type { ReportFilter } from '../reportForm';

export interface EmailReportDialogProps {
  filter: ReportFilter;
  /** The settings' transactionExportViaEmailRangeInMonths. */
  months: number;
  onClose: () => void;
}

interface EmailValues {
  email: string;
  fileType: SendReportRequest['fileType'];
}

export function EmailReportDialog({ filter, months, onClose }: EmailReportDialogProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const alerts = useAlerts();
  const [send, { isLoading }] = useSendReportToEmailMutation();
  const title = text(reportsMessages.exportEmailTitle);
  const wrongFormat = text(reportsMessages.wrongEmailFormat);
  const submit = async ({ email, fileType }: EmailValues) => {
    const { afterRefId: _after, ...report } = filter;
    const outcome = await send({ ...report, email: email.trim(), fileType });
    if ('error' in outcome) {
      const refusal = outcome.error as ApiResult;
      // A refusal of the server in its words; a call that never reached it, the network error.
      if (refusal.resultCode === NETWORK_ERROR_CODE)
        alerts.danger(text(commonMessages.networkError), text(commonMessages.networkRetryFailed));
      else alerts.danger(title, refusal.resultDescription);
      return;
    }
    alerts.success(title, text(reportsMessages.exportEmailSent));
    onClose();
  };
  return (
    <FormDialog
      title={title}
      action={text(reportsMessages.exportByEmail)}
      busy={isLoading}
      onClose={onClose}
    >
      {(formId) => (
        <>
          <p>{text(reportsMessages.exportEmailRange, { months })}</p>
          <Formik<EmailValues>
            initialValues={{ email: '', fileType: 'Excel' }}
            validationSchema={object({
              // Empty is missing (required), not a wrong format.
              email: string()
                .trim()
                .required(text(commonMessages.namedRequired, { name: text(reportsMessages.exportEmailAddress) }))
                .email(wrongFormat)
                .max(128, wrongFormat),
            })}
            onSubmit={submit}
          >
            <Form id={formId} noValidate>
              <TextField
                name="email"
                type="email"
                autoComplete="email"
                label={text(reportsMessages.exportEmailAddress)}
                required
              />
              <Select
                name="fileType"
                label={text(reportsMessages.exportFileType)}
                options={[
                  { value: 'Excel', label: 'Excel (.xlsx)' },
                  { value: 'CSV', label: 'CSV (.csv)' },
                ]}
              />
            </Form>
          </Formik>
        </>
      )}
    </FormDialog>
  );
}
