// A confirmation before a call (Delete User, Reset Authenticator, Enable the authenticator): the
// question, Cancel and the action; it cannot be closed while the call runs (spec 3 section 4).
// The outcome is an alert titled by the action; onDone gets the answer.
import { useState } from 'react';
import type { ApiResult } from '../api';
import { useAlerts } from '../ui/Alert';
import { Modal } from '../ui/Modal';
import { DialogActions } from './DialogActions';

export interface ConfirmActionProps<T> {
  title: string;
  question: string;
  action: string;
  /** Runs the call: the server's text (or an answer with it as `message`), the refusal as `error`. */
  run: () => Promise<{ data: T } | { error: unknown }>;
  onDone: (answer: T) => void;
  onClose: () => void;
  /** A harmful action (delete, reset) shows a danger button. */
  danger?: boolean;
  /** How long the outcome's alert stays (default the alerts' 15 s; credit limits 2000 ms). */
  alertTimeout?: number;
}

export function ConfirmAction<T extends string | { message: string }>({
  title, question, action, run, onDone, onClose, danger = false, alertTimeout,
}: ConfirmActionProps<T>) {
  const alerts = useAlerts({ timeout: alertTimeout });
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
    alerts.success(title, typeof outcome.data === 'string' ? outcome.data : outcome.data.message);
    onDone(outcome.data);
  };
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      locked={running}
      size="sm"
      footer={<DialogActions action={action} busy={running} onCancel={onClose} onAction={() => void confirm()} danger={danger} />}
    >
      <p>{question}</p>
    </Modal>
  );
}
