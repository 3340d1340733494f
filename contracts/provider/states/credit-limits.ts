// Provider states of Credit Limits (contracts/consumer/credit-limits.pact.test.ts). The demo
// company has four templates owned by MD0001 (RETAIL-STD on R00001-R00003, RETAIL-NZ, SUBDIV-CAP,
// HOLIDAY-2026); the states below make or remove the pact's own templates through the module's
// service, so that every interaction finds what it expects whatever ran before it on the same
// database (the verification shares one).
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { createLimitTemplate, editAgentLimitItems } from '../../../server/modules/credit-limits/credit-limits.service';
import { resolveSession } from '../../../server/http/session';
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { tokens } from '../../parties';
import { demoCompany, demoUserSignedIn, type StateContext, type StateSetUp } from './context';

/** The template codes the pact's interactions create, edit and delete. */
export const PACT_TEMPLATES = { created: 'PACT-NEW', edited: 'PACT-EDIT', deleted: 'PACT-DELETE', kinds: 'PACT-KINDS', alerted: 'PACT-ALERT' } as const;

type TemplateItems = Parameters<typeof createLimitTemplate>[1]['items'];
const AUD_DAILY: TemplateItems = [{ targetType: 'CURRENCY', targetCode: 'AUD', limitType: 'VALUE', limitValue: 100_000, periodId: 2, periodValue: '00:00' }];
/** A VALUE limit on a product (its amounts in the product's currency) and a COUNT limit (no currency). */
const VALUE_AND_COUNT: TemplateItems = [
  { targetType: 'PRODUCT', targetCode: 'USD50', limitType: 'VALUE', limitValue: 500_000, periodId: 4, periodValue: '1' },
  { targetType: 'PRODUCT', targetCode: 'AUD20', limitType: 'COUNT', limitValue: 40, periodId: 3, periodValue: '2' },
];

const removeTemplate = (db: Kysely<Database>, code: string) => db.deleteFrom('limit_templates').where('code', '=', code).execute();

/** The template `code`, owned by MD0001 and assigned to R00002, made afresh. */
function withTemplateOfMd0001(code: string, items = AUD_DAILY): StateSetUp {
  return async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    const demo = await demoCompany(db, context);
    await removeTemplate(db, code);
    await createLimitTemplate(db, {
      code,
      name: `Pact ${code}`,
      ownerAgentId: demo.agentIds.get('MD0001')!,
      agentIds: [demo.agentIds.get('R00002')!],
      items,
    });
  };
}

/** The id of R00001's own copy of RETAIL-STD's AUD item (what edit-agent-limit-item names). */
async function r00001AudItem(db: Kysely<Database>, context: StateContext): Promise<{ limitItemId: number }> {
  const demo = await demoCompany(db, context);
  const item = await db
    .selectFrom('agent_limit_items as a')
    .innerJoin('limit_template_items as i', 'i.id', 'a.template_item_id')
    .innerJoin('limit_templates as t', 't.id', 'i.template_id')
    .select('a.id')
    .where('t.code', '=', 'RETAIL-STD')
    .where('a.agent_id', '=', demo.agentIds.get('R00001')!)
    .where('a.target_code', '=', 'AUD')
    .executeTakeFirstOrThrow();
  return { limitItemId: item.id };
}

export const creditLimitsStates: Record<string, StateSetUp> = {
  // A COUNT limit of 10 CAD10 sales a day on R00001 (thresholds 80 and 100), made afresh, and 8
  // sales: the 80% threshold reached this period (recorded; the state mails nobody).
  'R00001 has reached the 80% warning threshold of its CAD10 limit this period and R00001 cashier is signed in': async (db, context) => {
    await demoUserSignedIn('R00001/cashier', tokens.demoCashier)(db, context);
    const demo = await demoCompany(db, context);
    await removeTemplate(db, PACT_TEMPLATES.alerted);
    await createLimitTemplate(db, {
      code: PACT_TEMPLATES.alerted,
      name: 'Pact warning thresholds',
      ownerAgentId: demo.agentIds.get('MD0001')!,
      agentIds: [demo.agentIds.get('R00001')!],
      items: [{ targetType: 'PRODUCT', targetCode: 'CAD10', limitType: 'COUNT', limitValue: 10, periodId: 2, periodValue: '00:00', alertThresholds: [80, 100] }],
    });
    const terminal = demo.terminals.find((t) => t.agentCode === 'R00001')!;
    const sale = await sellVouchers(db, Array.from({ length: 8 }, () => ({ terminalId: terminal.id, productCode: 'CAD10' })));
    if (!sale.ok) throw new Error(`the state's sales were refused: ${sale.resultDescription}`);
  },
  'MD0001 admin is signed in with the demo credit limit templates': demoUserSignedIn('MD0001/admin', tokens.demoAdmin),
  'MD0001 viewer is signed in with the demo credit limit templates': demoUserSignedIn('MD0001/viewer', tokens.demoViewer),
  'MD0001 admin is signed in and there is no limit template PACT-NEW': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    await removeTemplate(db, PACT_TEMPLATES.created);
  },
  'MD0001 admin is signed in and MD0001 owns the limit template PACT-EDIT': withTemplateOfMd0001(PACT_TEMPLATES.edited),
  'MD0001 admin is signed in and MD0001 owns the limit template PACT-DELETE': withTemplateOfMd0001(PACT_TEMPLATES.deleted),
  'MD0001 admin is signed in and MD0001 owns the limit template PACT-KINDS with a VALUE limit on USD50 and a COUNT limit on AUD20': withTemplateOfMd0001(PACT_TEMPLATES.kinds, VALUE_AND_COUNT),
  'MD0001 admin is signed in and R00001 has the limits of RETAIL-STD': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    return r00001AudItem(db, context);
  },
  'MD0001 admin is signed in and has changed the AUD limit of R00001 by hand': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    const { limitItemId } = await r00001AudItem(db, context);
    const item = await db.selectFrom('agent_limit_items').select('limit_value').where('id', '=', limitItemId).executeTakeFirstOrThrow();
    const session = await resolveSession(db, context.tokenFor.get(tokens.demoAdmin)!);
    // One cent more than it was: a change, whatever the limit is by now.
    await editAgentLimitItems(db, { session, ip: '192.0.2.19' }, { agentCode: 'R00001', limitItems: [{ limitItemId, limitValue: (item.limit_value + 1) / 100, currentValue: 0 }] });
    return { limitItemId };
  },
};
