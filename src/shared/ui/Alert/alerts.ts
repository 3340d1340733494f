// State of the alert stack (pure): add and remove, with ids and default timeouts.
export type AlertTone = 'success' | 'danger' | 'warning' | 'info';

/** Alerts time out after 15 seconds (spec 1, 2, 3); credit-limit alerts pass 2000. */
export const ALERT_TIMEOUT_MS = 15_000;

export interface AlertInput {
  tone: AlertTone;
  title?: string;
  message?: string;
  /** Milliseconds until it disappears; 0 or Infinity keeps it until dismissed. */
  timeout?: number;
}

export interface AlertItem extends Required<Pick<AlertInput, 'tone'>> {
  id: string;
  title: string;
  message: string;
  timeout: number;
}

let counter = 0;

export function createAlert(input: AlertInput, defaultTimeout = ALERT_TIMEOUT_MS): AlertItem {
  counter += 1;
  return {
    id: `alert-${counter}`,
    tone: input.tone,
    title: input.title ?? '',
    message: input.message ?? '',
    timeout: input.timeout ?? defaultTimeout,
  };
}
