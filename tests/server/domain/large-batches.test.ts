// Multi-row inserts above PostgreSQL's 65,535 bind parameters: a sale batch of 5,000 (the
// transactions insert needed more than 4,681 rows' worth of parameters) and a voucher stock of
// 11,000 (more than 10,922 rows) go through in chunks, on both databases.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../../server/db/database';
import type { DemoStructure } from '../../../server/demo/structure';
import { MAX_BIND_PARAMETERS, insertChunks } from '../../../server/db/chunked-insert';
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { createVoucherStock, readVoucherStock } from '../../../server/modules/vouchers/voucher-stock';
import { pinKeys } from '../../../server/modules/vouchers/pin-codes';
import { OPEN_TIMEOUT_MS, openDomainDatabase, resetDomainTables } from './domain-database';
import { demoStructure, terminalOf } from './fixtures';

describe('insertChunks', () => {
  it('keeps every statement under the bind-parameter limit, in order', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ a: i, b: i, c: i, d: i, e: i, f: i, g: i }));
    const chunks = insertChunks(rows);
    expect(chunks.every((chunk) => chunk.length * 7 <= MAX_BIND_PARAMETERS)).toBe(true);
    expect(chunks.flat().map((row) => row.a)).toEqual(rows.map((row) => row.a));
    expect(insertChunks([])).toEqual([]);
  });
});

describe('large batches on the database', () => {
  let portal: PortalDatabase;
  let structure: DemoStructure;
  beforeAll(async () => {
    portal = await openDomainDatabase();
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => portal?.close());
  beforeEach(async () => {
    await resetDomainTables(portal.db);
    structure = await demoStructure(portal.db);
  });

  it('sells a batch of 5,000 vouchers in one transaction', async () => {
    const terminalId = terminalOf(structure, 'R00003');
    const result = await sellVouchers(portal.db, Array.from({ length: 5_000 }, () => ({ terminalId, productCode: 'CAD10' })));
    expect(result.ok).toBe(true);
    const sold = await portal.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).where('tx_type', '=', 'SALE').executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(5_000);
    expect(new Set(result.ok ? result.sales.map((s) => s.refId) : []).size).toBe(5_000);
  }, 120_000);

  it('creates a stock of 11,000 vouchers for a PIN order', async () => {
    const db = portal.db;
    const agentId = structure.agentIds.get('MD0001')!;
    const userId = structure.userIds.get('MD0001/admin')!;
    const product = await db.selectFrom('products').select('id').where('code', '=', 'CAD10').executeTakeFirstOrThrow();
    const order = await db.insertInto('pin_batch_orders').values({ agent_id: agentId, user_id: userId }).returning('id').executeTakeFirstOrThrow();
    const keys = pinKeys();
    const stock = await db.transaction().execute((trx) =>
      createVoucherStock(trx, keys, { orderId: order.id, productId: product.id, agentId, quantity: 11_000, at: new Date() }),
    );
    expect(stock).toBe(11_000);
    const vouchers = await readVoucherStock(db, keys, order.id);
    expect(new Set(vouchers.map((v) => v.serial)).size).toBe(11_000);
    expect(new Set(vouchers.map((v) => v.pin)).size).toBe(11_000);
    const stored = await db.selectFrom('vouchers').select((eb) => eb.fn.countAll().as('n')).where('pin_batch_order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(11_000);
  }, 120_000);
});
