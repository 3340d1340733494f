// The demo data of ../shared/design/decisions.md: the sign-ins with their ACLs and flags, six
// months of transactions in every status, and the content the screens expect. Seeded at a tenth of
// the demo's sales (the same six months; the full 100,000 took minutes of the suite on a busy
// machine, and the size is one constant), on PostgreSQL only (TEST_DB=postgres).
import { verify } from '@node-rs/argon2';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../../server/db/database';
import { DEMO_SIZE, DEMO_TOTP_SECRET, demoSignIns, ensureDemoData } from '../../../server/demo/index';
import { ACL, ALL_ACLS, MERCHANT_ACLS } from '../../../server/domain/acls';
import { findUserById } from '../../../server/modules/auth/sign-in-users.repository';
import { onPostgres, openDomainDatabase } from './domain-database';

let portal: PortalDatabase;
/** Seconds on an idle machine; a minute or more on a shared, busy one. */
const DEMO_SEED_TIMEOUT_MS = 600_000;
const SEEDED = { days: DEMO_SIZE.days, targetSales: DEMO_SIZE.targetSales / 10 };

async function userOf(merchantId: string, username: string) {
  const user = await portal.db
    .selectFrom('users as u')
    .innerJoin('agents as a', 'a.id', 'u.agent_id')
    .selectAll('u')
    .select(['a.is_enable_payout', 'a.type as agent_type'])
    .where('a.code', '=', merchantId)
    .where('u.login', '=', username)
    .executeTakeFirstOrThrow();
  const acls = await portal.db.selectFrom('user_acls').select('acl').where('user_id', '=', user.id).execute();
  return { ...user, acls: acls.map((a) => a.acl).sort() };
}

describe.skipIf(!onPostgres)('demo data', () => {
  beforeAll(async () => {
    portal = await openDomainDatabase();
    const { created, transactions } = await ensureDemoData(portal.db, { ...SEEDED, log: () => undefined });
    expect(created).toBe(true);
    await transactions;
  }, DEMO_SEED_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  it('has every sign-in of decisions.md, all with the demo password', async () => {
    expect(demoSignIns.map((s) => `${s.merchantId}/${s.username}`)).toEqual([
      'PROVIDER/support', 'MD0001/admin', 'MD0001/viewer', 'SD0001/manager', 'R00001/cashier', 'M00001/payout',
      'MD0001/totp', 'MD0001/newuser', 'MD0001/noemail',
    ]);
    for (const signIn of demoSignIns) {
      const user = await userOf(signIn.merchantId, signIn.username);
      expect(user.status_id).toBe('1');
      expect(await verify(user.password_hash, signIn.password)).toBe(true);
    }
    expect((await userOf('MD0001', 'admin')).password_hash).toMatch(/^\$argon2id\$/);
  });

  it('gives each sign-in what decisions.md says it shows', async () => {
    const support = await userOf('PROVIDER', 'support');
    expect(support.acls).toEqual([...ALL_ACLS].sort());
    const admin = await userOf('MD0001', 'admin');
    expect(admin.acls).toEqual([...MERCHANT_ACLS].sort());
    expect(admin.acls).not.toContain(ACL.SUPPORT_IMPERSONATE);
    expect((await userOf('MD0001', 'viewer')).acls).toEqual([]);
    expect((await userOf('SD0001', 'manager')).acls).toContain(ACL.USER_R);
    const cashier = await userOf('R00001', 'cashier');
    expect(cashier.acls).toEqual([ACL.REDEMPTION_R]);
    expect(cashier).toMatchObject({ validate_pin_permission: true, redeem_voucher_permission: false });
    const payout = await userOf('M00001', 'payout');
    expect(payout.acls).toEqual(expect.arrayContaining([ACL.PAYOUT_R, ACL.REDEMPTION_W]));
    expect(payout).toMatchObject({ is_enable_payout: true, redeem_voucher_permission: true, agent_type: 'PREPAID' });
    const totp = await userOf('MD0001', 'totp');
    // Enabled and confirmed: sign-in asks for its code (997), never shows its secret.
    expect(totp).toMatchObject({ totp_enabled: true, totp_last_used_step: 0 });
    expect((await findUserById(portal.db, totp.id))?.totpSecret).toBe(DEMO_TOTP_SECRET);
    expect(await generate({ secret: DEMO_TOTP_SECRET })).toMatch(/^\d{6}$/);
    expect(await userOf('MD0001', 'newuser')).toMatchObject({ must_change_password: true });
    expect(await userOf('MD0001', 'noemail')).toMatchObject({ email: null, email_confirmed_at: null });
    expect((await userOf('MD0001', 'admin')).email_confirmed_at).toBeInstanceOf(Date);
  });

  it('has the sales asked for over six months (100,000 by default), in every type and status', async () => {
    expect(DEMO_SIZE).toEqual({ days: 183, targetSales: 100_000 });
    const rows = await portal.db
      .selectFrom('transactions')
      .select(['tx_type', 'status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('created_at').as('first')])
      .groupBy(['tx_type', 'status'])
      .execute();
    const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
    expect(total).toBeGreaterThanOrEqual(SEEDED.targetSales);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['SUCCESS', 'FAILED', 'PENDING', 'REVERSED', 'REFUNDED']));
    expect(new Set(rows.map((r) => r.tx_type))).toEqual(new Set(['SALE', 'REDEEM', 'REFUND', 'PAYOUT']));
    const first = Math.min(...rows.map((r) => new Date(r.first as Date).getTime()));
    expect(Date.now() - first).toBeGreaterThan(170 * 86_400_000);
  });

  it('keeps the aggregates in step with the ledger', async () => {
    const ledger = await portal.db
      .selectFrom('transactions')
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('value_minor').as('v')])
      .where('tx_type', '=', 'SALE')
      .where('status', '=', 'SUCCESS')
      .executeTakeFirstOrThrow();
    const stats = await portal.db
      .selectFrom('agent_daily_stats')
      .select([(eb) => eb.fn.sum<number>('success_count').as('n'), (eb) => eb.fn.sum<number>('value_minor').as('v')])
      .where('tx_type', '=', 'SALE')
      .executeTakeFirstOrThrow();
    // Refunded sales stay counted as successful on their day (a REFUND row records the return).
    const refunded = await portal.db
      .selectFrom('transactions')
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('value_minor').as('v')])
      .where('tx_type', '=', 'SALE')
      .where('status', '=', 'REFUNDED')
      .executeTakeFirstOrThrow();
    expect(Number(stats.n)).toBe(Number(ledger.n) + Number(refunded.n));
    expect(Number(stats.v)).toBe(Number(ledger.v) + Number(refunded.v));
  });

  it('has limits in use, PIN orders in each status, notices, settings and branding', async () => {
    const limits = await portal.db.selectFrom('agent_limit_items').select(['current_value', 'limit_value']).execute();
    expect(limits.some((l) => l.current_value > 0)).toBe(true);
    expect(limits.every((l) => l.current_value <= l.limit_value)).toBe(true);
    const orders = await portal.db.selectFrom('pin_batch_orders').select('status').distinct().execute();
    expect(orders.map((o) => o.status).sort()).toEqual(['DELETED', 'READY_FOR_DOWNLOAD', 'REJECTED', 'WAITING_FOR_APPROVAL']);
    // Ready orders have their vouchers, sold to the ordering agent; one was downloaded; MD0001 has its demo OpenPGP key.
    const ready = await portal.db.selectFrom('pin_batch_orders as o').innerJoin('vouchers as v', 'v.pin_batch_order_id', 'o.id').select('v.status').distinct()
      .where('o.status', '=', 'READY_FOR_DOWNLOAD').execute();
    expect(ready.map((v) => v.status)).toEqual(['SOLD']);
    expect(await portal.db.selectFrom('pin_batch_order_downloads').select('format').execute()).toEqual([{ format: 'pgp' }, { format: 'pgp' }]);
    expect(await portal.db.selectFrom('agent_pgp_keys').select('fingerprint').execute()).toHaveLength(1);
    const notices = await portal.db.selectFrom('documents').select('content_type').where('location', '=', 'company-details').where('active', '=', 'T').execute();
    expect(notices.length).toBeLessThanOrEqual(4);
    expect(new Set(notices.map((n) => n.content_type))).toEqual(new Set(['HTML', 'FILE']));
    const settings = await portal.db.selectFrom('settings').selectAll().where('key', 'in', ['transactionSearchRangeInMonths', 'exportLimit']).execute();
    expect(Object.fromEntries(settings.map((s) => [s.key, s.value]))).toEqual({ transactionSearchRangeInMonths: 6, exportLimit: 1000 });
    expect(await portal.db.selectFrom('branding').select('portal_name').where('domain', 'is', null).executeTakeFirst()).toEqual({ portal_name: 'Merchant Portal' });
    expect(await portal.db.selectFrom('settlement_files').select('id').limit(1).execute()).toHaveLength(1);
  });

  it('is created once', async () => {
    expect((await ensureDemoData(portal.db, { log: () => undefined })).created).toBe(false);
  });
});
