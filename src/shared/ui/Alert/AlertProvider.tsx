// Toast alerts: <AlertProvider> renders a top-right stack; useAlerts() adds success, danger,
// warning and info alerts with a title and a message. Each disappears after its timeout
// (15000 ms by default, or per alert, e.g. 2000 ms) or when its 'Begone!' button is pressed.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { MessageDismiss, MessageFrame, MessageText, MessageTitle } from '../MessageFrame';
import { ALERT_TIMEOUT_MS, createAlert } from './alerts';
import type { AlertInput, AlertItem, AlertTone } from './alerts';

type Options = Omit<AlertInput, 'tone' | 'title' | 'message'>;

export interface AlertsApi {
  show: (alert: AlertInput) => string;
  success: (title: string, message?: string, options?: Options) => string;
  danger: (title: string, message?: string, options?: Options) => string;
  warning: (title: string, message?: string, options?: Options) => string;
  info: (title: string, message?: string, options?: Options) => string;
  dismiss: (id: string) => void;
  clear: () => void;
  alerts: readonly AlertItem[];
}

const AlertsContext = createContext<AlertsApi | null>(null);

/** The alerts; `defaults` apply to every alert added through the returned api (credit limits'
 * alerts time out after 2000 ms: `useAlerts({ timeout: 2000 })`). */
export function useAlerts(defaults?: Options): AlertsApi {
  const api = useContext(AlertsContext);
  if (!api) throw new Error('useAlerts() needs an <AlertProvider> above it');
  const timeout = defaults?.timeout;
  return useMemo(
    () => (timeout === undefined ? api : { ...api, ...withTones((alert) => api.show({ timeout, ...alert })) }),
    [api, timeout],
  );
}

/** `show` and its shorthand per tone. */
function withTones(show: (alert: AlertInput) => string): Pick<AlertsApi, 'show' | AlertTone> {
  const tone = (t: AlertTone) => (title: string, message?: string, options?: Options) =>
    show({ ...options, tone: t, title, message });
  return { show, success: tone('success'), danger: tone('danger'), warning: tone('warning'), info: tone('info') };
}

// Movement only: the toast is readable (and visible to tests) from its first frame.
const slideIn = keyframes`from { transform: translateX(24px); } to { transform: none; }`;

const Stack = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;
`;

const toneStyle = {
  success: css`
    border-left-color: ${({ theme }) => theme.color.success};
  `,
  danger: css`
    border-left-color: ${({ theme }) => theme.color.danger};
  `,
  warning: css`
    border-left-color: ${({ theme }) => theme.color.warning};
  `,
  info: css`
    border-left-color: ${({ theme }) => theme.color.info};
  `,
};

const Toast = styled(MessageFrame)<{ $tone: AlertTone }>`
  pointer-events: auto;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid;
  box-shadow: ${({ theme }) => theme.elevation[2]};
  animation: ${slideIn} ${({ theme }) => theme.motion.duration.page}
    ${({ theme }) => theme.motion.easing.standard};
  ${({ $tone }) => toneStyle[$tone]}
`;

const Text = styled(MessageText)`
  overflow-wrap: anywhere;
`;

const Title = styled(MessageTitle)`
  margin: 0;
`;

const Message = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
`;

const Dismiss = styled(MessageDismiss)`
  color: ${({ theme }) => theme.color.textMuted};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
  }
`;

function AlertToast({
  alert,
  onDismiss,
  dismissLabel,
}: {
  alert: AlertItem;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}) {
  useEffect(() => {
    if (!Number.isFinite(alert.timeout) || alert.timeout <= 0) return undefined;
    const timer = setTimeout(() => onDismiss(alert.id), alert.timeout);
    return () => clearTimeout(timer);
  }, [alert.id, alert.timeout, onDismiss]);
  const urgent = alert.tone === 'danger' || alert.tone === 'warning';
  return (
    <Toast
      $tone={alert.tone}
      role={urgent ? 'alert' : 'status'}
      data-tone={alert.tone}
      data-alert-id={alert.id}
    >
      <Text>
        {alert.title ? <Title $tone={alert.tone}>{alert.title}</Title> : null}
        {alert.message ? <Message>{alert.message}</Message> : null}
      </Text>
      <Dismiss label={dismissLabel} onClick={() => onDismiss(alert.id)} />
    </Toast>
  );
}

export interface AlertProviderProps {
  children?: ReactNode;
  /** Default time before an alert disappears (15000 ms). */
  defaultTimeout?: number;
  /** Label of each alert's dismiss button (spec 3: 'Begone!'). */
  dismissLabel?: string;
  /** Accessible name of the stack. */
  regionLabel?: string;
}

export function AlertProvider({
  children,
  defaultTimeout = ALERT_TIMEOUT_MS,
  dismissLabel = 'Begone!',
  regionLabel = 'Notifications',
}: AlertProviderProps) {
  const [alerts, setAlerts] = useState<AlertItem[]>([]);
  const dismiss = useCallback(
    (id: string) => setAlerts((list) => list.filter((a) => a.id !== id)),
    [],
  );
  const show = useCallback(
    (input: AlertInput) => {
      const alert = createAlert(input, defaultTimeout);
      setAlerts((list) => [...list, alert]);
      return alert.id;
    },
    [defaultTimeout],
  );
  const api = useMemo<AlertsApi>(
    () => ({ ...withTones(show), dismiss, clear: () => setAlerts([]), alerts }),
    [show, dismiss, alerts],
  );
  return (
    <AlertsContext.Provider value={api}>
      {children}
      {typeof document !== 'undefined'
        ? createPortal(
            <Stack role="region" aria-label={regionLabel} data-alert-stack="">
              {alerts.map((alert) => (
                <AlertToast
                  key={alert.id}
                  alert={alert}
                  onDismiss={dismiss}
                  dismissLabel={dismissLabel}
                />
              ))}
            </Stack>,
            document.body,
          )
        : null}
    </AlertsContext.Provider>
  );
}
