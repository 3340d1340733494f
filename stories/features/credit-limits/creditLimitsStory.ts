// Story wiring of Credit Limits: the portal store with a signed-in user, the alert stack, and MSW
// answers of the credit limit calls typed from the contract (templates, targets, agents, one
// agent's limits and history), with the changes recorded for the play functions to check.
import { delay, http, HttpResponse } from 'msw';
import type { AgentLimitDetails, AgentLimitItem, AgentLimits, AgentRef, LimitItem, LimitTemplate } from '../../../src/features/credit-limits/api';
import { contractGet } from '../../../src/testing/msw/handlers';

const ok = { resultCode: 0, resultDescription: 'Success' } as const;

export const READ = 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R';
export const EVERY_LIMIT_ACL = [READ, 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_C', 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_W', 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_D'];

let nextId = 100;
const item = (
  targetType: LimitItem['targetType'], targetCode: string, limitType: LimitItem['limitType'], limitValue: number, currentValue: number,
  periodId: LimitItem['periodId'] = 4, periodValue = '1',
): LimitItem => ({
  limitItemId: (nextId += 1), targetType, targetCode, limitType, limitValue, currentValue, periodId, periodValue,
  // As the server names it: a currency target's own, a product's currency (its code's first three letters here), none for a count.
  currencyCode: limitType === 'COUNT' ? null : targetType === 'CURRENCY' ? targetCode : targetCode.slice(0, 3),
  // The server's default warning thresholds (#37).
  alertThresholds: [80, 100],
});

const agent = (agentCode: string, agentName: string, limitItems: LimitItem[]): AgentLimits => ({ agentCode, agentName, limitItems });

const template = (templateCode: string, templateName: string, status: 'ACTIVE' | 'INACTIVE', agentLimits: AgentLimits[]): LimitTemplate => ({
  limitInfo: { templateCode, templateName, status, assignedAgentCodes: agentLimits.map((a) => a.agentCode) },
  limitItems: agentLimits[0]?.limitItems.map((i) => ({ ...i, currentValue: undefined })) ?? [],
  agentLimits,
});

/** The demo's templates: a retailer near its AUD limit (85%), one past half of its NZD limit. */
export const templates: LimitTemplate[] = [
  template('SUBDIV-CAP', 'Sub division cap', 'ACTIVE', [
    agent('SD0001', 'Sydney Sub Division', [item('CURRENCY', 'USD', 'VALUE', 100_000, 20_000), item('CURRENCY', 'GBP', 'VALUE', 40_000, 1_000)]),
  ]),
  template('RETAIL-STD', 'Retail standard', 'ACTIVE', [
    agent('R00001', 'Circular Quay News', [
      item('CURRENCY', 'AUD', 'VALUE', 3_000, 2_550),
      item('PRODUCT', 'AUD20', 'COUNT', 100, 40, 3, '2'),
      item('PRODUCT', 'USD50', 'VALUE', 2_000, 500),
    ]),
    agent('R00002', 'Manly Kiosk', [item('CURRENCY', 'AUD', 'VALUE', 3_000, 1_200), item('PRODUCT', 'AUD20', 'COUNT', 100, 12, 3, '2'), item('PRODUCT', 'USD50', 'VALUE', 2_000, 0)]),
    agent('R00003', 'Bondi Beach Store', [item('CURRENCY', 'AUD', 'VALUE', 3_000, 0), item('PRODUCT', 'AUD20', 'COUNT', 100, 0, 3, '2'), item('PRODUCT', 'USD50', 'VALUE', 2_000, 0)]),
  ]),
  template('HOLIDAY-2026', 'Holiday season (not yet active)', 'INACTIVE', [
    agent('R00001', 'Circular Quay News', [item('CURRENCY', 'EUR', 'VALUE', 1_000, 0, 2, '00:00')]),
    agent('R00004', 'Auckland Corner Shop', [item('CURRENCY', 'EUR', 'VALUE', 1_000, 0, 2, '00:00')]),
  ]),
  template('RETAIL-NZ', 'Retail New Zealand', 'ACTIVE', [
    agent('R00004', 'Auckland Corner Shop', [item('CURRENCY', 'NZD', 'VALUE', 1_200, 700), item('PRODUCT', 'NZD10', 'COUNT', 90, 10, 3, '2')]),
    agent('R00005', 'Wellington Newsagent', [item('CURRENCY', 'NZD', 'VALUE', 1_200, 150), item('PRODUCT', 'NZD10', 'COUNT', 90, 3, 3, '2')]),
  ]),
  ...Array.from({ length: 8 }, (_, n) =>
    template(`PROMO-0${n + 1}`, `Promotion ${n + 1}`, n % 3 === 0 ? 'INACTIVE' : 'ACTIVE', [
      agent(`R0001${n}`, `Promotion retailer ${n + 1}`, [item('PRODUCT', 'AUD20', 'COUNT', 50, n * 3, 1, '24')]),
    ]),
  ),
];

export const assignableAgents: AgentRef[] = [
  { code: 'SD0001', name: 'Sydney Sub Division', level: 'SD' },
  { code: 'SD0002', name: 'Auckland Sub Division', level: 'SD' },
  { code: 'R00001', name: 'Circular Quay News', level: 'R' },
  { code: 'R00002', name: 'Manly Kiosk', level: 'R' },
  { code: 'R00003', name: 'Bondi Beach Store', level: 'R' },
  { code: 'R00004', name: 'Auckland Corner Shop', level: 'R' },
  { code: 'R00005', name: 'Wellington Newsagent', level: 'R' },
];

/** R00001's limits were changed: its AUD limit raised by hand, a template edit moved AUD20 to weekly. */
const r00001History: AgentLimitDetails['history'] = [
  {
    limitItemId: 101, templateCode: 'RETAIL-STD', targetType: 'CURRENCY', targetCode: 'AUD', limitType: 'VALUE', source: 'AGENT_LIMIT_EDIT',
    changedAt: '2026-11-21 10:02:00', changedBy: 'admin', impersonatedBy: null,
    before: { limitValue: 2_500, currentValue: 2_550, periodId: 4, periodValue: '1' },
    after: { limitValue: 3_000, currentValue: 2_550, periodId: 4, periodValue: '1' },
    currencyCode: 'AUD',
  },
  {
    limitItemId: 102, templateCode: 'RETAIL-STD', targetType: 'PRODUCT', targetCode: 'AUD20', limitType: 'COUNT', source: 'TEMPLATE_EDIT',
    changedAt: '2026-11-18 08:30:00', changedBy: 'manager', impersonatedBy: 'support',
    before: { limitValue: 80, currentValue: 40, periodId: 4, periodValue: '1' },
    after: { limitValue: 100, currentValue: 40, periodId: 3, periodValue: '2' },
    currencyCode: null,
  },
];

/** Another agent's limits: its copies of the templates' items, without history. */
function limitsOf(agentCode: string): AgentLimitDetails {
  const assigned = templates.flatMap((t) => t.agentLimits.filter((a) => a.agentCode === agentCode).map((a) => ({ template: t, agent: a })));
  return {
    agentCode,
    agentName: assigned[0]?.agent.agentName ?? agentCode,
    limitItems: assigned.flatMap(({ template: t, agent: a }) =>
      a.limitItems.map((i): AgentLimitItem => ({
        ...i, limitItemId: i.limitItemId!, currentValue: i.currentValue ?? 0, templateCode: t.limitInfo.templateCode, templateStatus: t.limitInfo.status ?? 'ACTIVE',
      })),
    ),
    history: [],
  };
}

/** Every request of a change, in order: method, path and body (or query). */
export const changes: { method: string; path: string; body: unknown }[] = [];

const record = (method: 'post' | 'put' | 'delete', path: string, answer: (body: unknown) => Response | Promise<Response>) =>
  http[method](`*${path}`, async ({ request }) => {
    const body = method === 'delete' ? Object.fromEntries(new URL(request.url).searchParams) : await request.json();
    changes.push({ method: method.toUpperCase(), path, body });
    await delay(150);
    return answer(body);
  });

export const listHandler = (data: LimitTemplate[] = templates) => contractGet('/api/v1/get-limit-template-list', { ...ok, data });

export const handlers = [
  listHandler(),
  contractGet('/api/v1/get-limit-target-data', {
    ...ok,
    currencies: ['AUD', 'EUR', 'GBP', 'NZD', 'USD'].map((code) => ({ code, name: new Intl.DisplayNames(['en'], { type: 'currency' }).of(code) ?? code })),
    products: [
      { code: 'AUD20', name: 'Mobile Recharge $20' },
      { code: 'NZD10', name: 'Mobile Top-up NZ$10' },
      { code: 'USD50', name: 'Gift Card US$50' },
    ],
  }),
  contractGet('/api/v1/sub-division-and-agent', { ...ok, data: assignableAgents }),
  http.get('*/api/v1/get-limit-template-details', async ({ request }) => {
    const code = new URL(request.url).searchParams.get('templateCode');
    const found = templates.find((t) => t.limitInfo.templateCode === code);
    await delay(400);
    return found
      ? HttpResponse.json({ ...ok, limitInfo: found.limitInfo, limitItems: found.limitItems ?? [] })
      : HttpResponse.json({ resultCode: 1004, resultDescription: 'The limit template was not found.' }, { status: 400 });
  }),
  http.get('*/api/v1/get-agent-limit-details', ({ request }) => {
    const code = new URL(request.url).searchParams.get('agentCode') ?? '';
    return HttpResponse.json({ ...ok, ...limitsOf(code), history: code === 'R00001' ? r00001History : [] });
  }),
  record('post', '/api/v1/create-limit-template', (body) => {
    const code = (body as { limitInfo: { templateCode: string } }).limitInfo.templateCode;
    return templates.some((t) => t.limitInfo.templateCode === code)
      ? HttpResponse.json({ resultCode: 1009, resultDescription: `Template code ${code} already exists.`, field: 'limitInfo.templateCode' }, { status: 400 })
      : HttpResponse.json({ ...ok, resultDescription: 'The limit template has been created.' });
  }),
  record('put', '/api/v1/edit-limit-template', () => HttpResponse.json({ ...ok, resultDescription: 'The limit template has been updated.' })),
  record('put', '/api/v1/edit-agent-limit-item', () => HttpResponse.json({ ...ok, resultDescription: 'The agent limits have been updated.' })),
  record('delete', '/api/v1/delete-limit-template', () => HttpResponse.json({ ...ok, resultDescription: 'The limit template has been deleted.' })),
];
