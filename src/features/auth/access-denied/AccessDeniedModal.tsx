// The Access Denied modal of the sign-in page (spec 1 sections 2.3 item 4, 4 and 8): the
// reason, a countdown after which the browser goes to the merchant's own domain, and Cancel
// (stay here) or Redirect (go now).
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '../../../shared/i18n';
import { authMessages } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { Countdown } from '../../../shared/ui/Countdown';
import { Modal } from '../../../shared/ui/Modal';
import { ACCESS_DENIED_REDIRECT_SECONDS } from './domainRedirect';

export interface AccessDeniedModalProps {
  /** The reason shown; null closes the modal. */
  text: string | null;
  onCancel: () => void;
  /** Called by the Redirect button and when the countdown reaches 0. */
  onRedirect: () => void;
  seconds?: number;
}

export function AccessDeniedModal({ text, onCancel, onRedirect, seconds = ACCESS_DENIED_REDIRECT_SECONDS }: AccessDeniedModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={text !== null}
      size="sm"
      title={intl.formatMessage(authMessages.accessDeniedTitle)}
      closeLabel={intl.formatMessage(commonMessages.close)}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage {...commonMessages.cancel} />
          </Button>
          <Button onClick={onRedirect}>
            <FormattedMessage {...commonMessages.redirect} />
          </Button>
        </>
      }
    >
      <p>{text}</p>
      {text !== null && (
        <Countdown
          seconds={seconds}
          label={intl.formatMessage(authMessages.accessDeniedTitle)}
          onExpire={onRedirect}
          format={(remaining) => <FormattedMessage {...authMessages.accessDeniedRedirect} values={{ seconds: remaining }} />}
        />
      )}
    </Modal>
  );
}
