// Credit-limit alerts (#37). Each limit item has warning thresholds, percentages of its limit
// (80 and 100 unless set otherwise; none turns them off). When a sale (a terminal's, or an
// approved PIN order's) brings an agent's item to a threshold, the crossing is recorded in
// limit_alert_crossings keyed by (item, reset window, threshold), in the sale's transaction;
// ON CONFLICT DO NOTHING lets exactly one transaction record it, however many sales run at once
// on however many instances, and only that one queues the mails: one per administrator of the
// agent holding the item (users with SCP.TTI.ADMIN.USER_W and a confirmed email), in the language
// of their last sign-in. A new window is a new key, so it alerts afresh. A sale refused for its
// limit changes nothing, so it alerts nobody. Changes by hand (an agent's current value, a lowered
// limit) alert nobody; the next sale does, if its threshold has not been recorded in the window.
// Scripts without a job queue (the demo data) record crossings without mails.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ACL } from '../../domain/acls';
import type { Enqueue } from '../../domain/enqueue';
import type { ServerLanguage } from '../../i18n/languages';
import { PROBLEM } from '../../i18n/problems';
import type { Words } from '../../i18n/words';
import { NEVER, limitWindowStart } from '../../../shared/periods';
import { queueMail, type MailJobs } from '../mail/mail.service';
import { administratorsOf, agentNamesOf, crossingsOfItems, insertCrossings, setCrossingRecipients, type CrossingRow } from './credit-limits.repository';
import { limitAlertMail } from './limit-alert-mail';

/** The thresholds of an item saved without any. */
export const DEFAULT_ALERT_THRESHOLDS: readonly number[] = [80, 100];

/** The mails of alerts go through this queue (a sale's handler passes ctx.jobs). */
export type LimitAlertQueue = Enqueue<MailJobs>;

/** What is wrong with a list of thresholds the contract let through (whole numbers 1-100, at
 * most 10): they must go up, each once. */
export function thresholdsProblem(thresholds: readonly number[]): Words | null {
  return thresholds.every((value, index) => index === 0 || value > thresholds[index - 1]!) ? null : PROBLEM.thresholdOrder;
}

/** The thresholds `used` of `limit` has reached (exactly, in whole numbers: used/limit >= t%). */
export function reachedThresholds(thresholds: readonly number[], used: number, limit: number): number[] {
  return thresholds.filter((threshold) => limit > 0 && used * 100 >= threshold * limit);
}

/** An agent's item after a sale took from it. */
export interface ItemUsed {
  itemId: number;
  agentId: number;
  targetCode: string;
  limitType: 'VALUE' | 'COUNT';
  /** The currency of a VALUE limit's amounts (a product's currency for a PRODUCT target). */
  currencyCode: string | null;
  limitValue: number;
  used: number;
  periodId: number;
  periodValue: string;
  thresholds: readonly number[];
}

/** Records the thresholds the items reached in the window of `at` and, for each one this
 * transaction recorded first, queues the alert mails (with `queue`). Runs inside the sale's
 * transaction, after its items were locked and updated. */
export async function recordLimitAlerts(trx: Transaction<Database>, items: readonly ItemUsed[], at: Date, queue: LimitAlertQueue | undefined): Promise<void> {
  const rows: (CrossingRow & { item: ItemUsed })[] = items.flatMap((item) => {
    const periodStart = limitWindowStart(item.periodId, item.periodValue, at);
    return reachedThresholds(item.thresholds, item.used, item.limitValue).map((threshold) => ({
      agent_limit_item_id: item.itemId, period_start: periodStart, threshold, agent_id: item.agentId,
      used_value: item.used, limit_value: item.limitValue, crossed_at: at, item,
    }));
  });
  if (rows.length === 0) return;
  const recorded = await insertCrossings(trx, rows.map(({ item: _item, ...row }) => row));
  if (recorded.length === 0 || !queue) return;
  const key = (itemId: number, periodStart: Date, threshold: number) => `${itemId}/${periodStart.getTime()}/${threshold}`;
  const won = new Set(recorded.map((r) => key(Number(r.agent_limit_item_id), new Date(r.period_start), r.threshold)));
  const alerts = rows.filter((row) => won.has(key(row.agent_limit_item_id, row.period_start, row.threshold)));
  const agentIds = [...new Set(alerts.map((a) => a.agent_id))];
  const [admins, agents] = await Promise.all([administratorsOf(trx, agentIds, ACL.USER_W), agentNamesOf(trx, agentIds)]);
  const agentById = new Map(agents.map((a) => [Number(a.id), a]));
  for (const alert of alerts) {
    const agent = agentById.get(alert.agent_id);
    const recipients = admins.filter((admin) => Number(admin.agent_id) === alert.agent_id);
    for (const admin of recipients) {
      const language: ServerLanguage = admin.language ?? 'en';
      const mail = limitAlertMail(language, {
        agentCode: agent?.code ?? '', agentName: agent?.name ?? '', targetCode: alert.item.targetCode, limitType: alert.item.limitType,
        currencyCode: alert.item.currencyCode, threshold: alert.threshold, used: alert.used_value, limit: alert.limit_value,
        periodStart: alert.period_start.getTime() === NEVER.getTime() ? null : alert.period_start,
      });
      await queueMail(trx, queue, { to: admin.email!, ...mail });
    }
    await setCrossingRecipients(trx, alert.agent_limit_item_id, alert.period_start, alert.threshold, recipients.length);
  }
}

/** The thresholds each item has reached in its current window (by item id), ascending. */
export async function crossedThresholds(
  db: Kysely<Database>,
  items: readonly { id: number; period_id: number; period_value: string }[],
  now: Date,
): Promise<Map<number, number[]>> {
  const rows = await crossingsOfItems(db, items.map((i) => i.id));
  const windowOf = new Map(items.map((i) => [i.id, limitWindowStart(i.period_id, i.period_value, now).getTime()]));
  const crossed = new Map<number, number[]>();
  for (const row of rows) {
    const id = Number(row.agent_limit_item_id);
    if (new Date(row.period_start).getTime() !== windowOf.get(id)) continue;
    crossed.set(id, [...(crossed.get(id) ?? []), row.threshold]);
  }
  return crossed;
}
