// The buttons of a step that runs one call (a dialog's footer, the redeem confirmation): Cancel,
// then the action. While the call runs the action is busy and Cancel is disabled (a dialog is
// also locked: Modal's `locked`).
import { useIntl } from 'react-intl';
import { commonMessages } from '../i18n';
import { Button } from '../ui/Button';

export interface DialogActionsProps {
  /** The action's words. */
  action: string;
  /** The call runs. */
  busy: boolean;
  onCancel: () => void;
  /** The id of the form the action submits; without it the action runs onAction. */
  form?: string;
  onAction?: () => void;
  /** A harmful action (a refund, a removal) shows a danger button. */
  danger?: boolean;
}

export function DialogActions({ action, busy, onCancel, form, onAction, danger = false }: DialogActionsProps) {
  const intl = useIntl();
  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        {intl.formatMessage(commonMessages.cancel)}
      </Button>
      <Button type={form ? 'submit' : 'button'} form={form} onClick={onAction} variant={danger ? 'danger' : 'primary'} busy={busy}>
        {action}
      </Button>
    </>
  );
}
