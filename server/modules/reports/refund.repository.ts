// The refund's one query of its own: the sale a refund names by its refId (the wire's
// transactionId), with its voucher serial for the audit. Scope and state are the ledger's checks
// (server/modules/ledger/sale-reversals.service.ts), in the same database transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SaleToRefund {
  id: number;
  agentId: number;
  voucherSerial: string | null;
}

/** The transaction with this refId (unique), whoever's it is; undefined when there is none. */
export async function findTransactionByRefId(db: Kysely<Database>, refId: string): Promise<SaleToRefund | undefined> {
  const row = await db
    .selectFrom('transactions as t')
    .leftJoin('vouchers as v', 'v.id', 't.voucher_id')
    .select(['t.id', 't.agent_id', 'v.serial'])
    .where('t.ref_id', '=', refId)
    .executeTakeFirst();
  return row && { id: row.id, agentId: row.agent_id, voucherSerial: row.serial };
}
