// The refund dialog (spec 2 sections 4 and 8): the sale's reference and voucher, a comment for
// the audit trail, Cancel and Refund. It cannot be closed while the refund runs. The outcome is an
// alert titled Refund Transaction: on success the dialog closes and the report is searched again,
// a refusal shows the server's words and leaves the dialog open to cancel.
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { object, string } from 'yup';
import type { ApiResult } from '../../../shared/api';
import { reportsMessages } from '../messages';
import type { Transaction } from '../../../shared/transactions/transactionColumns';
import { useAlerts } from '../../../shared/ui/Alert';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { Textarea } from '../../../shared/ui/Textarea';
import { useRefundTransactionMutation } from '../api';

export interface RefundDialogProps {
  sale: Transaction;
  onClose: () => void;
  onRefunded: () => void;
}

const COMMENTS_MAX = 500;

export function RefundDialog({ sale, onClose, onRefunded }: RefundDialogProps) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [refund, { isLoading }] = useRefundTransactionMutation();
  const title = intl.formatMessage(reportsMessages.refundTitle);
  const submit = async ({ comments }: { comments: string }) => {
    const outcome = await refund({
      transactionId: sale.refId,
      voucherSerial: sale.voucherSerial ?? undefined,
      comments: comments.trim() || undefined,
    });
    if ('error' in outcome) {
      alerts.danger(title, (outcome.error as ApiResult).resultDescription);
      return;
    }
    alerts.success(title, intl.formatMessage(reportsMessages.refundSuccess));
    onRefunded();
  };
  return (
    <FormDialog
      title={title}
      action={intl.formatMessage(reportsMessages.refund)}
      busy={isLoading}
      danger
      onClose={onClose}
    >
      {(formId) => (
        <>
          <p>
            {intl.formatMessage(reportsMessages.refundConfirm, {
              refId: sale.refId,
              voucherSerial: sale.voucherSerial ?? '–',
            })}
          </p>
          <Formik
            initialValues={{ comments: '' }}
            validationSchema={object({ comments: string().max(COMMENTS_MAX) })}
            onSubmit={submit}
          >
            <Form id={formId} noValidate>
              <Textarea
                name="comments"
                label={intl.formatMessage(reportsMessages.refundComments)}
                maxLength={COMMENTS_MAX}
                rows={3}
              />
            </Form>
          </Formik>
        </>
      )}
    </FormDialog>
  );
}
