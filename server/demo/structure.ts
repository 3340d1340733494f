// The demo provider's structure: agents, users with their ACLs, products, terminals and credit
// limit templates. Small and fast; the transactions come afterwards from the sale service.
import { hash } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { AgentLevel, AgentStatus, AgentType, Database } from '../db/schema';
import { ACL, ALL_ACLS, MERCHANT_ACLS } from '../domain/acls';
import { createAgent } from '../modules/agents/agents.service';
import { createLimitTemplate } from '../modules/credit-limits/credit-limits.service';
import { hashTerminalKey } from '../modules/terminal/terminal-auth';
import { sealTotpSecret } from '../modules/auth/accounts.service';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from './sign-ins';

interface DemoAgent {
  code: string;
  name: string;
  level: AgentLevel;
  type: AgentType;
  parent: string | null;
  country: [string, string, string];
  status?: AgentStatus;
  payoutLimitMinor?: number;
}

const AU: [string, string, string] = ['AU', 'NSW', 'Australia/Sydney'];
const NZ: [string, string, string] = ['NZ', 'AUK', 'Pacific/Auckland'];
const US: [string, string, string] = ['US', 'CA', 'America/Los_Angeles'];
const GB: [string, string, string] = ['GB', 'LND', 'Europe/London'];
const CA: [string, string, string] = ['CA', 'ON', 'America/Toronto'];

const AGENTS: readonly DemoAgent[] = [
  { code: 'PROVIDER', name: 'Flex Voucher Services', level: 'MD', type: 'DISTRIBUTOR', parent: null, country: AU },
  { code: 'MD0001', name: 'Southern Cross Distribution', level: 'MD', type: 'DISTRIBUTOR', parent: 'PROVIDER', country: AU },
  { code: 'SD0001', name: 'Harbour Sub Division', level: 'SD', type: 'DISTRIBUTOR', parent: 'MD0001', country: AU },
  { code: 'SD0002', name: 'Pacific Sub Division', level: 'SD', type: 'DISTRIBUTOR', parent: 'MD0001', country: NZ },
  { code: 'R00001', name: 'Circular Quay News', level: 'R', type: 'PREPAID', parent: 'SD0001', country: AU },
  { code: 'R00002', name: 'Bondi Convenience', level: 'R', type: 'POSTPAID', parent: 'SD0001', country: AU },
  { code: 'R00003', name: 'Maple Corner Store', level: 'R', type: 'PREPAID', parent: 'SD0001', country: CA },
  { code: 'R00004', name: 'Queen Street Mobile', level: 'R', type: 'PREPAID', parent: 'SD0002', country: NZ },
  { code: 'R00005', name: 'Camden Phone Shop', level: 'R', type: 'POSTPAID', parent: 'SD0002', country: GB },
  { code: 'R00006', name: 'Mission Street Market', level: 'R', type: 'PREPAID', parent: 'SD0002', country: US, status: 'INACTIVE' },
  { code: 'M00001', name: 'Redeem Cash Express', level: 'R', type: 'PREPAID', parent: 'MD0001', country: AU, payoutLimitMinor: 5_000_000 },
  { code: 'M00002', name: 'Payout Point Wellington', level: 'R', type: 'PREPAID', parent: 'SD0002', country: NZ, payoutLimitMinor: 2_500_000 },
];

/** Retailers whose terminals sell in the demo (R00006 is inactive: its sales fail). */
export const SELLING_AGENTS = ['R00001', 'R00002', 'R00003', 'R00004', 'R00005', 'R00006'] as const;
export const REDEEMING_AGENTS = ['M00001', 'M00002'] as const;

interface DemoUser {
  agent: string;
  login: string;
  firstName: string;
  surname: string;
  acls: readonly string[];
  email?: string | null;
  flags?: Partial<{ refund: boolean; validate: boolean; redeem: boolean; mustChange: boolean; totp: boolean; inactive: boolean }>;
}

const ALL_FLAGS = { refund: true, validate: true, redeem: true };

const USERS: readonly DemoUser[] = [
  { agent: 'PROVIDER', login: 'support', firstName: 'Sam', surname: 'Support', acls: ALL_ACLS, flags: ALL_FLAGS },
  { agent: 'MD0001', login: 'admin', firstName: 'Alex', surname: 'Admin', acls: MERCHANT_ACLS, flags: ALL_FLAGS },
  { agent: 'MD0001', login: 'viewer', firstName: 'Vera', surname: 'Viewer', acls: [] },
  { agent: 'SD0001', login: 'manager', firstName: 'Morgan', surname: 'Manager', flags: { refund: true, validate: true },
    acls: [ACL.USER_R, ACL.USER_W, ACL.REFUND_W, ACL.PIN_BATCH_LIST_R, ACL.PIN_BATCH_REQUEST_C, ACL.PIN_BATCH_REQUEST_D,
      ACL.PIN_BATCH_DOWNLOAD_R, ACL.LIMIT_TEMPLATE_R, ACL.REDEMPTION_R] },
  { agent: 'R00001', login: 'cashier', firstName: 'Casey', surname: 'Cashier', acls: [ACL.REDEMPTION_R], flags: { validate: true } },
  { agent: 'M00001', login: 'payout', firstName: 'Pat', surname: 'Payout', flags: { validate: true, redeem: true },
    acls: [ACL.PAYOUT_R, ACL.REDEMPTION_R, ACL.REDEMPTION_W] },
  { agent: 'MD0001', login: 'totp', firstName: 'Toni', surname: 'Token', acls: MERCHANT_ACLS, flags: { ...ALL_FLAGS, totp: true } },
  { agent: 'MD0001', login: 'newuser', firstName: 'Nico', surname: 'Newman', acls: [ACL.USER_R], flags: { mustChange: true } },
  { agent: 'MD0001', login: 'noemail', firstName: 'Noa', surname: 'Mailless', acls: [ACL.USER_R], email: null },
  { agent: 'MD0001', login: 'jsmith', firstName: 'Jordan', surname: 'Smith', acls: [ACL.USER_R, ACL.PIN_BATCH_LIST_R] },
  { agent: 'MD0001', login: 'mlee', firstName: 'Mina', surname: 'Lee', acls: [ACL.LIMIT_TEMPLATE_R, ACL.LIMIT_TEMPLATE_W] },
  { agent: 'MD0001', login: 'rpatel', firstName: 'Ravi', surname: 'Patel', acls: [ACL.REFUND_W], flags: { refund: true } },
  { agent: 'MD0001', login: 'former', firstName: 'Fran', surname: 'Former', acls: [], flags: { inactive: true } },
  { agent: 'SD0002', login: 'manager', firstName: 'Kiri', surname: 'Walker', acls: [ACL.USER_R, ACL.PIN_BATCH_LIST_R, ACL.LIMIT_TEMPLATE_R] },
  { agent: 'M00002', login: 'payout', firstName: 'Aroha', surname: 'Smith', flags: { validate: true, redeem: true },
    acls: [ACL.PAYOUT_R, ACL.REDEMPTION_R, ACL.REDEMPTION_W] },
];

interface DemoProduct {
  code: string;
  description: string;
  currency: string;
  faceMinor: number;
  active?: boolean;
}

export const PRODUCTS: readonly DemoProduct[] = [
  ...([['AUD', [10, 20, 50]], ['CAD', [10, 25]], ['EUR', [10, 25]], ['GBP', [10, 20]], ['USD', [10, 25, 50]], ['NZD', [10, 20]]] as const)
    .flatMap(([currency, faces]) =>
      faces.map((face) => ({ code: `${currency}${face}`, description: `Flex Voucher ${currency} ${face}`, currency, faceMinor: face * 100 })),
    ),
  { code: 'USD100', description: 'Flex Voucher USD 100 (withdrawn)', currency: 'USD', faceMinor: 10_000, active: false },
];

/** Dealer discount: the net (buy) value is 95% of the face value. */
const buyValueOf = (faceMinor: number) => Math.round(faceMinor * 0.95);

/** The demo key of a terminal (a real terminal gets a random one: newTerminalKey()). */
export function demoTerminalKey(terminalCode: string): string {
  return `demo-key-${terminalCode.toLowerCase()}`;
}

export interface DemoStructure {
  agentIds: Map<string, number>;
  userIds: Map<string, number>;
  /** terminal id -> owning agent code */
  terminals: { id: number; code: string; agentCode: string }[];
  productIds: Map<string, number>;
}

/** `limitTemplates: false` leaves the demo's limit templates out (a test that builds the
 * database as an older migration left it: today's template code writes newer columns). */
export async function createDemoStructure(db: Kysely<Database>, createdAt: Date, options: { limitTemplates?: boolean } = {}): Promise<DemoStructure> {
  const agentIds = new Map<string, number>();
  for (const agent of AGENTS) {
    const id = await createAgent(db, {
      code: agent.code,
      name: agent.name,
      level: agent.level,
      type: agent.type,
      status: agent.status ?? 'ACTIVE',
      parentId: agent.parent ? agentIds.get(agent.parent)! : null,
      countryCode: agent.country[0],
      stateCode: agent.country[1],
      timezone: agent.country[2],
      tax: agent.level === 'R' ? 'GST 10%' : null,
      email: `${agent.code.toLowerCase()}@demo.example`,
      contactName: `${agent.name} contact`,
      addressLine1: `${10 + agentIds.size} Demo Street`,
      city: 'Sydney',
      zipCode: '2000',
      phoneNumber: `+6129000${String(1000 + agentIds.size)}`,
      isEnablePayout: agent.payoutLimitMinor !== undefined,
      payoutVoucherCreditLimitMinor: agent.payoutLimitMinor ?? 0,
      limitAlertPercent: 80,
      createdAt,
    });
    agentIds.set(agent.code, id);
  }
  const userIds = await createDemoUsers(db, agentIds, createdAt);
  const productIds = new Map<string, number>();
  for (const product of PRODUCTS) {
    const { id } = await db
      .insertInto('products')
      .values({
        code: product.code,
        description: product.description,
        currency_code: product.currency,
        face_value_minor: product.faceMinor,
        buy_value_minor: buyValueOf(product.faceMinor),
        active: product.active ?? true,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productIds.set(product.code, id);
  }
  const terminals = await db
    .insertInto('terminals')
    .values(
      SELLING_AGENTS.flatMap((agentCode) =>
        [1, 2].map((n) => {
          const code = `${agentCode}-T${n}`;
          return { code, agent_id: agentIds.get(agentCode)!, key_hash: hashTerminalKey(demoTerminalKey(code)), created_at: createdAt };
        }),
      ),
    )
    .returning(['id', 'code', 'agent_id'])
    .execute();
  const codeById = new Map([...agentIds].map(([code, id]) => [id, code]));
  if (options.limitTemplates !== false) await createDemoLimitTemplates(db, agentIds);
  return {
    agentIds,
    userIds,
    productIds,
    terminals: terminals.map((t) => ({ id: t.id, code: t.code, agentCode: codeById.get(t.agent_id)! })),
  };
}

async function createDemoUsers(db: Kysely<Database>, agentIds: Map<string, number>, createdAt: Date): Promise<Map<string, number>> {
  // One argon2id hash serves every demo user: they all share the demo password.
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: 2 });
  const userIds = new Map<string, number>();
  for (const user of USERS) {
    const flags = user.flags ?? {};
    const email = user.email === undefined ? `${user.login}.${user.agent.toLowerCase()}@demo.example` : user.email;
    const { id } = await db
      .insertInto('users')
      .values({
        agent_id: agentIds.get(user.agent)!,
        login: user.login,
        password_hash: passwordHash,
        first_name: user.firstName,
        surname: user.surname,
        description: `${user.firstName} ${user.surname} (${user.agent})`,
        email,
        email_confirmed_at: email ? createdAt : null,
        phone_number: '+61290001234',
        position: 'Staff',
        country_code: 'AU',
        state_code: 'NSW',
        status_id: flags.inactive ? '4' : '1',
        must_change_password: flags.mustChange ?? false,
        refund_voucher_permission: flags.refund ?? false,
        validate_pin_permission: flags.validate ?? false,
        redeem_voucher_permission: flags.redeem ?? false,
        totp_secret: flags.totp ? sealTotpSecret(DEMO_TOTP_SECRET) : null,
        totp_enabled: flags.totp ?? false,
        // Confirmed (as turning it on with a code does): sign-in asks for its code (997).
        totp_last_used_step: flags.totp ? 0 : null,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(`${user.agent}/${user.login}`, id);
    if (user.acls.length > 0) {
      await db.insertInto('user_acls').values(user.acls.map((acl) => ({ user_id: id, acl }))).execute();
    }
  }
  return userIds;
}

/** Limits sized so the demo's own sales stay well inside them while showing real usage. */
async function createDemoLimitTemplates(db: Kysely<Database>, agentIds: Map<string, number>): Promise<void> {
  const ids = (...codes: string[]) => codes.map((code) => agentIds.get(code)!);
  const md = agentIds.get('MD0001')!;
  await createLimitTemplate(db, {
    code: 'RETAIL-STD',
    name: 'Retail standard',
    ownerAgentId: md,
    agentIds: ids('R00001', 'R00002', 'R00003'),
    items: [
      { targetType: 'CURRENCY', targetCode: 'AUD', limitType: 'VALUE', limitValue: 3_000_000, periodId: 4, periodValue: '1' },
      { targetType: 'PRODUCT', targetCode: 'AUD20', limitType: 'COUNT', limitValue: 100, periodId: 3, periodValue: '2' },
      { targetType: 'PRODUCT', targetCode: 'USD50', limitType: 'VALUE', limitValue: 2_000_000, periodId: 4, periodValue: '1' },
    ],
  });
  await createLimitTemplate(db, {
    code: 'RETAIL-NZ',
    name: 'Retail New Zealand',
    ownerAgentId: md,
    agentIds: ids('R00004', 'R00005'),
    items: [
      { targetType: 'CURRENCY', targetCode: 'NZD', limitType: 'VALUE', limitValue: 1_200_000, periodId: 4, periodValue: '1' },
      { targetType: 'PRODUCT', targetCode: 'NZD10', limitType: 'COUNT', limitValue: 90, periodId: 3, periodValue: '2' },
    ],
  });
  await createLimitTemplate(db, {
    code: 'SUBDIV-CAP',
    name: 'Sub division cap',
    ownerAgentId: md,
    agentIds: ids('SD0001', 'SD0002'),
    items: [
      { targetType: 'CURRENCY', targetCode: 'USD', limitType: 'VALUE', limitValue: 10_000_000, periodId: 4, periodValue: '1' },
      { targetType: 'CURRENCY', targetCode: 'GBP', limitType: 'VALUE', limitValue: 4_000_000, periodId: 4, periodValue: '1' },
    ],
  });
  await createLimitTemplate(db, {
    code: 'HOLIDAY-2026',
    name: 'Holiday season (not yet active)',
    status: 'INACTIVE',
    ownerAgentId: md,
    agentIds: ids('R00001', 'R00004'),
    items: [{ targetType: 'CURRENCY', targetCode: 'EUR', limitType: 'VALUE', limitValue: 100_000, periodId: 2, periodValue: '00:00' }],
  });
}
