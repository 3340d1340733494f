// Pact: Credit Limits through the client's typed API client (src/shared/api), issue #19. Each call's
// success and each of its refusals: the templates (list, details, create, edit, delete), the
// targets, the agents a template may name, one agent's limits with their history and its edit by
// hand, and the company tree's usage map. Refusals: a field the rules refuse (1001), a user
// without the operation's ACL (1003, MD0001 viewer holds none), a template or item unknown or of
// another branch (1004), an agent outside the user's structure (1005), a code taken (1009). Each
// item's warning thresholds (#37): answered with every item, sent with a template or an agent's
// limit, refused when not going up or out of 1-100 (1001). The provider states are
// contracts/provider/states/credit-limits.ts.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import type { ApiClient } from '../../src/shared/api';
import { bearer, clientFor, createPact, tokens } from './support/pact';

const { eachLike, fromProviderState, integer, like, regex, reify, string } = MatchersV3;

const ADMIN = 'MD0001 admin is signed in with the demo credit limit templates';
const VIEWER = 'MD0001 viewer is signed in with the demo credit limit templates';
const NO_NEW = 'MD0001 admin is signed in and there is no limit template PACT-NEW';
const EDITABLE = 'MD0001 admin is signed in and MD0001 owns the limit template PACT-EDIT';
const KINDS = 'MD0001 admin is signed in and MD0001 owns the limit template PACT-KINDS with a VALUE limit on USD50 and a COUNT limit on AUD20';
const DELETABLE = 'MD0001 admin is signed in and MD0001 owns the limit template PACT-DELETE';
const HAS_LIMITS = 'MD0001 admin is signed in and R00001 has the limits of RETAIL-STD';
const CHANGED_BY_HAND = 'MD0001 admin is signed in and has changed the AUD limit of R00001 by hand';

const OUTSIDE = 'This agent is outside your company structure.';
const NO_TEMPLATE = 'The limit template was not found.';
const NO_ITEM = 'The limit item was not found.';
const ORDER = 'Warning thresholds must go up from one to the next, each percentage once (for example 80, 100).';
const noAcl = (suffix: 'R' | 'C' | 'W' | 'D') => `You do not have SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_${suffix} permission.`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request: what the pact holds (matchers allowed in the body) and the real client's call. */
interface Request {
  method: Method;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  call: (api: ApiClient) => Promise<unknown>;
}

interface Interaction extends Request {
  state: string;
  upon: string;
  token: string;
  status: number;
  /** The answer as the pact holds it (matchers allowed); the client must read its example. */
  response: unknown;
}

async function verify(interaction: Interaction) {
  await createPact()
    .addInteraction()
    .given(interaction.state)
    .uponReceiving(interaction.upon)
    .withRequest(interaction.method, interaction.path, (b) => {
      if (interaction.query) b.query(interaction.query);
      b.headers(bearer(interaction.token));
      if (interaction.body !== undefined) b.jsonBody(interaction.body);
    })
    .willRespondWith(interaction.status, (b) => b.jsonBody(interaction.response))
    .executeTest(async (mock) => {
      expect(await interaction.call(clientFor(mock.url, interaction.token))).toEqual(reify(interaction.response));
    });
}

/** A refusal's answer: the code, the server's words (any text of the kind), and the field when it names one. */
const refusal = (resultCode: number, text: string, field?: string) => ({ resultCode, resultDescription: like(text), ...(field ? { field } : {}) });
const success = (text = 'Success') => ({ resultCode: 0, resultDescription: string(text) });
/** MD0001 viewer, who holds no credit-limit ACL, asking: 403 1003 naming the operation's ACL. */
const withoutAcl = (suffix: 'R' | 'C' | 'W' | 'D', upon: string, request: Request): Interaction => ({
  state: VIEWER, upon, token: tokens.demoViewer, ...request, status: 403, response: refusal(1003, noAcl(suffix)),
});
const asAdmin = (state: string, upon: string, request: Request, status: number, response: unknown): Interaction => ({
  state, upon, token: tokens.demoAdmin, ...request, status, response,
});

// ---- the requests, through the real typed client ----------------------------------------------

type TemplateSave = { limitInfo: { templateCode: string; templateName: string; status?: 'ACTIVE' | 'INACTIVE'; assignedAgentCodes: string[] }; limitItems: {
  limitItemId?: number; targetType: 'CURRENCY' | 'PRODUCT'; targetCode: string; limitType: 'VALUE' | 'COUNT'; limitValue: number; periodId: 1 | 2 | 3 | 4 | 5; periodValue: string;
  alertThresholds?: number[];
}[] };
type AgentEdit = { agentCode: string; limitItems: { limitItemId: number; limitValue: number; currentValue: number; periodId?: 1 | 2 | 3 | 4 | 5; periodValue?: string; alertThresholds?: number[] }[] };

const requests = {
  list: { method: 'GET', path: '/api/v1/get-limit-template-list', call: (api) => api.call(api.client.GET('/api/v1/get-limit-template-list')) } satisfies Request,
  targets: { method: 'GET', path: '/api/v1/get-limit-target-data', call: (api) => api.call(api.client.GET('/api/v1/get-limit-target-data')) } satisfies Request,
  agents: { method: 'GET', path: '/api/v1/sub-division-and-agent', call: (api) => api.call(api.client.GET('/api/v1/sub-division-and-agent')) } satisfies Request,
  usageMap: { method: 'GET', path: '/api/v1/limit-usage-map', call: (api) => api.call(api.client.GET('/api/v1/limit-usage-map')) } satisfies Request,
  details: (templateCode: string): Request => ({
    method: 'GET', path: '/api/v1/get-limit-template-details', query: { templateCode },
    call: (api) => api.call(api.client.GET('/api/v1/get-limit-template-details', { params: { query: { templateCode } } })),
  }),
  agentDetails: (agentCode: string): Request => ({
    method: 'GET', path: '/api/v1/get-agent-limit-details', query: { agentCode },
    call: (api) => api.call(api.client.GET('/api/v1/get-agent-limit-details', { params: { query: { agentCode } } })),
  }),
  create: (body: TemplateSave): Request => ({
    method: 'POST', path: '/api/v1/create-limit-template', body, call: (api) => api.call(api.client.POST('/api/v1/create-limit-template', { body })),
  }),
  edit: (body: TemplateSave): Request => ({
    method: 'PUT', path: '/api/v1/edit-limit-template', body, call: (api) => api.call(api.client.PUT('/api/v1/edit-limit-template', { body })),
  }),
  /** `pactBody` names the item the provider state made (fromProviderState); the client sends `body`. */
  editAgent: (body: AgentEdit, pactBody: unknown = body): Request => ({
    method: 'PUT', path: '/api/v1/edit-agent-limit-item', body: pactBody, call: (api) => api.call(api.client.PUT('/api/v1/edit-agent-limit-item', { body })),
  }),
  remove: (templateCode: string): Request => ({
    method: 'DELETE', path: '/api/v1/delete-limit-template', query: { templateCode },
    call: (api) => api.call(api.client.DELETE('/api/v1/delete-limit-template', { params: { query: { templateCode } } })),
  }),
};

const template = (code: string, agents: string[], items: TemplateSave['limitItems'], extra: Partial<TemplateSave['limitInfo']> = {}): TemplateSave => ({
  limitInfo: { templateCode: code, templateName: `Pact ${code}`, assignedAgentCodes: agents, ...extra },
  limitItems: items,
});
const AUD_DAILY: TemplateSave['limitItems'][number] = { limitItemId: 0, targetType: 'CURRENCY', targetCode: 'AUD', limitType: 'VALUE', limitValue: 5000, periodId: 2, periodValue: '00:00' };

// ---- the answers' shapes ----------------------------------------------------------------------

const targetType = () => regex(/^(CURRENCY|PRODUCT)$/, 'CURRENCY');
const limitType = () => regex(/^(VALUE|COUNT)$/, 'VALUE');
const TEMPLATE_ITEM = {
  limitItemId: integer(3), targetType: targetType(), targetCode: string('AUD'), limitType: limitType(), limitValue: like(30000), periodId: integer(4), periodValue: string('1'),
  alertThresholds: eachLike(integer(80)),
};
const AGENT_ITEM = { ...TEMPLATE_ITEM, limitItemId: integer(7), currentValue: like(20) };
const LIMIT_INFO = {
  templateCode: string('RETAIL-STD'), templateName: string('Retail standard'), status: regex(/^(ACTIVE|INACTIVE)$/, 'ACTIVE'), assignedAgentCodes: eachLike('R00001'),
};
const STATE = { limitValue: like(30000), currentValue: like(20), periodId: integer(4), periodValue: string('1') };

const stateItemId = () => fromProviderState('${limitItemId}', 7);

describe('reading credit limits', () => {
  const agentLimits = (agentCode: string, agentName: string, templateCode: string) => ({
    ...success(), agentCode, agentName: string(agentName),
    limitItems: eachLike({ ...AGENT_ITEM, templateCode: string(templateCode), templateStatus: regex(/^(ACTIVE|INACTIVE)$/, 'ACTIVE') }),
  });

  it.each<[string, Interaction]>([
    ['the template list', asAdmin(ADMIN, 'an administrator asking for the credit limit templates', requests.list, 200, {
      ...success(),
      data: eachLike({ limitInfo: LIMIT_INFO, limitItems: eachLike(TEMPLATE_ITEM), agentLimits: eachLike({ agentCode: string('R00001'), agentName: string('Circular Quay News'), limitItems: eachLike(AGENT_ITEM) }) }),
    })],
    ['the template list without the read permission', withoutAcl('R', 'a user without the credit limit read permission asking for the templates', requests.list)],
    ['the targets', asAdmin(ADMIN, 'an administrator asking for the currencies and products a limit may target', requests.targets, 200, {
      ...success(), currencies: eachLike({ code: string('AUD'), name: string('Australian Dollar') }), products: eachLike({ code: string('AUD10'), name: string('Flex Voucher AUD 10') }),
    })],
    ['the targets without the read permission', withoutAcl('R', 'a user without the credit limit read permission asking for the limit targets', requests.targets)],
    ['a template\'s details', asAdmin(ADMIN, 'an administrator asking for the details of the template RETAIL-NZ', requests.details('RETAIL-NZ'), 200, {
      ...success(), limitInfo: { ...LIMIT_INFO, templateCode: 'RETAIL-NZ', templateName: string('Retail New Zealand') }, limitItems: eachLike(TEMPLATE_ITEM),
    })],
    ['the currency of each item: the product\'s for a VALUE limit, none for a COUNT limit', asAdmin(KINDS, 'an administrator asking for the details of the template PACT-KINDS', requests.details('PACT-KINDS'), 200, {
      ...success(), limitInfo: { ...LIMIT_INFO, templateCode: 'PACT-KINDS', templateName: string('Pact PACT-KINDS') },
      limitItems: [
        { ...TEMPLATE_ITEM, targetType: 'PRODUCT', targetCode: 'USD50', limitType: 'VALUE', currencyCode: 'USD' },
        { ...TEMPLATE_ITEM, targetType: 'PRODUCT', targetCode: 'AUD20', limitType: 'COUNT', currencyCode: null },
      ],
    })],
    ['the details of an unknown template', asAdmin(ADMIN, 'an administrator asking for the details of a template that does not exist', requests.details('NO-SUCH'), 400, refusal(1004, NO_TEMPLATE))],
    ['a template\'s details without the read permission', withoutAcl('R', 'a user without the credit limit read permission asking for a template', requests.details('RETAIL-NZ'))],
    ['the agents a template may name', asAdmin(ADMIN, 'an administrator asking for the sub divisions and agents below its agent', requests.agents, 200, {
      ...success(), data: eachLike({ code: string('R00001'), name: string('Circular Quay News'), level: regex(/^(MD|D|SD|R)$/, 'R') }),
    })],
    ['the agents without the read permission', withoutAcl('R', 'a user without the credit limit read permission asking for the sub divisions and agents', requests.agents)],
    ['an agent\'s limits, never changed by hand', asAdmin(ADMIN, 'an administrator asking for the limits of R00004', requests.agentDetails('R00004'), 200, {
      ...agentLimits('R00004', 'Queen Street Mobile', 'RETAIL-NZ'), history: [],
    })],
    ['an agent\'s limits and their history of changes by hand: who, when, before and after', asAdmin(CHANGED_BY_HAND, 'an administrator asking for the limits of R00001 after changing one by hand', requests.agentDetails('R00001'), 200, {
      ...agentLimits('R00001', 'Circular Quay News', 'RETAIL-STD'),
      history: eachLike({
        limitItemId: integer(7), templateCode: string('RETAIL-STD'), targetType: targetType(), targetCode: string('AUD'), limitType: limitType(),
        source: regex(/^(AGENT_LIMIT_EDIT|TEMPLATE_EDIT)$/, 'AGENT_LIMIT_EDIT'), changedAt: regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '2026-11-21 10:02:00'),
        changedBy: string('admin'), impersonatedBy: null, before: STATE, after: { ...STATE, limitValue: like(30001) },
      }),
    })],
    ['the limits of an agent outside the structure', asAdmin(ADMIN, 'an administrator asking for the limits of an agent above its own', requests.agentDetails('PROVIDER'), 403, refusal(1005, OUTSIDE))],
    ['an agent\'s limits without the read permission', withoutAcl('R', 'a user without the credit limit read permission asking for the limits of R00001', requests.agentDetails('R00001'))],
    ['the usage map', asAdmin(ADMIN, 'an administrator asking for the highest limit usage of each agent', requests.usageMap, 200, {
      ...success(), data: eachLike({ agentCode: string('R00001'), highestUsagePercent: like(12.5) }),
    })],
    ['the usage map without the read permission', withoutAcl('R', 'a user without the credit limit read permission asking for the limit usage map', requests.usageMap)],
  ])('%s', async (_name, interaction) => verify(interaction));
});

describe('changing credit limits', () => {
  const created = template('PACT-NEW', ['R00001', 'R00002'], [AUD_DAILY, { limitItemId: 0, targetType: 'PRODUCT', targetCode: 'AUD20', limitType: 'COUNT', limitValue: 50, periodId: 3, periodValue: '2' }]);
  const edited = template('PACT-EDIT', ['R00002', 'R00003'], [{ ...AUD_DAILY, limitValue: 7500 }], { status: 'INACTIVE', templateName: 'Pact edited' });
  /** R00001's own AUD item, as the provider state made it known. */
  const byHand = (limitValue: number, currentValue: number, alertThresholds?: number[]) => {
    const item = { limitValue, currentValue, periodId: 2 as const, periodValue: '00:00', ...(alertThresholds ? { alertThresholds } : {}) };
    return requests.editAgent({ agentCode: 'R00001', limitItems: [{ limitItemId: 7, ...item }] }, { agentCode: 'R00001', limitItems: [{ limitItemId: stateItemId(), ...item }] });
  };
  const someItem = (agentCode: string, limitItemId: number) => requests.editAgent({ agentCode, limitItems: [{ limitItemId, limitValue: 50, currentValue: 0 }] });

  it.each<[string, Interaction]>([
    ['creates a template', asAdmin(NO_NEW, 'an administrator creating the template PACT-NEW for R00001 and R00002', requests.create(created), 200, success('The limit template has been created.'))],
    ['creates a template with warning thresholds', asAdmin(NO_NEW, 'an administrator creating the template PACT-NEW with warnings at 50% and 90%',
      requests.create(template('PACT-NEW', ['R00001'], [{ ...AUD_DAILY, alertThresholds: [50, 90] }])), 200, success('The limit template has been created.'))],
    ['refuses a warning threshold above 100% (1001)', asAdmin(NO_NEW, 'an administrator creating a template with a warning at 101%',
      requests.create(template('PACT-NEW', ['R00001'], [{ ...AUD_DAILY, alertThresholds: [80, 101] }])), 400, refusal(1001, 'Warning thresholds must be at most 100.', 'limitItems[0].alertThresholds[1]'))],
    ['refuses repeated warning thresholds (1001)', asAdmin(EDITABLE, 'an administrator editing a template with the warning 80% twice',
      requests.edit(template('PACT-EDIT', ['R00002'], [{ ...AUD_DAILY, alertThresholds: [80, 80] }])), 400, refusal(1001, ORDER, 'limitItems[0].alertThresholds'))],
    ['refuses a COUNT limit on a currency (1001)', asAdmin(NO_NEW, 'an administrator creating a template with a COUNT limit on a currency',
      requests.create(template('PACT-NEW', ['R00001'], [{ ...AUD_DAILY, limitType: 'COUNT' }])), 400, refusal(1001, 'Limit type must be VALUE for a currency.', 'limitItems[0].limitType'))],
    ['refuses a code taken (1009)', asAdmin(ADMIN, 'an administrator creating a template with the code of another',
      requests.create(template('RETAIL-STD', ['R00001'], [AUD_DAILY])), 400, refusal(1009, 'Template code RETAIL-STD already exists.', 'limitInfo.templateCode'))],
    ['refuses an agent outside the structure (1005)', asAdmin(NO_NEW, 'an administrator creating a template for an agent above its own',
      requests.create(template('PACT-NEW', ['PROVIDER'], [AUD_DAILY])), 403, refusal(1005, OUTSIDE))],
    ['refuses to create without the create permission (1003)', withoutAcl('C', 'a user without the credit limit create permission creating a template', requests.create(created))],
    ['edits a template', asAdmin(EDITABLE, 'an administrator editing the template PACT-EDIT', requests.edit(edited), 200, success('The limit template has been updated.'))],
    ['refuses a daily time that is no time (1001)', asAdmin(EDITABLE, 'an administrator editing a template with a daily reset at 25:00',
      requests.edit(template('PACT-EDIT', ['R00002'], [{ ...AUD_DAILY, periodValue: '25:00' }])), 400, refusal(1001, 'Reset time must be a time of day (HH:mm).', 'limitItems[0].periodValue'))],
    ['refuses to edit an unknown template (1004)', asAdmin(ADMIN, 'an administrator editing a template that does not exist',
      requests.edit(template('NO-SUCH', ['R00002'], [AUD_DAILY])), 400, refusal(1004, NO_TEMPLATE))],
    ['refuses to assign an agent outside the structure (1005)', asAdmin(EDITABLE, 'an administrator assigning a template to an agent above its own',
      requests.edit(template('PACT-EDIT', ['PROVIDER'], [AUD_DAILY])), 403, refusal(1005, OUTSIDE))],
    ['refuses to edit without the write permission (1003)', withoutAcl('W', 'a user without the credit limit write permission editing a template', requests.edit(edited))],
    ['deletes a template', asAdmin(DELETABLE, 'an administrator deleting the template PACT-DELETE', requests.remove('PACT-DELETE'), 200, success('The limit template has been deleted.'))],
    ['refuses to delete an unknown template (1004)', asAdmin(ADMIN, 'an administrator deleting a template that does not exist', requests.remove('NO-SUCH'), 400, refusal(1004, NO_TEMPLATE))],
    ['refuses to delete without the delete permission (1003)', withoutAcl('D', 'a user without the credit limit delete permission deleting a template', requests.remove('RETAIL-NZ'))],
    ['edits an agent\'s limit by hand', asAdmin(HAS_LIMITS, 'an administrator setting the AUD limit and usage of R00001', byHand(6000, 100), 200, success('The agent limits have been updated.'))],
    ['sets an agent\'s own warning thresholds by hand', asAdmin(HAS_LIMITS, 'an administrator setting the warning thresholds of R00001\'s AUD limit to 75% and 95%',
      byHand(6000, 100, [75, 95]), 200, success('The agent limits have been updated.'))],
    ['refuses an agent\'s warning thresholds that do not go up (1001)', asAdmin(HAS_LIMITS, 'an administrator setting warning thresholds of R00001 from high to low',
      byHand(6000, 100, [95, 75]), 400, refusal(1001, ORDER, 'limitItems[0].alertThresholds'))],
    ['refuses a current value above the limit (1001)', asAdmin(HAS_LIMITS, 'an administrator setting a usage of R00001 above its limit',
      byHand(50, 60), 400, refusal(1001, 'Current value must be less than limit value.', 'limitItems[0].currentValue'))],
    ['refuses an item the agent does not have (1004)', asAdmin(HAS_LIMITS, 'an administrator setting a limit item R00001 does not have', someItem('R00001', 2147483647), 400, refusal(1004, NO_ITEM))],
    ['refuses an agent outside the structure (1005)', asAdmin(HAS_LIMITS, 'an administrator setting a limit of an agent above its own', someItem('PROVIDER', 1), 403, refusal(1005, OUTSIDE))],
    ['refuses to edit an agent\'s limit without the write permission (1003)', withoutAcl('W', 'a user without the credit limit write permission setting an agent limit', someItem('R00001', 1))],
  ])('%s', async (_name, interaction) => verify(interaction));
});
