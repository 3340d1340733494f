// A confirmation of a user action (Delete User, Reset Authenticator): the question, Cancel and the
// action; it cannot be closed while the call runs (spec 3 section 4). The outcome is an alert
// titled by the action.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { useAlerts } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';

export interface ConfirmUserActionProps {
  title: string;
  question: string;
  action: string;
  /** Runs the call: the server's text on success, the refusal as `error`. */
  run: () => Promise<{ data: string } | { error: unknown }>;
  onDone: () => void;
  onClose: () => void;
}

export function ConfirmUserAction({ title, question, action, run, onDone, onClose }: ConfirmUserActionProps) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    const outcome = await run();
    setRunning(false);
    if ('error' in outcome) {
      alerts.danger(title, (outcome.error as ApiResult).resultDescription);
      onClose();
      return;
    }
    alerts.success(title, outcome.data);
    onDone();
  };
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      locked={running}
      size="sm"
      footer={
        <>
          <Button variant="secondary" disabled={running} onClick={onClose}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button variant="danger" busy={running} onClick={() => void confirm()}>
            {action}
          </Button>
        </>
      }
    >
      <p>{question}</p>
    </Modal>
  );
}
