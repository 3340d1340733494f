// The account-locked modal of the password step: the locked title and the server's message.
import { FormattedMessage, useIntl } from 'react-intl';
import { authMessages, commonMessages } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';

export interface LockedModalProps {
  text: string | null;
  onClose: () => void;
}

export function LockedModal({ text, onClose }: LockedModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={text !== null}
      size="sm"
      title={intl.formatMessage(authMessages.accountLockedTitle)}
      closeLabel={intl.formatMessage(commonMessages.close)}
      onClose={onClose}
      footer={
        <Button onClick={onClose}>
          <FormattedMessage {...commonMessages.ok} />
        </Button>
      }
    >
      <p>{text || intl.formatMessage(authMessages.accountLockedText)}</p>
    </Modal>
  );
}
