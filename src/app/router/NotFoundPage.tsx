// /error and /error/error-v1..v6: the generic 'not found' page with a way back.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MessagePage } from './MessagePage';
import { commonMessages } from '../../shared/i18n';
import { Card } from '../../shared/ui/Card';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <MessagePage>
      <Card title={intl.formatMessage(commonMessages.pageNotFoundTitle)}>
        <p>
          <FormattedMessage {...commonMessages.pageNotFoundText} />
        </p>
        <Link to="/">
          <FormattedMessage {...commonMessages.backToHome} />
        </Link>
      </Card>
    </MessagePage>
  );
}
