// Migration 0015 (PIN order custody) on orders made before it: an order of several products
// becomes one order per product (each with its item, its vouchers, the shared attachment and the
// decision), a ready order gets its file name and its vouchers sold to its agent, and the stored
// batch files (PINs in plain text) are gone.
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../../server/db/database';
import { migrations } from '../../../server/db/migrations/index';
import type { Database } from '../../../server/db/schema';
import { ensureBrandingAndSettings } from '../../../server/demo/content';
import { createDemoStructure } from '../../../server/demo/structure';
import { createTestDatabase, testDatabaseSkipReason } from '../support/test-database';

const migrator = (db: Kysely<Database>) => new Migrator({ db, provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations } });

describe.skipIf(testDatabaseSkipReason)('migration 0015 on PIN orders made before it', () => {
  let database: PortalDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  it('splits an order of several products, sells a ready order\'s vouchers and drops the stored files', async () => {
    const db = database.db;
    const down = await migrator(db).migrateTo('0014_limit_history');
    expect(down.error).toBeUndefined();
    await ensureBrandingAndSettings(db);
    // Without the limit templates: today's template code writes columns of later migrations (0024).
    const demo = await createDemoStructure(db, new Date(Date.now() - 86_400_000), { limitTemplates: false });
    const agentId = demo.agentIds.get('MD0001')!;
    const userId = demo.userIds.get('MD0001/admin')!;
    const [aud20, aud50] = [demo.productIds.get('AUD20')!, demo.productIds.get('AUD50')!];
    // As the code before 0015 wrote it (raw SQL: schema.ts describes the database after it).
    const order = await sql<{ id: number }>`insert into pin_batch_orders (agent_id, user_id, status, comment, file_name, approved_by_user_id, approved_at)
      values (${agentId}, ${userId}, 'READY_FOR_DOWNLOAD', 'Two products', 'po.csv', ${userId}, now()) returning id`.execute(db);
    const orderId = order.rows[0]!.id;
    await sql`insert into pin_batch_order_items (order_id, product_id, qty, unit_value_minor, currency_code) values
      (${orderId}, ${aud20}, 2, 2000, 'AUD'), (${orderId}, ${aud50}, 1, 5000, 'AUD')`.execute(db);
    await sql`insert into pin_batch_order_documents (order_id, file_name, content_type, bytes) values (${orderId}, 'po.csv', 'text/csv', ${Buffer.from('a,b\n')})`.execute(db);
    await sql`insert into vouchers (pin_hash, pin_encrypted, product_id, status, pin_batch_order_id) values
      ('h1', '\\x00', ${aud20}, 'AVAILABLE', ${orderId}), ('h2', '\\x00', ${aud20}, 'AVAILABLE', ${orderId}), ('h3', '\\x00', ${aud50}, 'AVAILABLE', ${orderId})`.execute(db);
    await sql`insert into pin_batch_files (order_id, file_type, file_name, bytes) values (${orderId}, 'txt', 'x.txt', ${Buffer.from('1,1234\n')})`.execute(db);

    const up = await migrator(db).migrateToLatest();
    expect(up.error).toBeUndefined();
    const orders = await db.selectFrom('pin_batch_orders as o').innerJoin('pin_batch_order_items as i', 'i.order_id', 'o.id')
      .select(['o.id', 'o.order_ref', 'o.status', 'o.comment', 'o.file_name', 'o.document_id', 'o.approved_at', 'o.ready_at', 'i.product_id', 'i.qty']).orderBy('o.id').execute();
    expect(orders).toHaveLength(2);
    expect(orders.map((o) => [o.product_id, o.qty, o.status, o.comment])).toEqual([[aud20, 2, 'READY_FOR_DOWNLOAD', 'Two products'], [aud50, 1, 'READY_FOR_DOWNLOAD', 'Two products']]);
    expect(orders.map((o) => o.file_name)).toEqual(orders.map((o) => `${o.order_ref}.txt`));
    expect(orders[1]!.document_id).toBe(orders[0]!.document_id);
    expect(orders[1]!.ready_at).toEqual(orders[1]!.approved_at);
    const vouchers = await db.selectFrom('vouchers').select(['pin_batch_order_id', 'product_id', 'status', 'sold_by_agent_id']).where('pin_hash', 'in', ['h1', 'h2', 'h3']).orderBy('pin_hash').execute();
    expect(vouchers).toEqual([
      { pin_batch_order_id: orders[0]!.id, product_id: aud20, status: 'SOLD', sold_by_agent_id: agentId },
      { pin_batch_order_id: orders[0]!.id, product_id: aud20, status: 'SOLD', sold_by_agent_id: agentId },
      { pin_batch_order_id: orders[1]!.id, product_id: aud50, status: 'SOLD', sold_by_agent_id: agentId },
    ]);
    const files = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 'pin_batch_files'`.execute(db);
    expect(files.rows[0]!.n).toBe(0);
  });
});
