// Payouts from the provider to a redeeming merchant: a PAYOUT transaction that, once
// successful, raises the merchant's owed balance by what the provider paid back.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { postTransactions } from './postings';

export interface PayoutRequest {
  agentId: number;
  currencyCode: string;
  amountMinor: number;
  status: 'SUCCESS' | 'PENDING';
  txnId?: string | null;
  at?: Date;
}

export async function recordPayout(db: Kysely<Database>, payout: PayoutRequest): Promise<{ refId: string; transactionId: number }> {
  return db.transaction().execute(async (trx) => {
    const [posted] = await postTransactions(trx, [{
      tx_type: 'PAYOUT',
      status: payout.status,
      agent_id: payout.agentId,
      txn_id: payout.txnId ?? null,
      currency_code: payout.currencyCode,
      value_minor: payout.amountMinor,
      buy_value_minor: payout.amountMinor,
      result_desc: payout.status === 'SUCCESS' ? 'Success' : 'Pending',
      created_at: payout.at ?? new Date(),
    }]);
    return { refId: posted!.ref_id, transactionId: posted!.id };
  });
}
