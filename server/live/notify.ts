// Fan-out of live-channel events that must reach every instance (forced logout, session
// re-check, committed transactions): published with NOTIFY on one database channel, received
// by every instance's LISTEN, delivered by that instance's broker to its own connections (or,
// for transactions, to the listeners of the modules that push, the dashboard). Without a
// database the events are delivered on this instance only. The ledger NOTIFYs 'transactions'
// itself, inside the transaction that posts them, so the event exists only once committed.
import type { DatabaseNotifications } from '../db/database';
import type { LiveBroker } from './broker';
import type { LiveLogger } from './types';

/** The LISTEN/NOTIFY channel of the live channel. */
export const liveNotifyChannel = 'portal_live';

export type LiveEvent =
  | { type: 'force-logout'; userId: number; sessionIds: string[]; message: string }
  | { type: 'check-sessions'; userId: number }
  | TransactionsEvent;

/** Transactions of these agents were committed (agentIds null: too many to name, any agent). */
export interface TransactionsEvent {
  type: 'transactions';
  agentIds: number[] | null;
}

export type TransactionsListener = (event: TransactionsEvent) => void;

export interface LiveFanOut {
  publish(event: LiveEvent): Promise<void>;
  /** Called with every transactions event that reaches this instance. */
  onTransactions(listener: TransactionsListener): void;
  stop(): Promise<void>;
}

export async function startLiveFanOut(
  broker: LiveBroker,
  log: LiveLogger,
  notifications: DatabaseNotifications | undefined,
  channel = liveNotifyChannel,
): Promise<LiveFanOut> {
  const transactionListeners: TransactionsListener[] = [];
  const onTransactions = (listener: TransactionsListener): void => void transactionListeners.push(listener);
  const deliver = async (event: LiveEvent): Promise<void> => {
    if (event.type === 'force-logout') broker.forceLogout(event.userId, event.sessionIds, event.message);
    else if (event.type === 'check-sessions') await broker.checkSessions(event.userId);
    else for (const listener of transactionListeners) listener(event);
  };
  if (!notifications) return { publish: deliver, onTransactions, stop: async () => undefined };

  const unlisten = await notifications.listen(channel, (payload) => {
    const event = readEvent(payload);
    if (!event) {
      log.warn({ channel, payload }, 'live channel: ignored an unreadable notification');
      return;
    }
    deliver(event).catch((error: unknown) => log.error({ err: error }, 'live channel: delivery failed'));
  });
  return {
    publish: (event) => notifications.notify(channel, JSON.stringify(event)),
    onTransactions,
    stop: unlisten,
  };
}

function readEvent(payload: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  if (event.type === 'transactions') return readTransactionsEvent(event);
  if (typeof event.userId !== 'number') return null;
  if (event.type === 'check-sessions') return { type: 'check-sessions', userId: event.userId };
  const { sessionIds, message } = event;
  if (event.type !== 'force-logout' || typeof message !== 'string' || !Array.isArray(sessionIds)) return null;
  return { type: 'force-logout', userId: event.userId, sessionIds: sessionIds.map(String), message };
}

function readTransactionsEvent(event: Record<string, unknown>): TransactionsEvent | null {
  const { agentIds } = event;
  if (agentIds === null) return { type: 'transactions', agentIds: null };
  if (!Array.isArray(agentIds) || !agentIds.every((id) => typeof id === 'number')) return null;
  return { type: 'transactions', agentIds: agentIds as number[] };
}
