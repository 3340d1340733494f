// What the shell's top bar shows about the signed-in agent: its credit-limit usage (limitItems,
// limitAlertPercent), display flags and payout details (GET /api/v1/agent-user-info), and what it
// owes per currency (GET /api/v1/owed-balances).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { HandlerMap } from '../../http/handler';
import { notFound } from '../../http/errors';
import { requireSession } from '../../http/session';

const fromMinor = (minor: number) => minor / 100;

/** The narrow currency symbol ('$' for AUD, '€' for EUR), as the top bar shows it. */
export function currencySymbol(currencyCode: string): string {
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currencyCode;
}

async function agentOf(db: Kysely<Database>, agentId: number) {
  const agent = await db.selectFrom('agents').selectAll().where('id', '=', agentId).executeTakeFirst();
  if (!agent) throw notFound('The agent');
  return agent;
}

export const agentUserHandlers: HandlerMap = {
  async getAgentUserInfo({ db, ...ctx }) {
    const session = requireSession(ctx);
    const agent = await agentOf(db, session.agentId);
    const items = await db
      .selectFrom('agent_limit_items')
      .select(['target_code', 'limit_type', 'limit_value', 'current_value'])
      .where('agent_id', '=', agent.id)
      .orderBy('id')
      .execute();
    // VALUE limits are kept in minor units; COUNT limits are plain counts.
    const asShown = (value: number, limitType: string) => (limitType === 'VALUE' ? fromMinor(value) : value);
    return {
      agentType: agent.type,
      hideAccumulatedBalance: agent.hide_accumulated_balance,
      hideRedeemedAt: agent.hide_redeemed_at,
      limitAlertPercent: agent.limit_alert_percent,
      limitItems: items.map((item) => ({
        targetCode: item.target_code,
        currentValue: asShown(item.current_value, item.limit_type),
        limitValue: asShown(item.limit_value, item.limit_type),
      })),
      agentDetail: {
        agentCode: agent.code,
        name: agent.name,
        payoutVoucherCreditLimit: fromMinor(agent.payout_voucher_credit_limit_minor),
        isEnablePayout: agent.is_enable_payout ? 'true' : 'false',
      },
    };
  },

  async getOwedBalances({ db, ...ctx }) {
    const session = requireSession(ctx);
    const balances = await db
      .selectFrom('agent_balances')
      .select(['currency_code', 'balance_minor'])
      .where('agent_id', '=', session.agentId)
      .orderBy('currency_code')
      .execute();
    return {
      data: balances.map((row) => ({
        balance: fromMinor(row.balance_minor),
        currencyCode: row.currency_code,
        symbol: currencySymbol(row.currency_code),
      })),
    };
  },
};
