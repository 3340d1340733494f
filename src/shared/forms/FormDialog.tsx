// A small dialog around one form (Refund, Send report by email, Save view): the title, the
// form (given the id its submit button points at), Cancel and the action. It cannot be closed
// while the call runs.
import { useId, type ReactNode } from 'react';
import { Modal } from '../ui/Modal';
import { DialogActions } from './DialogActions';

export interface FormDialogProps {
  title: string;
  /** The submit button's words. */
  action: string;
  /** The call runs: the action is busy, Cancel and closing are not offered. */
  busy: boolean;
  /** A harmful action (a refund) shows a danger button. */
  danger?: boolean;
  onClose: () => void;
  /** The dialog's content; its form takes `formId` as its id. */
  children: (formId: string) => ReactNode;
}

export function FormDialog({
  title,
  action,
  busy,
  danger = false,
  onClose,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      locked={busy}
      size="sm"
      footer={<DialogActions action={action} busy={busy} onCancel={onClose} form={formId} danger={danger} />}
    >
      {children(formId)}
    </Modal>
  );
}
