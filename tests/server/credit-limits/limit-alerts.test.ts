// Credit-limit alerts (#37) on the real server: warning thresholds saved with a limit (template,
// agent's copy; 80 and 100 by default; validated: 1-100, going up, each once; audited), a sale that
// brings an item to a threshold mails the administrators of the agent holding it once per
// threshold and window (not other users, not unconfirmed addresses), in the language of their
// last sign-in; concurrent sales on two instances mail once; a new window alerts afresh; the top
// bar's usage names the thresholds reached; scope as every limit change.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { ACL } from '../../../server/domain/acls';
import { demoTerminalKey } from '../../../server/demo/structure';
import { DEMO_PASSWORD } from '../../../server/demo/sign-ins';
import { limitAlertMail } from '../../../server/modules/credit-limits/limit-alert-mail';
import { reachedThresholds, type LimitAlertQueue } from '../../../server/modules/credit-limits/limit-alerts.service';
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { refusalOf } from '../support/requests';
import { testDatabaseSkipReason } from '../support/test-database';
import { waitFor } from '../support/wait-for';
import { limitTables, limitsWorld, templateBody, type Answer, type LimitsWorld } from './support';

const CREATE = '/api/v1/create-limit-template';
const EDIT = '/api/v1/edit-limit-template';
const EDIT_AGENT = '/api/v1/edit-agent-limit-item';
const DETAILS = (code: string) => `/api/v1/get-limit-template-details?templateCode=${code}`;
const AGENT_DETAILS = (code: string) => `/api/v1/get-agent-limit-details?agentCode=${code}`;
const ORDER = 'Warning thresholds must go up from one to the next, each percentage once (for example 80, 100).';
const invalid = (resultDescription: string, field?: string) => ({ status: 400, body: refusalOf(resultDescription, field) });

/** A COUNT limit of `limitValue` sales of a product, hourly. */
const countItem = (targetCode: string, limitValue: number, extra: object = {}) => ({
  limitItemId: 0, targetType: 'PRODUCT', targetCode, limitType: 'COUNT', limitValue, periodId: 1, periodValue: '1', ...extra,
});

describe('the alert mail and the thresholds reached', () => {
  it('counts a threshold reached exactly (8 of 10 is 80%), not before', () => {
    expect(reachedThresholds([80, 100], 7, 10)).toEqual([]);
    expect(reachedThresholds([80, 100], 8, 10)).toEqual([80]);
    expect(reachedThresholds([80, 100], 10, 10)).toEqual([80, 100]);
    expect(reachedThresholds([], 10, 10)).toEqual([]);
  });

  it('words the mail in the recipient\'s language, amounts in the limit\'s currency', () => {
    const facts = { agentCode: 'R00001', agentName: 'Circular Quay News', targetCode: 'AUD', limitType: 'VALUE' as const, currencyCode: 'AUD', threshold: 80, used: 80_000, limit: 100_000, periodStart: new Date('2031-03-01T00:00:00Z') };
    const en = limitAlertMail('en', facts);
    expect(en.subject).toBe('Credit limit alert: R00001 has used 80% of its AUD limit');
    expect(en.text).toContain('Circular Quay News (R00001) has reached 80% of its AUD credit limit: A$800.00 of A$1,000.00 used since 2031-03-01 00:00 (UTC).');
    const de = limitAlertMail('de', { ...facts, periodStart: null });
    expect(de.subject).toBe('Kreditlimit-Warnung: R00001 hat 80 % seines AUD-Limits verbraucht');
    expect(de.text).toMatch(/800,00\sAU\$ von 1\.000,00\sAU\$ bisher verbraucht\./);
  });
});

describe.skipIf(testDatabaseSkipReason)('credit-limit alerts', () => {
  let w: LimitsWorld;
  let admin: Record<string, string>;

  beforeAll(async () => {
    w = await limitsWorld();
    admin = await w.as('MD0001/admin');
  });
  afterAll(async () => w?.close());

  /** Expects the call refused as `expected` and every limit table as it was. */
  async function refusedUnchanged(call: () => Promise<Answer>, expected: { status: number; body: object }) {
    const before = await limitTables(w.t.db);
    expect(await call()).toEqual(expected);
    expect(await limitTables(w.t.db)).toEqual(before);
  }

  /** One sale through the terminal API (the handler passes the job queue). */
  async function terminalSale(agentCode: string, productCode: string, app = w.t.app) {
    const terminal = w.demo.terminals.find((t) => t.agentCode === agentCode)!;
    const answer = await app.inject({
      method: 'POST', url: '/api/v1/terminal/sale',
      headers: { 'x-terminal-key': demoTerminalKey(terminal.code), 'idempotency-key': randomUUID() },
      payload: { productCode },
    });
    return answer.json() as { resultCode: number };
  }

  const mailsTo = (address: string) =>
    w.t.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body']).where('to_address', '=', address).orderBy('id').execute();
  const crossingsOf = (agentCode: string) =>
    w.t.db.selectFrom('limit_alert_crossings').select(['threshold', 'recipients']).where('agent_id', '=', w.agentId(agentCode)).orderBy('threshold').execute();
  /** Waits until the mail queue has delivered every job it holds. */
  const mailQueueIdle = () =>
    waitFor('the mail queue to be done', async () => {
      const { rows } = await (await import('kysely')).sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'mail.send' and state in ('created', 'retry', 'active')`.execute(w.t.db);
      return rows[0]!.n === 0;
    });

  describe('thresholds set with the limit', () => {
    it('saves 80 and 100 when none are sent, answers them in the list, details and agent details, and keeps them on an edit that sends none', async () => {
      expect((await w.call(admin, 'POST', CREATE, templateBody('ALERT-DEF', ['R00002'], [countItem('GBP10', 50)]))).body.resultCode).toBe(0);
      const details = (await w.call(admin, 'GET', DETAILS('ALERT-DEF'))).body as unknown as { limitItems: { limitItemId: number; alertThresholds: number[] }[] };
      expect(details.limitItems[0]!.alertThresholds).toEqual([80, 100]);
      const agentItem = ((await w.call(admin, 'GET', AGENT_DETAILS('R00002'))).body.limitItems as { templateCode: string; alertThresholds: number[] }[]).find((i) => i.templateCode === 'ALERT-DEF');
      expect(agentItem!.alertThresholds).toEqual([80, 100]);
      // An edit with thresholds carries them to the copies; one without keeps them.
      await w.call(admin, 'PUT', EDIT, templateBody('ALERT-DEF', ['R00002'], [countItem('GBP10', 50, { limitItemId: details.limitItems[0]!.limitItemId, alertThresholds: [50, 75, 90] })]));
      await w.call(admin, 'PUT', EDIT, templateBody('ALERT-DEF', ['R00002'], [countItem('GBP10', 60, { limitItemId: details.limitItems[0]!.limitItemId })]));
      const again = ((await w.call(admin, 'GET', AGENT_DETAILS('R00002'))).body.limitItems as { templateCode: string; alertThresholds: number[]; limitValue: number }[]).find((i) => i.templateCode === 'ALERT-DEF');
      expect(again).toMatchObject({ alertThresholds: [50, 75, 90], limitValue: 60 });
    });

    it('sets an agent\'s own thresholds by hand (none turns alerts off) and audits the change before and after', async () => {
      const item = ((await w.call(admin, 'GET', AGENT_DETAILS('R00002'))).body.limitItems as { templateCode: string; limitItemId: number; limitValue: number; currentValue: number }[]).find((i) => i.templateCode === 'ALERT-DEF')!;
      const answer = await w.call(admin, 'PUT', EDIT_AGENT, { agentCode: 'R00002', limitItems: [{ limitItemId: item.limitItemId, limitValue: item.limitValue, currentValue: item.currentValue, alertThresholds: [] }] });
      expect(answer.body.resultCode).toBe(0);
      const after = ((await w.call(admin, 'GET', AGENT_DETAILS('R00002'))).body.limitItems as { limitItemId: number; alertThresholds: number[] }[]).find((i) => i.limitItemId === item.limitItemId);
      expect(after!.alertThresholds).toEqual([]);
      const audit = await w.t.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('action', '=', 'agentLimit.update').where('entity_id', '=', 'R00002').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(audit.before).toEqual([expect.objectContaining({ limitItemId: item.limitItemId, alert_thresholds: [50, 75, 90] })]);
      expect(audit.after).toEqual([expect.objectContaining({ limitItemId: item.limitItemId, alert_thresholds: [] })]);
      const templateAudit = await w.t.db.selectFrom('audit_log').select(['after']).where('action', '=', 'limitTemplate.update').where('entity_id', '=', 'ALERT-DEF').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect((templateAudit.after as { limitItems: object[] }).limitItems[0]).toMatchObject({ alertThresholds: [50, 75, 90] });
    });

    it('refuses thresholds out of 1-100, not going up or repeated (1001, under the field), and changes nothing', async () => {
      const create = (alertThresholds: unknown) => () => w.call(admin, 'POST', CREATE, templateBody('ALERT-BAD', ['R00002'], [countItem('GBP20', 10, { alertThresholds })]));
      await refusedUnchanged(create([100, 80]), invalid(ORDER, 'limitItems[0].alertThresholds'));
      await refusedUnchanged(create([80, 80]), invalid(ORDER, 'limitItems[0].alertThresholds'));
      await refusedUnchanged(create([0, 80]), invalid('Warning thresholds must be at least 1.', 'limitItems[0].alertThresholds[0]'));
      await refusedUnchanged(create([80, 101]), invalid('Warning thresholds must be at most 100.', 'limitItems[0].alertThresholds[1]'));
      await refusedUnchanged(create([80.5]), invalid('Warning thresholds has a value of the wrong kind.', 'limitItems[0].alertThresholds[0]'));
      const item = ((await w.call(admin, 'GET', AGENT_DETAILS('R00002'))).body.limitItems as { templateCode: string; limitItemId: number }[]).find((i) => i.templateCode === 'ALERT-DEF')!;
      await refusedUnchanged(() => w.call(admin, 'PUT', EDIT_AGENT, { agentCode: 'R00002', limitItems: [{ limitItemId: item.limitItemId, limitValue: 10, currentValue: 0, alertThresholds: [90, 50] }] }),
        invalid(ORDER, 'limitItems[0].alertThresholds'));
      // In the reader's language.
      const german = await w.t.app.inject({ method: 'POST', url: CREATE, headers: { ...admin, 'accept-language': 'de' }, payload: templateBody('ALERT-BAD', ['R00002'], [countItem('GBP20', 10, { alertThresholds: [90, 50] })]) });
      expect(german.json()).toEqual(refusalOf('Warnschwellen müssen von einem zum nächsten steigen, jeder Prozentsatz nur einmal (zum Beispiel 80, 100).', 'limitItems[0].alertThresholds'));
    });

    it('keeps thresholds within the structure: another branch\'s agent is outside (1005), its item not found (1004)', async () => {
      const sd2 = await w.userOf('SD0002', [ACL.LIMIT_TEMPLATE_R, ACL.LIMIT_TEMPLATE_W]);
      const item = ((await w.call(admin, 'GET', AGENT_DETAILS('R00002'))).body.limitItems as { templateCode: string; limitItemId: number }[]).find((i) => i.templateCode === 'ALERT-DEF')!;
      await refusedUnchanged(() => w.call(sd2.headers, 'PUT', EDIT_AGENT, { agentCode: 'R00002', limitItems: [{ limitItemId: item.limitItemId, limitValue: 10, currentValue: 0, alertThresholds: [10] }] }),
        { status: 403, body: { resultCode: 1005, resultDescription: 'This agent is outside your company structure.' } });
      await refusedUnchanged(() => w.call(sd2.headers, 'PUT', EDIT_AGENT, { agentCode: 'R00004', limitItems: [{ limitItemId: item.limitItemId, limitValue: 10, currentValue: 0, alertThresholds: [10] }] }),
        { status: 400, body: { resultCode: 1004, resultDescription: 'The limit item was not found.' } });
    });
  });

  describe('a sale reaching a threshold', () => {
    it('mails each administrator of the agent once per threshold, in the language of their sign-in; not other users or unconfirmed addresses; the top bar names the thresholds reached; 100% still refuses', async () => {
      // R00001's administrators: two with SCP.TTI.ADMIN.USER_W (one signs in in Japanese), a
      // user without it, and an administrator whose address is not confirmed.
      const first = await w.userOf('R00001', [ACL.USER_W]);
      const second = await w.userOf('R00001', [ACL.USER_W, ACL.USER_R]);
      const plain = await w.userOf('R00001', [ACL.USER_R]);
      const unconfirmed = await w.userOf('R00001', [ACL.USER_W]);
      await w.t.db.updateTable('users').set({ email_confirmed_at: null }).where('id', '=', unconfirmed.userId).execute();
      await w.t.db.updateTable('users').set({ password_hash: (await w.t.db.selectFrom('users').select('password_hash').where('id', '=', w.demo.userIds.get('MD0001/admin')!).executeTakeFirstOrThrow()).password_hash }).where('id', '=', second.userId).execute();
      const signIn = await w.t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'accept-language': 'ja-JP,ja;q=0.9' }, payload: { merchantId: 'R00001', username: second.login, password: DEMO_PASSWORD } });
      expect(signIn.json()).toMatchObject({ resultCode: 0 });
      expect((await w.t.db.selectFrom('users').select('language').where('id', '=', second.userId).executeTakeFirstOrThrow()).language).toBe('ja');

      expect((await w.call(admin, 'POST', CREATE, templateBody('ALERT-R1', ['R00001'], [countItem('CAD10', 10)]))).body.resultCode).toBe(0);
      for (let i = 0; i < 7; i += 1) expect((await terminalSale('R00001', 'CAD10')).resultCode).toBe(0);
      await mailQueueIdle();
      expect(await crossingsOf('R00001')).toEqual([]);
      expect(await mailsTo(`${first.login}@example.test`)).toEqual([]);

      // The 8th sale reaches 80%: one mail to each administrator.
      expect((await terminalSale('R00001', 'CAD10')).resultCode).toBe(0);
      const toFirst = await waitFor('the 80% mail', async () => { const m = await mailsTo(`${first.login}@example.test`); return m.length > 0 && m; });
      const toSecond = await waitFor('the Japanese 80% mail', async () => { const m = await mailsTo(`${second.login}@example.test`); return m.length > 0 && m; });
      expect(toFirst).toEqual([expect.objectContaining({ subject: 'Credit limit alert: R00001 has used 80% of its CAD10 limit' })]);
      expect(toFirst[0]!.text_body).toContain('Circular Quay News (R00001) has reached 80% of its CAD10 credit limit: 8 of 10 used since');
      expect(toSecond).toEqual([expect.objectContaining({ subject: '与信限度額の警告: R00001 が CAD10 の限度額の 80% を使用しました' })]);
      expect(await crossingsOf('R00001')).toEqual([{ threshold: 80, recipients: 2 }]);

      // The 9th: nothing new. The 10th reaches 100%: one more each. The 11th is refused, as before.
      expect((await terminalSale('R00001', 'CAD10')).resultCode).toBe(0);
      expect((await terminalSale('R00001', 'CAD10')).resultCode).toBe(0);
      expect((await terminalSale('R00001', 'CAD10')).resultCode).toBe(1010);
      await waitFor('the 100% mails', async () => (await mailsTo(`${second.login}@example.test`)).length === 2);
      await mailQueueIdle();
      expect((await mailsTo(`${first.login}@example.test`)).map((m) => m.subject)).toEqual([
        'Credit limit alert: R00001 has used 80% of its CAD10 limit',
        'Credit limit alert: R00001 has used 100% of its CAD10 limit',
      ]);
      expect(await mailsTo(`${plain.login}@example.test`)).toEqual([]);
      expect(await mailsTo(`${unconfirmed.login}@example.test`)).toEqual([]);
      expect(await crossingsOf('R00001')).toEqual([{ threshold: 80, recipients: 2 }, { threshold: 100, recipients: 2 }]);

      // The top bar of R00001's users: the item with its thresholds and those reached.
      const info = (await w.call(first.headers, 'GET', '/api/v1/agent-user-info')).body as unknown as { limitItems: { targetCode: string; currentValue: number; alertThresholds: number[]; crossedThresholds: number[] }[] };
      expect(info.limitItems.find((i) => i.targetCode === 'CAD10')).toEqual({ targetCode: 'CAD10', currentValue: 10, limitValue: 10, alertThresholds: [80, 100], crossedThresholds: [80, 100] });
    });

    it('mails once when concurrent sales on two instances reach the same threshold', async () => {
      const other = await buildApp({ db: w.t.db, jobStore: w.t.database, config: w.t.config });
      try {
        const adminOfR2 = await w.userOf('R00002', [ACL.USER_W]);
        expect((await w.call(admin, 'POST', CREATE, templateBody('ALERT-RACE', ['R00002'], [countItem('EUR10', 20, { alertThresholds: [50] })]))).body.resultCode).toBe(0);
        for (let i = 0; i < 8; i += 1) expect((await terminalSale('R00002', 'EUR10')).resultCode).toBe(0);
        // Sales 9 to 14 at once, half through each instance: the 10th reaches 50%, the rest pass it.
        const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => terminalSale('R00002', 'EUR10', i % 2 === 0 ? w.t.app : other)));
        expect(answers.map((a) => a.resultCode)).toEqual([0, 0, 0, 0, 0, 0]);
        await waitFor('the 50% mail', async () => (await mailsTo(`${adminOfR2.login}@example.test`)).length > 0);
        await mailQueueIdle();
        expect((await mailsTo(`${adminOfR2.login}@example.test`)).map((m) => m.subject)).toEqual(['Credit limit alert: R00002 has used 50% of its EUR10 limit']);
        expect(await w.t.db.selectFrom('limit_alert_crossings').select(['threshold', 'used_value']).where('agent_id', '=', w.agentId('R00002')).execute())
          .toEqual([{ threshold: 50, used_value: 10 }]);
      } finally {
        await other.close();
      }
    });

    it('alerts afresh in a new reset window, once in each', async () => {
      const enqueued: { name: string; to: string }[] = [];
      const queue = { enqueue: async (_db: unknown, name: string, data: { to: string }) => { enqueued.push({ name, to: data.to }); } } as unknown as LimitAlertQueue;
      const adminOfR3 = await w.userOf('R00003', [ACL.USER_W]);
      const mine = () => enqueued.filter((e) => e.to === `${adminOfR3.login}@example.test`);
      const windowStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3 * 3_600_000);
      const set = (await w.call(admin, 'POST', CREATE, templateBody('ALERT-HOURLY', ['R00003'], [countItem('EUR25', 4, { alertThresholds: [50] })])));
      expect(set.body.resultCode).toBe(0);
      const terminalId = w.demo.terminals.find((t) => t.agentCode === 'R00003')!.id;
      const sell = (at: Date) => sellVouchers(w.t.db, [{ terminalId, productCode: 'EUR25', at }], { alerts: queue });
      const minutesAfter = (n: number, hours = 0) => new Date(windowStart.getTime() + hours * 3_600_000 + n * 60_000);
      expect(await sell(minutesAfter(1))).toMatchObject({ ok: true });
      expect(await sell(minutesAfter(2))).toMatchObject({ ok: true }); // 2 of 4: 50%
      expect(await sell(minutesAfter(3))).toMatchObject({ ok: true });
      expect(mine()).toEqual([{ name: 'mail.send', to: `${adminOfR3.login}@example.test` }]);
      // The next hour counts from nothing: its second sale reaches 50% again.
      expect(await sell(minutesAfter(1, 1))).toMatchObject({ ok: true });
      expect(mine()).toHaveLength(1);
      expect(await sell(minutesAfter(2, 1))).toMatchObject({ ok: true });
      expect(mine()).toHaveLength(2);
      expect(await sell(minutesAfter(3, 1))).toMatchObject({ ok: true });
      expect(mine()).toHaveLength(2);
      const periods = await w.t.db.selectFrom('limit_alert_crossings').select(['period_start', 'threshold']).where('agent_id', '=', w.agentId('R00003')).orderBy('period_start').execute();
      expect(periods.map((p) => [new Date(p.period_start).toISOString(), p.threshold])).toEqual([
        [windowStart.toISOString(), 50], [new Date(windowStart.getTime() + 3_600_000).toISOString(), 50],
      ]);
      // The top bar reads only the current window's: nothing reached now.
      const info = (await w.call(adminOfR3.headers, 'GET', '/api/v1/agent-user-info')).body as unknown as { limitItems: { targetCode: string; crossedThresholds: number[] }[] };
      expect(info.limitItems.find((i) => i.targetCode === 'EUR25')!.crossedThresholds).toEqual([]);
    });
  });
});
