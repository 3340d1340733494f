// The account-locked modal of the password step: the locked title and the server's message, then
// a 'here' link that sends an unlock code when the account has an email, or a contact-support link.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonMessages } from '../../../shared/i18n';
import { authMessages } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { AUTH_PATHS } from '../paths';

export interface LockedModalProps {
  text: string | null;
  onClose: () => void;
  /** Sends the unlock email; absent when the account has no email (or no loginToken came). */
  onSendUnlock?: () => void;
  sending?: boolean;
}

function UnlockHint({ onSendUnlock, sending }: Pick<LockedModalProps, 'onSendUnlock' | 'sending'>) {
  if (!onSendUnlock) {
    return (
      <FormattedMessage
        {...authMessages.unlockContactSupport}
        values={{
          link: (
            <Link to={AUTH_PATHS.contactSupport}>
              <FormattedMessage {...authMessages.unlockContactSupportLink} />
            </Link>
          ),
        }}
      />
    );
  }
  return (
    <FormattedMessage
      {...authMessages.unlockWithEmail}
      values={{
        link: (
          <Button variant="link" onClick={onSendUnlock} busy={sending}>
            <FormattedMessage {...authMessages.unlockHereLink} />
          </Button>
        ),
      }}
    />
  );
}

export function LockedModal({ text, onClose, onSendUnlock, sending }: LockedModalProps) {
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
      <p>
        <UnlockHint onSendUnlock={onSendUnlock} sending={sending} />
      </p>
    </Modal>
  );
}
