// The delete-order modal (spec 3): the question, an optional reason, Cancel and Delete; it cannot
// be closed while the call runs. The order stays, marked deleted, with the reason.
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import type { ApiResult } from '../../../shared/api';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { commonMessages } from '../../../shared/i18n';
import { pinOrdersMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { Textarea } from '../../../shared/ui/Textarea';
import { useDeletePinOrderMutation } from '../api';

export function DeletePinOrderDialog({ orderRef, onClose }: { orderRef: string; onClose: () => void }) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [deleteOrder, { isLoading }] = useDeletePinOrderMutation();
  const title = intl.formatMessage(pinOrdersMessages.alertDeleteOrder);
  return (
    <FormDialog title={title} action={intl.formatMessage(commonMessages.delete)} danger busy={isLoading} onClose={onClose}>
      {(formId) => (
        <Formik
          initialValues={{ comment: '' }}
          onSubmit={async ({ comment }) => {
            const outcome = await deleteOrder({ orderRef, ...(comment.trim() ? { comment: comment.trim() } : {}) });
            if ('error' in outcome) alerts.danger(title, (outcome.error as ApiResult).resultDescription);
            else alerts.success(title, outcome.data);
            onClose();
          }}
        >
          <Form id={formId} noValidate>
            <p>{intl.formatMessage(pinOrdersMessages.deleteConfirm, { orderRef })}</p>
            <Textarea name="comment" label={intl.formatMessage(pinOrdersMessages.deleteReason)} rows={3} maxLength={500} />
          </Form>
        </Formik>
      )}
    </FormDialog>
  );
}
