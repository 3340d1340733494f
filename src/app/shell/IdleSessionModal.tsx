// The Session Timeout modal (spec 1 sections 2.5 and 4): after the idle time a countdown bar
// with Logout and Continue; Continue starts a new idle period (and renews the server's session,
// as activity does: useSessionKeepAlive), Logout or reaching 0 signs out
// with 'Your session has expired. Please login again'. The times come from GET /api/v1/settings
// (idleTimeoutSeconds, idleCountdownSeconds) when present, else 900 s and 180 s.
import { useIntl } from 'react-intl';
import { useGetSettingsQuery } from '../../shared/api/agent-reads';
import { commonMessages } from '../../shared/i18n';
import { shellMessages } from './messages';
import { Button } from '../../shared/ui/Button';
import { Countdown } from '../../shared/ui/Countdown';
import { Modal } from '../../shared/ui/Modal';
import { useEndSession } from '../sessionEnd';
import { useIdle } from './useIdle';
import { KEEP_ALIVE_INTERVAL_MS, useSessionKeepAlive } from './useSessionKeepAlive';

export const DEFAULT_IDLE_SECONDS = 900;
export const DEFAULT_IDLE_COUNTDOWN_SECONDS = 180;

export interface IdleSessionModalProps {
  idleSeconds: number;
  countdownSeconds: number;
  /** How often activity renews the server's session at most (5 minutes). */
  renewEveryMs?: number;
}

export function IdleSessionModal({ idleSeconds, countdownSeconds, renewEveryMs = KEEP_ALIVE_INTERVAL_MS }: IdleSessionModalProps) {
  const intl = useIntl();
  const endSession = useEndSession();
  const session = useSessionKeepAlive(renewEveryMs);
  const { idle, reset } = useIdle(idleSeconds, session.onActivity);
  if (!idle) return null;
  const logout = () => endSession(intl.formatMessage(commonMessages.sessionExpiredIdle));
  const carryOn = () => {
    reset();
    session.renewNow();
  };
  const title = intl.formatMessage(shellMessages.sessionTimeoutTitle);
  return (
    <Modal
      open
      size="sm"
      title={title}
      onClose={carryOn}
      closeLabel={intl.formatMessage(commonMessages.close)}
      footer={
        <>
          <Button variant="secondary" onClick={logout}>
            {intl.formatMessage(shellMessages.sessionTimeoutLogout)}
          </Button>
          <Button onClick={carryOn}>{intl.formatMessage(shellMessages.sessionTimeoutContinue)}</Button>
        </>
      }
    >
      <Countdown
        seconds={countdownSeconds}
        label={title}
        onExpire={logout}
        format={(seconds) => intl.formatMessage(shellMessages.sessionTimeoutText, { seconds })}
      />
    </Modal>
  );
}

/** The idle watch of the signed-in shell, on the server's settings or the defaults. */
export function IdleSessionWatch() {
  const { data, isLoading } = useGetSettingsQuery();
  if (isLoading) return null;
  return (
    <IdleSessionModal
      idleSeconds={positive(data?.idleTimeoutSeconds) ?? DEFAULT_IDLE_SECONDS}
      countdownSeconds={positive(data?.idleCountdownSeconds) ?? DEFAULT_IDLE_COUNTDOWN_SECONDS}
    />
  );
}

function positive(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}
