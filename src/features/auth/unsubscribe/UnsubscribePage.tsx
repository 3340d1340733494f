// The page of a scheduled report's unsubscribe link (/report-schedules/unsubscribe?token=..., our
// addition, #37), open without signing in: it asks first (a mail scanner that opens the link stops
// nothing), then stops the schedule (POST /api/v1/report-schedule-unsubscribe) and says so in the
// server's words; a link the server did not sign is refused in its words; a link without its token
// says it is not complete.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiResult } from '../../../shared/api';
import { Button } from '../../../shared/ui/Button';
import { AuthLayout } from '../components/AuthLayout';
import { AUTH_PATHS } from '../paths';
import { StepFrame, type StepNotice } from '../steps/StepFrame';
import { unsubscribeMessages } from './messages';
import { useUnsubscribeReportScheduleMutation } from './unsubscribeApi';

export interface UnsubscribePageProps {
  portalName: string;
  frontEndVersion: string;
}

export function UnsubscribePage({ portalName, frontEndVersion }: UnsubscribePageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { isLoading }] = useUnsubscribeReportScheduleMutation();
  const [notice, setNotice] = useState<StepNotice | null>(token ? null : { tone: 'danger', content: intl.formatMessage(unsubscribeMessages.incomplete) });
  const [done, setDone] = useState(false);
  const stop = async () => {
    const answer = await unsubscribe(token);
    if ('error' in answer) {
      setNotice({ tone: 'danger', content: (answer.error as ApiResult).resultDescription });
      return;
    }
    setDone(true);
    setNotice({ tone: 'success', content: answer.data });
  };
  return (
    <AuthLayout portalName={portalName} frontEndVersion={frontEndVersion}>
      <StepFrame
        title={intl.formatMessage(unsubscribeMessages.title)}
        intro={<FormattedMessage {...unsubscribeMessages.intro} />}
        notice={notice}
        onBack={() => navigate(AUTH_PATHS.login)}
      >
        {token && !done ? (
          <Button fullWidth busy={isLoading} onClick={() => void stop()}>
            <FormattedMessage {...unsubscribeMessages.action} />
          </Button>
        ) : null}
      </StepFrame>
    </AuthLayout>
  );
}
