// /error: the generic 'something went wrong' page (spec 1: the error flag of a user that could not
// be loaded sends the user here). Try again goes back to the page the user asked for (or the
// dashboard) and loads the user again; the not-found pages are /error/error-v1..v6 (NotFoundPage).
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { userLoadRetried } from '../../features/auth';
import { commonMessages } from '../../shared/i18n';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { useAppDispatch } from '../hooks';
import { MessagePage } from './MessagePage';

/** Where the page was sent from (RequireUser): the page to try again. */
export interface ErrorPageState {
  from?: string;
}

export function ErrorPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const from = (useLocation().state as ErrorPageState | null)?.from;
  const tryAgain = () => {
    dispatch(userLoadRetried());
    void navigate(from && from.startsWith('/') && !from.startsWith('/error') ? from : '/dashboard', { replace: true });
  };
  return (
    <MessagePage>
      <Card title={intl.formatMessage(commonMessages.somethingWrongTitle)}>
        <p role="alert">
          <FormattedMessage {...commonMessages.somethingWrongText} />
        </p>
        <Button onClick={tryAgain}>
          <FormattedMessage {...commonMessages.tryAgain} />
        </Button>
      </Card>
    </MessagePage>
  );
}
