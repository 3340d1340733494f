// agent_limit_items as a sale takes from them and a refund gives back (the limits' management is
// credit-limits/credit-limits.repository.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Locks (FOR UPDATE, in id order) the items of ACTIVE templates held by these agents that target
 * one of the currencies or products. */
export function lockLimitItems(db: Kysely<Database>, agentIds: readonly number[], currencies: readonly string[], productCodes: readonly string[]) {
  return db
    .selectFrom('agent_limit_items as ali')
    .innerJoin('limit_template_items as ti', 'ti.id', 'ali.template_item_id')
    .innerJoin('limit_templates as t', 't.id', 'ti.template_id')
    .select([
      'ali.id', 'ali.agent_id', 'ali.target_type', 'ali.target_code', 'ali.limit_type', 'ali.limit_value',
      'ali.current_value', 'ali.period_id', 'ali.period_value', 'ali.period_start', 'ali.alert_thresholds',
    ])
    .where('ali.agent_id', 'in', [...agentIds])
    .where('t.status', '=', 'ACTIVE')
    .where((eb) =>
      eb.or([
        eb.and([eb('ali.target_type', '=', 'CURRENCY'), eb('ali.target_code', 'in', [...currencies])]),
        eb.and([eb('ali.target_type', '=', 'PRODUCT'), eb('ali.target_code', 'in', [...productCodes])]),
      ]),
    )
    .orderBy('ali.id')
    .forUpdate('ali')
    .execute();
}

/** Sets an item's use and period start unless that would pass its limit; false when it would. */
export async function setLimitItemUse(db: Kysely<Database>, itemId: number, newValue: number, periodStart: Date): Promise<boolean> {
  const result = await db
    .updateTable('agent_limit_items')
    .set({ current_value: newValue, period_start: periodStart, updated_at: new Date() })
    .where('id', '=', itemId)
    .where('limit_value', '>=', newValue)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function setLimitItemValue(db: Kysely<Database>, itemId: number, currentValue: number): Promise<void> {
  await db.updateTable('agent_limit_items').set({ current_value: currentValue, updated_at: new Date() }).where('id', '=', itemId).execute();
}
