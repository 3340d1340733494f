// The one-time message stored for the sign-in page (forced logout, session expiry): read once
// on arrival, then cleared from the store so it never shows twice.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { commonMessages } from '../../../shared/i18n';
import { Banner } from '../../../shared/ui/Banner';
import { messageShown, selectStoredMessage } from '../slice';

export function StoredMessageBanner() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const stored = useSelector(selectStoredMessage);
  const [message] = useState(stored);

  useEffect(() => {
    if (message) dispatch(messageShown());
  }, [message, dispatch]);

  if (!message) return null;
  const text = message.kind === 'text' ? message.text : intl.formatMessage(commonMessages.sessionExpiredLogin);
  return <Banner tone="warning">{text}</Banner>;
}
