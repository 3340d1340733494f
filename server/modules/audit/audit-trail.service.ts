// The audit trail (#37): who did what, when and from where, for the user's agent and its
// descendants only, newest first, with filters (period, user, kind of event, agent, result), pages
// by a keyset cursor over (at, id) that stays put while events are added, and a CSV export streamed
// a page at a time (bounded memory whatever the size). The ACL (SCP.PORTAL.AUDIT_R) is checked
// by the router from the contract's x-acl; the hierarchy here: an agent filter outside the user's
// structure is refused 1005 like every other call (REFUSAL.outsideStructure).
import type { Kysely } from 'kysely';
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import type { Database } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import { timestampFromWire, wireTimestamp } from '../../domain/wire';
import { neutralisedFormula } from '../../domain/spreadsheet-formula';
import { PROBLEM } from '../../i18n/problems';
import { REFUSAL } from '../../i18n/refusals';
import { say } from '../../i18n/words';
import type { ServerLanguage } from '../../i18n/languages';
import { agentInSubtreeByCode, normaliseAgentCode } from '../agents/agents.service';
import { auditRows, type AuditPosition, type AuditRow, type AuditRowFilter } from './audit.repository';
import type { components } from '../../../openapi/generated/portal';

/** The kinds of event a user filters by, each the actions it covers (a name ending in '.' covers
 * every action it starts). `impersonation` also covers everything done while impersonating. */
export const AUDIT_CATEGORIES = {
  signIn: ['login', 'logout', 'totp.recovery-code'],
  lockout: ['account.locked', 'unlock.', 'voucher.pin.locked'],
  impersonation: ['impersonation.'],
  account: ['password.', 'email.', 'totp.enable', 'totp.disable', 'profile.'],
  users: ['user.'],
  agents: ['agent.'],
  limits: ['limitTemplate.', 'agentLimit.'],
  refunds: ['transaction.refund'],
  redemptions: ['voucher.redeem', 'voucher.redeem.refused', 'voucher.validate.refused'],
  pinOrders: ['pinOrder.'],
  documents: ['document.', 'contact'],
  branding: ['branding.'],
  authorisation: ['authorisation.refused'],
} as const satisfies Record<string, readonly string[]>;

export type AuditCategory = keyof typeof AUDIT_CATEGORIES;
const CATEGORY_ORDER = Object.keys(AUDIT_CATEGORIES) as AuditCategory[];

const covers = (pattern: string, action: string) => (pattern.endsWith('.') ? action.startsWith(pattern) : action === pattern || (pattern === 'contact' && action.startsWith('contact')));

/** The kind of an action ('other' when none covers it). */
export function categoryOf(action: string): AuditCategory | 'other' {
  // The most specific first: a lock-out's 'unlock.' before sign-ins, redemptions before others.
  for (const category of CATEGORY_ORDER) {
    if (category === 'impersonation') continue;
    if (AUDIT_CATEGORIES[category].some((pattern) => covers(pattern, action))) return category;
  }
  return AUDIT_CATEGORIES.impersonation.some((pattern) => covers(pattern, action)) ? 'impersonation' : 'other';
}

/** What the CSV says (six languages, server/i18n/lang). */
const TEXT = defineMessages({
  at: { id: 'SERVER.AUDIT.CSV.AT', defaultMessage: 'Time (UTC)' },
  agent: { id: 'SERVER.AUDIT.CSV.AGENT', defaultMessage: 'Agent' },
  agentName: { id: 'SERVER.AUDIT.CSV.AGENT_NAME', defaultMessage: 'Agent name' },
  user: { id: 'SERVER.AUDIT.CSV.USER', defaultMessage: 'User' },
  userAgent: { id: 'SERVER.AUDIT.CSV.USER_AGENT', defaultMessage: "User's agent" },
  impersonator: { id: 'SERVER.AUDIT.CSV.IMPERSONATOR', defaultMessage: 'Impersonated by' },
  impersonatorAgent: { id: 'SERVER.AUDIT.CSV.IMPERSONATOR_AGENT', defaultMessage: "Impersonator's agent" },
  category: { id: 'SERVER.AUDIT.CSV.CATEGORY', defaultMessage: 'Event' },
  action: { id: 'SERVER.AUDIT.CSV.ACTION', defaultMessage: 'Action' },
  entity: { id: 'SERVER.AUDIT.CSV.ENTITY', defaultMessage: 'On' },
  entityId: { id: 'SERVER.AUDIT.CSV.ENTITY_ID', defaultMessage: 'Reference' },
  result: { id: 'SERVER.AUDIT.CSV.RESULT', defaultMessage: 'Result' },
  resultCode: { id: 'SERVER.AUDIT.CSV.RESULT_CODE', defaultMessage: 'Result code' },
  ip: { id: 'SERVER.AUDIT.CSV.IP', defaultMessage: 'IP address' },
  success: { id: 'SERVER.AUDIT.RESULT.SUCCESS', defaultMessage: 'Success' },
  refused: { id: 'SERVER.AUDIT.RESULT.REFUSED', defaultMessage: 'Refused' },
});

/** The entities audited rows name, in the CSV reader's words (an unknown one stays as written). */
const ENTITY_TEXT: Record<string, MessageDescriptor> = defineMessages({
  agent: { id: 'SERVER.AUDIT.ENTITY.AGENT', defaultMessage: 'Agent' },
  branding: { id: 'SERVER.AUDIT.ENTITY.BRANDING', defaultMessage: 'Branding' },
  document: { id: 'SERVER.AUDIT.ENTITY.DOCUMENT', defaultMessage: 'Document' },
  limitTemplate: { id: 'SERVER.AUDIT.ENTITY.LIMIT_TEMPLATE', defaultMessage: 'Credit limit template' },
  pinOrder: { id: 'SERVER.AUDIT.ENTITY.PIN_ORDER', defaultMessage: 'PIN order' },
  transaction: { id: 'SERVER.AUDIT.ENTITY.TRANSACTION', defaultMessage: 'Transaction' },
  user: { id: 'SERVER.AUDIT.ENTITY.USER', defaultMessage: 'User' },
  voucher: { id: 'SERVER.AUDIT.ENTITY.VOUCHER', defaultMessage: 'Voucher' },
});

const CATEGORY_TEXT = defineMessages({
  signIn: { id: 'SERVER.AUDIT.CATEGORY.SIGN_IN', defaultMessage: 'Sign-in' },
  lockout: { id: 'SERVER.AUDIT.CATEGORY.LOCKOUT', defaultMessage: 'Lock-out' },
  impersonation: { id: 'SERVER.AUDIT.CATEGORY.IMPERSONATION', defaultMessage: 'Impersonation' },
  account: { id: 'SERVER.AUDIT.CATEGORY.ACCOUNT', defaultMessage: 'Account security' },
  users: { id: 'SERVER.AUDIT.CATEGORY.USERS', defaultMessage: 'Users and permissions' },
  agents: { id: 'SERVER.AUDIT.CATEGORY.AGENTS', defaultMessage: 'Agents' },
  limits: { id: 'SERVER.AUDIT.CATEGORY.LIMITS', defaultMessage: 'Credit limits' },
  refunds: { id: 'SERVER.AUDIT.CATEGORY.REFUNDS', defaultMessage: 'Refunds' },
  redemptions: { id: 'SERVER.AUDIT.CATEGORY.REDEMPTIONS', defaultMessage: 'Redemptions' },
  pinOrders: { id: 'SERVER.AUDIT.CATEGORY.PIN_ORDERS', defaultMessage: 'PIN orders' },
  documents: { id: 'SERVER.AUDIT.CATEGORY.DOCUMENTS', defaultMessage: 'Documents' },
  branding: { id: 'SERVER.AUDIT.CATEGORY.BRANDING', defaultMessage: 'Branding' },
  authorisation: { id: 'SERVER.AUDIT.CATEGORY.AUTHORISATION', defaultMessage: 'Refused authorisation' },
  other: { id: 'SERVER.AUDIT.CATEGORY.OTHER', defaultMessage: 'Other' },
});

const entityWords = (entity: string | null, language: ServerLanguage): string => {
  if (entity === null) return '';
  const text = ENTITY_TEXT[entity];
  return text ? say(text, language) : entity;
};

/** The filters of GET /api/v1/audit-events and its export (validated by the contract). */
export interface AuditFilterInput {
  start?: string;
  end?: string;
  userLogin?: string;
  category?: AuditCategory;
  agentCode?: string;
  result?: 'SUCCESS' | 'REFUSED';
}

export interface AuditPageInput extends AuditFilterInput {
  cursor?: string;
  pageSize?: number;
}

/** One event as the contract sends it. */
export type AuditEvent = components['schemas']['AuditEvent'];

const POSITION = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/;

/** The cursor of the row after which the next page starts: base64url of [at, id]. */
export const cursorOf = (row: Pick<AuditRow, 'position' | 'id'>) => Buffer.from(JSON.stringify([row.position, row.id])).toString('base64url');

function positionOf(cursor: string): AuditPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && POSITION.test(value[0]) && Number.isSafeInteger(value[1]) && (value[1] as number) > 0) {
      return { at: value[0], id: value[1] as number };
    }
  } catch {
    // refused below
  }
  throw fieldRefusal('cursor', PROBLEM.format);
}

/** The repository's filter of the user's request: the agent filter checked against the user's
 * structure (1005 outside it, unknown alike), the period in order. */
async function rowFilter(db: Kysely<Database>, session: SessionInfo, input: AuditFilterInput, limit: number): Promise<AuditRowFilter> {
  let rootAgentId = session.agentId;
  if (input.agentCode !== undefined) {
    const agent = await agentInSubtreeByCode(db, session.agentId, normaliseAgentCode(input.agentCode));
    if (!agent) throw new DomainError(ResultCode.outsideHierarchy, REFUSAL.outsideStructure);
    rootAgentId = agent.id;
  }
  const from = input.start === undefined ? undefined : timestampFromWire(input.start);
  const to = input.end === undefined ? undefined : timestampFromWire(input.end);
  if (from && to && to < from) throw fieldRefusal('end', PROBLEM.range);
  const category = input.category;
  return {
    rootAgentId,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(input.userLogin === undefined ? {} : { userLogin: input.userLogin }),
    ...(category === undefined ? {} : { actions: AUDIT_CATEGORIES[category], impersonated: category === 'impersonation' }),
    ...(input.result === undefined ? {} : { result: input.result }),
    limit,
  };
}

function eventOf(row: AuditRow): AuditEvent {
  const name = [row.user_first_name, row.user_surname].filter(Boolean).join(' ');
  return {
    id: row.id,
    at: wireTimestamp(row.at),
    category: categoryOf(row.action),
    action: row.action,
    agentCode: row.agent_code,
    agentName: row.agent_name,
    userLogin: row.user_login,
    userName: name === '' ? null : name,
    userAgentCode: row.user_agent_code,
    impersonatorLogin: row.impersonator_login,
    impersonatorAgentCode: row.impersonator_agent_code,
    entity: row.entity,
    entityId: row.entity_id,
    result: row.result_code === null || row.result_code === 0 ? 'SUCCESS' : 'REFUSED',
    resultCode: row.result_code,
    ip: row.ip,
  };
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the trail, newest first, and the cursor of the next (older) page. */
export async function listAuditEvents(db: Kysely<Database>, session: SessionInfo, input: AuditPageInput): Promise<{ data: AuditEvent[]; nextCursor: string | null }> {
  const pageSize = input.pageSize ?? AUDIT_PAGE_SIZE;
  const after = input.cursor === undefined ? undefined : positionOf(input.cursor);
  const filter = await rowFilter(db, session, input, pageSize + 1);
  const rows = await auditRows(db, { ...filter, ...(after ? { after } : {}) });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { data: page.map(eventOf), nextCursor: rows.length > pageSize && last ? cursorOf(last) : null };
}

/** Rows read per query of the export. */
const EXPORT_PAGE = 1000;

/** The export's file: its name and its lines (a header, then every event of the filters, newest
 * first), read a page at a time so memory stays bounded. Refusals happen before the first line. */
export async function auditEventsCsv(db: Kysely<Database>, session: SessionInfo, input: AuditFilterInput, language: ServerLanguage, now = new Date()) {
  const filter = await rowFilter(db, session, input, EXPORT_PAGE);
  const t = (message: (typeof TEXT)[keyof typeof TEXT]) => say(message, language);
  const header = [t(TEXT.at), t(TEXT.agent), t(TEXT.agentName), t(TEXT.user), t(TEXT.userAgent), t(TEXT.impersonator), t(TEXT.impersonatorAgent),
    t(TEXT.category), t(TEXT.action), t(TEXT.entity), t(TEXT.entityId), t(TEXT.result), t(TEXT.resultCode), t(TEXT.ip)];
  async function* records(): AsyncGenerator<string[]> {
    yield header;
    let after: AuditPosition | undefined;
    for (;;) {
      const rows = await auditRows(db, { ...filter, ...(after ? { after } : {}) });
      for (const row of rows) {
        const event = eventOf(row);
        yield [event.at, event.agentCode ?? '', event.agentName ?? '', event.userLogin ?? '', event.userAgentCode ?? '', event.impersonatorLogin ?? '',
          event.impersonatorAgentCode ?? '', say(CATEGORY_TEXT[event.category], language), event.action, entityWords(event.entity, language), event.entityId ?? '',
          t(event.result === 'SUCCESS' ? TEXT.success : TEXT.refused), event.resultCode === null ? '' : String(event.resultCode), event.ip ?? ''];
      }
      const last = rows.at(-1);
      if (rows.length < EXPORT_PAGE || !last) return;
      after = { at: last.position, id: last.id };
    }
  }
  const stamp = wireTimestamp(now).slice(0, 10);
  return { fileName: `AuditTrail_${stamp}.csv`, records: records() };
}

/** A CSV cell: text a spreadsheet would run as a formula starts with an apostrophe. */
export const auditCsvCell = (value: string) => neutralisedFormula(value);
