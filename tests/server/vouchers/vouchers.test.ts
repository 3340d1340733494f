// Product Validate / Product Redeem (issue #18) on the real server and database: GET
// /api/v1/voucher/validate/{pin} answers a sold, unredeemed, unrefunded voucher only; POST
// /api/v1/voucher/redeem redeems it exactly once under concurrency, writing the REDEEM row with
// its refId, the merchant's balance, the daily and monthly figures and the audit entry, pushing
// the dashboards' live update, and answering the receipt; every refusal with its code and the
// merchant's words; failed checks of PINs counted per user and per address, a burst locking the
// user (or the address) for 15 minutes; each failure audited, never with the PIN itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBrandingAndSettings } from '../../../server/demo/content';
import { createDemoStructure, type DemoStructure } from '../../../server/demo/structure';
import { ACL } from '../../../server/domain/acls';
import { createSession } from '../../../server/http/session';
import { refundSale, reverseSale } from '../../../server/modules/ledger/sale-reversals.service';
import { sellVouchers, type CompletedSale } from '../../../server/modules/terminal/sale.service';
import {
  PIN_FAILURES_PER_ADDRESS,
  PIN_FAILURES_PER_USER,
  PIN_LOCK_TEXT,
  clearPinLocks,
} from '../../../server/modules/vouchers/pin-attempts.service';
import { REDEEMER_TEXT, VOUCHER_TEXT } from '../../../server/modules/vouchers/vouchers.service';
import { createTestApp, type TestApp } from '../support/app';
import { createSignedInUser } from '../support/test-users';
import { testDatabaseKind, testDatabaseSkipReason } from '../support/test-database';
import { liveChannelOf } from '../live/support/stomp-client';
import { inEveryLanguage } from '../support/words';
import { english } from '../../../server/i18n/words';

const VALIDATE = (pin: string) => `/api/v1/voucher/validate/${pin}`;
const REDEEM = '/api/v1/voucher/redeem';
const UNKNOWN_PIN = '1000000000000000';
const today = () => new Date().toISOString().slice(0, 10);

interface Answer {
  status: number;
  body: Record<string, unknown> & { resultCode: number; resultDescription: string; field?: string };
}

describe('the refusals of vouchers', () => {
  it('read in every language', () => {
    const sentences = [...Object.values(VOUCHER_TEXT), ...Object.values(REDEEMER_TEXT), ...Object.values(PIN_LOCK_TEXT)];
    expect(sentences.filter((sentence) => !inEveryLanguage(sentence))).toEqual([]);
  });
});

describe.skipIf(testDatabaseSkipReason)('voucher validation and redemption', () => {
  let t: TestApp;
  let demo: DemoStructure;
  const headers = new Map<string, Record<string, string>>();
  const tokens = new Map<string, string>();
  const agentId = (code: string) => demo.agentIds.get(code)!;
  const userId = (login: string) => demo.userIds.get(login)!;
  const terminal = (agentCode: string) => demo.terminals.find((candidate) => candidate.agentCode === agentCode)!.id;
  /** Each test its own client address, so that one test's failures never lock another's. */
  let addresses = 0;
  const nextAddress = () => `10.18.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp({ notifications: true });
    await ensureBrandingAndSettings(t.db);
    demo = await createDemoStructure(t.db, new Date(Date.now() - 7 * 86_400_000));
    // M00001/payout: PREPAID merchant with REDEMPTION_R and _W; MD0001/admin: every merchant ACL
    // but a DISTRIBUTOR; R00001/cashier: REDEMPTION_R only; MD0001/viewer: neither.
    for (const user of ['M00001/payout', 'M00002/payout', 'MD0001/admin', 'R00001/cashier', 'MD0001/viewer']) {
      const token = await createSession(t.db, userId(user));
      tokens.set(user, token);
      headers.set(user, { authorization: `Bearer ${token}` });
    }
  });
  afterAll(async () => t?.close());

  async function sell(agentCode = 'R00001', productCode = 'AUD20'): Promise<CompletedSale> {
    const result = await sellVouchers(t.db, [{ terminalId: terminal(agentCode), productCode }]);
    if (!result.ok) throw new Error(result.resultDescription);
    return result.sales[0]!;
  }

  async function validate(user: string | Record<string, string>, pin: string, options: { ip?: string; language?: string } = {}): Promise<Answer> {
    const answer = await t.app.inject({
      method: 'GET',
      url: VALIDATE(pin),
      headers: { ...(typeof user === 'string' ? headers.get(user)! : user), ...(options.language ? { 'accept-language': options.language } : {}) },
      remoteAddress: options.ip ?? nextAddress(),
    });
    return { status: answer.statusCode, body: answer.json() };
  }

  async function redeem(user: string | Record<string, string>, pin: string, options: { ip?: string; language?: string } = {}): Promise<Answer> {
    const answer = await t.app.inject({
      method: 'POST',
      url: REDEEM,
      headers: { ...(typeof user === 'string' ? headers.get(user)! : user), ...(options.language ? { 'accept-language': options.language } : {}) },
      payload: { pin },
      remoteAddress: options.ip ?? nextAddress(),
    });
    return { status: answer.statusCode, body: answer.json() };
  }

  const balanceOf = async (agentCode: string, currency: string) =>
    Number((await t.db.selectFrom('agent_balances').select('balance_minor').where('agent_id', '=', agentId(agentCode)).where('currency_code', '=', currency).executeTakeFirst())?.balance_minor ?? 0);
  const dailyRedeems = async (agentCode: string, currency: string) => {
    const row = await t.db.selectFrom('agent_daily_stats').selectAll()
      .where('agent_id', '=', agentId(agentCode)).where('day', '=', today() as never).where('currency_code', '=', currency).where('tx_type', '=', 'REDEEM')
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), success: Number(row?.success_count ?? 0), value: Number(row?.value_minor ?? 0) };
  };
  const monthlyRedeems = async (agentCode: string, currency: string) => {
    const row = await t.db.selectFrom('agent_monthly_stats').selectAll()
      .where('agent_id', '=', agentId(agentCode)).where('month', '=', `${today().slice(0, 7)}-01` as never).where('currency_code', '=', currency).where('tx_type', '=', 'REDEEM')
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), success: Number(row?.success_count ?? 0), value: Number(row?.value_minor ?? 0) };
  };
  const auditsOf = (action: string, actorUserId: number) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('actor_user_id', '=', actorUserId).orderBy('id').execute();
  const redeemRowsOf = (voucherSerial: string) =>
    t.db.selectFrom('transactions as t').innerJoin('vouchers as v', 'v.id', 't.voucher_id').select(['t.ref_id', 't.agent_id', 't.user_id', 't.value_minor', 't.status'])
      .where('v.serial', '=', voucherSerial).where('t.tx_type', '=', 'REDEEM').execute();

  describe('validation', () => {
    it('answers pin, product, currency and redeemable value of a sold voucher, and changes nothing', async () => {
      const sale = await sell('R00001', 'AUD20');
      const answer = await validate('M00001/payout', sale.pin);
      expect(answer).toEqual({
        status: 200,
        body: { resultCode: 0, resultDescription: 'Success', pin: sale.pin, productName: 'Flex Voucher AUD 20', currencyCode: 'AUD', redeemableValue: 20 },
      });
      // A distributor and a validate-only retailer may validate too.
      expect((await validate('MD0001/admin', sale.pin)).body.resultCode).toBe(0);
      expect((await validate('R00001/cashier', sale.pin)).body.resultCode).toBe(0);
      const voucher = await t.db.selectFrom('vouchers').select('status').where('serial', '=', sale.voucherSerial).executeTakeFirstOrThrow();
      expect(voucher.status).toBe('SOLD');
    });

    it('answers the same with the PIN in the body (POST /api/v1/voucher/validate), refusals included', async () => {
      const sale = await sell('R00001', 'AUD20');
      const post = async (pin: string) => {
        const answer = await t.app.inject({ method: 'POST', url: '/api/v1/voucher/validate', headers: headers.get('M00001/payout')!, payload: { pin }, remoteAddress: nextAddress() });
        return { status: answer.statusCode, body: answer.json() };
      };
      expect(await post(sale.pin)).toEqual(await validate('M00001/payout', sale.pin));
      expect(await post(UNKNOWN_PIN)).toEqual({ status: 400, body: { resultCode: 1004, resultDescription: english(VOUCHER_TEXT.unknownPin) } });
      expect((await post('12ab')).body).toMatchObject({ resultCode: 1001, resultDescription: 'Voucher Pin must be a number', field: 'pin' });
      const viewer = await t.app.inject({ method: 'POST', url: '/api/v1/voucher/validate', headers: headers.get('MD0001/viewer')!, payload: { pin: sale.pin } });
      expect(viewer.json()).toMatchObject({ resultCode: 1003 });
    });

    it('refuses an unknown PIN (1004), and audits it without the PIN', async () => {
      const answer = await validate('R00001/cashier', UNKNOWN_PIN);
      expect(answer).toEqual({ status: 400, body: { resultCode: 1004, resultDescription: english(VOUCHER_TEXT.unknownPin) } });
      const [audit] = (await auditsOf('voucher.validate.refused', userId('R00001/cashier'))).slice(-1);
      expect(audit).toMatchObject({ entity: 'voucher', entity_id: null, result_code: 1004 });
      expect(audit!.ip).toMatch(/^10\.18\./);
      expect(audit!.after).toEqual({ pin: '************0000', reason: english(VOUCHER_TEXT.unknownPin), counted: true });
      expect(JSON.stringify(audit)).not.toContain(UNKNOWN_PIN);
    });

    it('refuses a PIN that is not digits (1001, the spec\'s words, in the request\'s language), before anything is counted', async () => {
      const before = (await auditsOf('voucher.validate.refused', userId('R00001/cashier'))).length;
      expect(await validate('R00001/cashier', '12ab34')).toEqual({
        status: 400,
        body: { resultCode: 1001, resultDescription: 'Voucher Pin must be a number', field: 'pin' },
      });
      expect((await validate('R00001/cashier', '1'.repeat(33))).body).toMatchObject({ resultCode: 1001, field: 'pin' });
      const german = await validate('R00001/cashier', 'x1', { language: 'de' });
      expect(german.body.resultCode).toBe(1001);
      expect(german.body.resultDescription).not.toBe('Voucher Pin must be a number');
      expect((await auditsOf('voucher.validate.refused', userId('R00001/cashier'))).length).toBe(before);
    });

    it('refuses a redeemed, a refunded and a reversed voucher (1009) in the merchant\'s words', async () => {
      const redeemed = await sell();
      expect((await redeem('M00001/payout', redeemed.pin)).status).toBe(200);
      expect(await validate('M00001/payout', redeemed.pin)).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: english(VOUCHER_TEXT.redeemed) } });

      const refunded = await sell();
      await refundSale(t.db, { transactionId: refunded.transactionId, voucherSerial: refunded.voucherSerial, comments: 'test', userId: null });
      expect(await validate('M00001/payout', refunded.pin)).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: english(VOUCHER_TEXT.refunded) } });
      const spanish = await validate('M00001/payout', refunded.pin, { language: 'es' });
      expect(spanish.body).toEqual({ resultCode: 1009, resultDescription: 'Este cupón se ha reembolsado y no se puede canjear.' });

      const reversed = await sell();
      await reverseSale(t.db, reversed.transactionId, 'terminal void');
      expect((await validate('M00001/payout', reversed.pin)).body).toEqual({ resultCode: 1009, resultDescription: english(VOUCHER_TEXT.reversed) });

      const audits = await auditsOf('voucher.validate.refused', userId('M00001/payout'));
      expect(audits.map((a) => a.entity_id)).toEqual(expect.arrayContaining([redeemed.voucherSerial, refunded.voucherSerial, reversed.voucherSerial]));
    });

    it('is refused without SCP.EVDS.PRODUCT.REDEMPTION_R, also to a user holding only _W (1003)', async () => {
      const sale = await sell();
      expect(await validate('MD0001/viewer', sale.pin)).toEqual({
        status: 403,
        body: { resultCode: 1003, resultDescription: 'You do not have SCP.EVDS.PRODUCT.REDEMPTION_R permission.' },
      });
      const redeemOnly = await createSignedInUser(t.db, { acls: [ACL.REDEMPTION_W] });
      expect((await validate(redeemOnly.headers, sale.pin)).body).toMatchObject({ resultCode: 1003 });
      expect((await t.app.inject({ method: 'GET', url: VALIDATE(sale.pin) })).json()).toMatchObject({ resultCode: 4001 });
    });
  });

  describe('redemption', () => {
    it('redeems for the user\'s merchant: receipt, REDEEM row with its refId, sale marked, balance, daily and monthly figures, audit', async () => {
      const sale = await sell('R00001', 'AUD50');
      const before = { balance: await balanceOf('M00001', 'AUD'), daily: await dailyRedeems('M00001', 'AUD'), monthly: await monthlyRedeems('M00001', 'AUD') };
      const startedAt = Date.now();
      const answer = await redeem('M00001/payout', sale.pin);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        resultCode: 0,
        resultDescription: 'Success',
        refId: expect.stringMatching(/^\d+$/),
        productName: 'Flex Voucher AUD 50',
        productCode: 'AUD50',
        voucherSerial: sale.voucherSerial,
        redeemedValue: 50,
        currencyCode: 'AUD',
        status: 'SUCCESS',
        redeemedDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        merchantCode: 'M00001',
        merchantName: 'Redeem Cash Express',
      });
      const redeemedAt = new Date(`${String(answer.body.redeemedDate).replace(' ', 'T')}Z`).getTime();
      expect(redeemedAt).toBeGreaterThanOrEqual(Math.floor(startedAt / 1000) * 1000);

      const rows = await redeemRowsOf(sale.voucherSerial);
      expect(rows).toEqual([{ ref_id: answer.body.refId, agent_id: agentId('M00001'), user_id: userId('M00001/payout'), value_minor: 5000, status: 'SUCCESS' }]);
      const saleRow = await t.db.selectFrom('transactions').selectAll().where('id', '=', sale.transactionId).executeTakeFirstOrThrow();
      expect(saleRow.redeemed_at_agent_id).toBe(agentId('M00001'));
      const voucher = await t.db.selectFrom('vouchers').selectAll().where('serial', '=', sale.voucherSerial).executeTakeFirstOrThrow();
      expect(voucher).toMatchObject({ status: 'REDEEMED', redeemed_by_agent_id: agentId('M00001'), redeemed_by_user_id: userId('M00001/payout') });

      // The merchant's balance: what it owes the provider falls by the face value (the provider owes it).
      expect(await balanceOf('M00001', 'AUD')).toBe(before.balance - 5000);
      expect(await dailyRedeems('M00001', 'AUD')).toEqual({ count: before.daily.count + 1, success: before.daily.success + 1, value: before.daily.value + 5000 });
      expect(await monthlyRedeems('M00001', 'AUD')).toEqual({ count: before.monthly.count + 1, success: before.monthly.success + 1, value: before.monthly.value + 5000 });

      const [audit] = (await auditsOf('voucher.redeem', userId('M00001/payout'))).slice(-1);
      expect(audit).toMatchObject({ entity: 'voucher', entity_id: sale.voucherSerial, result_code: 0 });
      expect(audit!.after).toMatchObject({ status: 'REDEEMED', refId: answer.body.refId, pin: `************${sale.pin.slice(-4)}` });

      // The dashboards read the figures: today's value per currency of the merchant.
      const daily = await t.app.inject({ method: 'GET', url: '/api/v1/daily-stats', headers: headers.get('M00001/payout')! });
      expect((daily.json() as { data: { currencyCode: string; total: number }[] }).data).toContainEqual({ currencyCode: 'AUD', total: (before.daily.value + 5000) / 100 });
    });

    it('refuses a voucher redeemed already and a refunded one (1009), and counts neither against the limits', async () => {
      const sale = await sell();
      const ip = nextAddress();
      expect((await redeem('M00002/payout', sale.pin, { ip })).status).toBe(200);
      expect(await redeem('M00002/payout', sale.pin, { ip })).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: english(VOUCHER_TEXT.redeemed) } });
      const refunded = await sell();
      await refundSale(t.db, { transactionId: refunded.transactionId, voucherSerial: refunded.voucherSerial, comments: 'test', userId: null });
      expect(await redeem('M00002/payout', refunded.pin, { ip })).toEqual({ status: 400, body: { resultCode: 1009, resultDescription: english(VOUCHER_TEXT.refunded) } });
      expect(await redeemRowsOf(refunded.voucherSerial)).toEqual([]);
      const audits = await auditsOf('voucher.redeem.refused', userId('M00002/payout'));
      expect(audits.slice(-2).map((a) => [a.entity_id, a.result_code, (a.after as { counted: boolean }).counted])).toEqual([
        [sale.voucherSerial, 1009, false],
        [refunded.voucherSerial, 1009, false],
      ]);
    });

    it('refuses an unknown PIN (1004) and a PIN that is not digits (1001)', async () => {
      expect(await redeem('M00002/payout', UNKNOWN_PIN)).toEqual({ status: 400, body: { resultCode: 1004, resultDescription: english(VOUCHER_TEXT.unknownPin) } });
      expect(await redeem('M00002/payout', '12-34')).toEqual({ status: 400, body: { resultCode: 1001, resultDescription: 'Voucher Pin must be a number', field: 'pin' } });
      const [audit] = (await auditsOf('voucher.redeem.refused', userId('M00002/payout'))).slice(-1);
      expect(audit).toMatchObject({ result_code: 1004, entity_id: null });
      expect((audit!.after as { counted: boolean }).counted).toBe(true);
    });

    it('refuses the excluded agent type (DISTRIBUTOR) even with SCP.EVDS.PRODUCT.REDEMPTION_W (1003), changing nothing', async () => {
      const sale = await sell();
      const answer = await redeem('MD0001/admin', sale.pin, { language: 'fr' });
      expect(answer).toEqual({ status: 403, body: { resultCode: 1003, resultDescription: 'Votre type de compte peut vérifier des bons, mais pas les utiliser.' } });
      expect((await redeem('MD0001/admin', sale.pin)).body.resultDescription).toBe(english(REDEEMER_TEXT.excludedAgentType));
      expect(await redeemRowsOf(sale.voucherSerial)).toEqual([]);
      expect((await t.db.selectFrom('vouchers').select('status').where('serial', '=', sale.voucherSerial).executeTakeFirstOrThrow()).status).toBe('SOLD');
      expect((await auditsOf('voucher.redeem.refused', userId('MD0001/admin'))).length).toBeGreaterThanOrEqual(2);
    });

    it('is refused without SCP.EVDS.PRODUCT.REDEMPTION_W, also to a user holding only _R (1003)', async () => {
      const sale = await sell();
      expect(await redeem('R00001/cashier', sale.pin)).toEqual({
        status: 403,
        body: { resultCode: 1003, resultDescription: 'You do not have SCP.EVDS.PRODUCT.REDEMPTION_W permission.' },
      });
      expect((await redeem('MD0001/viewer', sale.pin)).body).toMatchObject({ resultCode: 1003 });
      expect((await t.app.inject({ method: 'POST', url: REDEEM, payload: { pin: sale.pin } })).json()).toMatchObject({ resultCode: 4001 });
      expect(await redeemRowsOf(sale.voucherSerial)).toEqual([]);
    });

    it(`redeems a PIN exactly once when 25 requests race, crediting the balance once${testDatabaseKind === 'pglite' ? ' (PGlite serialises)' : ''}`, async () => {
      const sale = await sell('R00001', 'AUD10');
      const before = { balance: await balanceOf('M00001', 'AUD'), daily: await dailyRedeems('M00001', 'AUD') };
      const answers = await Promise.all(Array.from({ length: 25 }, () => redeem('M00001/payout', sale.pin)));
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.status !== 200).map((a) => a.body)).toEqual(Array(24).fill({ resultCode: 1009, resultDescription: english(VOUCHER_TEXT.redeemed) }));
      expect(await redeemRowsOf(sale.voucherSerial)).toHaveLength(1);
      expect(await balanceOf('M00001', 'AUD')).toBe(before.balance - 1000);
      expect(await dailyRedeems('M00001', 'AUD')).toMatchObject({ success: before.daily.success + 1, value: before.daily.value + 1000 });
      // The race's losers are not wrong PINs: the user is not locked.
      expect((await validate('M00001/payout', (await sell()).pin)).body.resultCode).toBe(0);
    });

    describe('the live channel', () => {
      const live = liveChannelOf(() => t.app);

      it('pushes the merchant\'s dashboard again after a redemption, as after a sale', async () => {
        const client = live.connect('payout', tokens.get('M00001/payout')!);
        await client.connected;
        const destination = '/transactions/payout/dashboard';
        const first = client.nextMessage(destination);
        client.client.publish({
          destination: '/app/transaction/payout/dashboard',
          body: JSON.stringify({ pageSize: 10, pageIndex: 1, includeSubAgent: false, orderType: 'DESC' }),
          headers: { 'request-id': 'first' },
        });
        expect((await first).headers['request-id']).toBe('first');
        // Pushes of earlier tests' postings may still be on their way: let it go quiet first.
        while (await client.nextMessage(destination, 500).catch(() => null));
        const sale = await sell();
        const answer = await redeem('M00001/payout', sale.pin);
        expect(answer.status).toBe(200);
        let rows: { refId: string; txType: string }[];
        do {
          const message = await client.nextMessage(destination);
          expect(message.headers['request-id']).toBeUndefined();
          rows = (JSON.parse(message.body) as { data: { refId: string; txType: string }[] }).data;
        } while (rows[0]?.refId !== answer.body.refId);
        expect(rows[0]!.txType).toBe('REDEEM');
      });
    });
  });

  describe('failed PINs', () => {
    it(`lock validation and redemption for the user after ${PIN_FAILURES_PER_USER} failures, on every address, and not for another user`, async () => {
      const user = await createSignedInUser(t.db, { acls: [ACL.REDEMPTION_R] });
      const other = await createSignedInUser(t.db, { acls: [ACL.REDEMPTION_R] });
      const sale = await sell();
      const ip = nextAddress();
      for (let i = 0; i < PIN_FAILURES_PER_USER; i++) {
        expect((await validate(user.headers, String(2_000_000_000_000_000 + i), { ip })).body.resultCode).toBe(1004);
      }
      // Locked: even a good PIN, from another address too, in the user's language.
      expect(await validate(user.headers, sale.pin, { ip })).toEqual({ status: 403, body: { resultCode: 1429, resultDescription: english(PIN_LOCK_TEXT.user) } });
      expect((await validate(user.headers, sale.pin)).body).toEqual({ resultCode: 1429, resultDescription: english(PIN_LOCK_TEXT.user) });
      expect((await validate(user.headers, sale.pin, { language: 'ja' })).body.resultDescription).toBe(
        '誤ったバウチャー PIN が多すぎます。バウチャーの検証は 15 分間ロックされています。しばらくしてからもう一度お試しください。',
      );
      // Another user, on the same address (below the address's limit), is not locked.
      expect((await validate(other.headers, sale.pin, { ip })).body.resultCode).toBe(0);
      // The lock is audited once, with the user; refusals while locked are not counted again.
      const locks = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'voucher.pin.locked').where('actor_user_id', '=', user.userId).execute();
      expect(locks).toHaveLength(1);
      expect(locks[0]).toMatchObject({ entity: 'user', entity_id: String(user.userId), result_code: 1429 });
      expect(locks[0]!.after).toMatchObject({ failures: PIN_FAILURES_PER_USER, windowMinutes: 15, lockedMinutes: 15 });
      expect(await auditsOf('voucher.validate.refused', user.userId)).toHaveLength(PIN_FAILURES_PER_USER);

      // The lock ends after 15 minutes (here: its row made older), and counting starts afresh.
      await t.db.updateTable('rate_limit_counters').set({ window_start: new Date(Date.now() - 16 * 60_000) })
        .where('key', '=', `voucher-pin:lock:user:${user.userId}`).execute();
      expect((await validate(user.headers, sale.pin, { ip })).body.resultCode).toBe(0);
      expect((await validate(user.headers, UNKNOWN_PIN, { ip })).body.resultCode).toBe(1004);
      expect((await validate(user.headers, sale.pin, { ip })).body.resultCode).toBe(0);
    });

    it('lock redemption too, where failed redemptions of unknown PINs count as failures', async () => {
      const ip = nextAddress();
      const payout = userId('M00002/payout');
      await clearPinLocks(t.db, { userId: payout });
      try {
        for (let i = 0; i < PIN_FAILURES_PER_USER; i++) {
          const answer = await (i % 2 ? redeem : validate)('M00002/payout', String(3_000_000_000_000_000 + i), { ip });
          expect(answer.body.resultCode).toBe(1004);
        }
        const sale = await sell();
        expect((await redeem('M00002/payout', sale.pin)).body).toEqual({ resultCode: 1429, resultDescription: english(PIN_LOCK_TEXT.user) });
        expect(await redeemRowsOf(sale.voucherSerial)).toEqual([]);
      } finally {
        await clearPinLocks(t.db, { userId: payout });
      }
    });

    it(`lock an address after ${PIN_FAILURES_PER_ADDRESS} failures of several users, for every user there and nowhere else`, async () => {
      const ip = nextAddress();
      const users = await Promise.all(Array.from({ length: 4 }, () => createSignedInUser(t.db, { acls: [ACL.REDEMPTION_R] })));
      for (let i = 0; i < PIN_FAILURES_PER_ADDRESS; i++) {
        // Each user fails fewer times than its own limit.
        const answer = await validate(users[i % users.length]!.headers, String(4_000_000_000_000_000 + i), { ip });
        expect(answer.body.resultCode).toBe(1004);
      }
      const sale = await sell();
      const newcomer = await createSignedInUser(t.db, { acls: [ACL.REDEMPTION_R] });
      expect(await validate(newcomer.headers, sale.pin, { ip })).toEqual({ status: 403, body: { resultCode: 1429, resultDescription: english(PIN_LOCK_TEXT.address) } });
      // The same users elsewhere are not locked (each below its own limit).
      expect((await validate(users[0]!.headers, sale.pin)).body.resultCode).toBe(0);
      const lock = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'voucher.pin.locked').where('entity', '=', 'address').where('entity_id', '=', ip).execute();
      expect(lock).toHaveLength(1);
    });
  });
});
