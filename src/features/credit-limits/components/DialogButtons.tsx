// The buttons of both limit dialogs (spec 3 section 4): read-only with Edit (disabled without the
// write permission); editing with Cancel (back to what was loaded) and Save. Save is busy while saving and disabled while
// the dialog's data loads or once a save found the form invalid, until it is valid again.
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/Button';

export interface DialogButtonsProps {
  editing: boolean;
  canWrite: boolean;
  /** The form the Save button submits. */
  formId: string;
  /** The dialog's data still loads. */
  loading?: boolean;
  onEdit: () => void;
  onCancel: () => void;
}

export function DialogButtons({ editing, canWrite, formId, loading = false, onEdit, onCancel }: DialogButtonsProps) {
  const intl = useIntl();
  const form = useFormikContext();
  if (!editing) {
    // Keys: Save must be a new element, or the browser submits the form with the click on Edit.
    return (
      <Button key="edit" disabled={!canWrite} onClick={onEdit}>
        {intl.formatMessage(commonMessages.edit)}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        disabled={form.isSubmitting}
        onClick={() => {
          form.resetForm();
          onCancel();
        }}
      >
        {intl.formatMessage(commonMessages.cancel)}
      </Button>
      <Button key="save" type="submit" form={formId} busy={form.isSubmitting} disabled={loading || (form.submitCount > 0 && !form.isValid)}>
        {intl.formatMessage(commonMessages.save)}
      </Button>
    </>
  );
}
