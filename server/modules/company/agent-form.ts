// The agent form of spec 1 section 5, checked on the server: field normalisation and format rules,
// the editable fields, and the read-only rule (a read-only field may be echoed back unchanged,
// never changed). Pure functions: they throw a 1001 DomainError naming the field.
import type { AgentLevel, AgentType } from '../../db/schema';
import { fieldRefusal } from '../../domain/domain-error';
import type { NewAgent } from '../agents/agents.service';
import { isKnownCountry, isStateOf } from '../reference-data/countries';
import { DEFAULT_TIME_ZONE, isKnownTimeZone } from '../reference-data/time-zones';
import type { AgentAddress, AgentDetail, AgentRow, ApiAgentStatus } from './agent-view';
import { wireTimestamp } from '../../domain/wire';
import { PROBLEM } from '../../i18n/problems';
import { words, type Words } from '../../i18n/words';

/** The body of POST and PUT /api/v1/agent as the contract lets it through. */
export interface AgentSaveRequest {
  agentDetail: Partial<Omit<AgentDetail, 'agentCode' | 'name'>> & { agentCode: string; name: string };
  agentAddress: Partial<AgentAddress>;
}

/** The fields a user may set, with the NewAgent names of agents.service. */
export type EditableAgentFields = Required<Pick<NewAgent,
  | 'name' | 'countryCode' | 'stateCode' | 'timezone' | 'email' | 'contactName' | 'addressLine1' | 'addressLine2'
  | 'phoneNumber' | 'mobileNumber' | 'tollFreePhone' | 'faxNumber' | 'tollFreeFax' | 'city' | 'zipCode'>>;

export const NEW_AGENT_STATUS: ApiAgentStatus = 'ACTIVE';
export const NEW_AGENT_TYPE: AgentType = 'PREPAID';
export const AGENT_CODE_MAX_LENGTH = 8;
export const PHONE_PATTERN = /^[+0-9][0-9]{3,20}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;


const refuse = (field: string, problem: Words): never => {
  throw fieldRefusal(field, problem);
};

/** Trimmed text; empty becomes null; undefined (not sent) stays undefined. */
export function cleanText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** cleanText, upper-cased (country, state and agent codes). */
export function cleanCode(value: string | null | undefined): string | null | undefined {
  const text = cleanText(value);
  return text ? text.toUpperCase() : text;
}

/** The agent code rule: required, trimmed, upper-cased, at most 8 letters and digits. */
export function cleanAgentCode(value: string, field = 'agentDetail.agentCode'): string {
  const code = value.trim().toUpperCase();
  if (code === '') refuse(field, PROBLEM.requiredField);
  if (code.length > AGENT_CODE_MAX_LENGTH) refuse(field, words(PROBLEM.maxLength, { n: AGENT_CODE_MAX_LENGTH }));
  if (!/^[A-Z0-9]+$/.test(code)) refuse(field, PROBLEM.lettersDigits);
  return code;
}

const ADDRESS_TEXT_FIELDS = ['contactName', 'addressLine1', 'addressLine2', 'tollFreePhone', 'faxNumber', 'tollFreeFax', 'city', 'zipCode'] as const;

/**
 * The editable fields of a request, normalised and checked. `stored` is the agent being edited
 * (undefined when adding): a field not sent keeps its stored value, and the email, phones,
 * country, state and time zone are checked only when they change, so an agent whose stored
 * values predate these rules can still be saved unchanged.
 */
export function editableFieldsOf(request: AgentSaveRequest, stored?: AgentRow): EditableAgentFields {
  const { agentDetail: detail, agentAddress: address } = request;
  const keep = <T>(sent: T | undefined, current: T): T => (sent === undefined ? current : sent);

  const name = cleanText(detail.name);
  if (!name) return refuse('agentDetail.name', PROBLEM.requiredField);

  const email = keep(cleanText(address.email), stored?.email ?? null);
  if (email !== null && email !== stored?.email && !EMAIL_PATTERN.test(email)) refuse('agentAddress.email', PROBLEM.wrongEmail);
  const phoneNumber = keep(cleanText(address.phoneNumber), stored?.phone_number ?? null);
  if (phoneNumber !== null && phoneNumber !== stored?.phone_number && !PHONE_PATTERN.test(phoneNumber)) refuse('agentAddress.phoneNumber', PROBLEM.invalidPhone);
  const mobileNumber = keep(cleanText(address.mobileNumber), stored?.mobile_number ?? null);
  if (mobileNumber !== null && mobileNumber !== stored?.mobile_number && !PHONE_PATTERN.test(mobileNumber)) refuse('agentAddress.mobileNumber', PROBLEM.invalidPhone);

  // Adding: the detail's country and state, or the address's when the detail has none.
  const sentCountry = stored ? detail.countryCode : (detail.countryCode ?? address.countryCode);
  const sentState = stored ? detail.stateCode : (detail.stateCode ?? address.stateCode);
  const countryCode = keep(cleanCode(sentCountry), stored?.country_code ?? null);
  const stateCode = keep(cleanCode(sentState), stored?.state_code ?? null);
  const countryChanged = countryCode !== (stored?.country_code ?? null);
  if (countryCode !== null && countryChanged && !isKnownCountry(countryCode)) refuse('agentDetail.countryCode', PROBLEM.unknownCountry);
  if (stateCode !== null && (countryChanged || stateCode !== stored?.state_code)) {
    if (countryCode === null || !isStateOf(countryCode, stateCode)) refuse('agentDetail.stateCode', PROBLEM.notAState);
  }
  const timezone = keep(cleanText(detail.timezone), stored?.timezone ?? null) ?? DEFAULT_TIME_ZONE;
  if (timezone !== stored?.timezone && !isKnownTimeZone(timezone)) refuse('agentDetail.timezone', PROBLEM.notATimeZone);

  const addressText = Object.fromEntries(
    ADDRESS_TEXT_FIELDS.map((field) => [field, keep(cleanText(address[field]), storedAddressText(stored, field))]),
  ) as Record<(typeof ADDRESS_TEXT_FIELDS)[number], string | null>;

  return { name, countryCode, stateCode, timezone, email, phoneNumber, mobileNumber, ...addressText };
}

const ADDRESS_COLUMNS = {
  contactName: 'contact_name', addressLine1: 'address_line1', addressLine2: 'address_line2', tollFreePhone: 'toll_free_phone',
  faxNumber: 'fax_number', tollFreeFax: 'toll_free_fax', city: 'city', zipCode: 'zip_code',
} as const satisfies Record<(typeof ADDRESS_TEXT_FIELDS)[number], keyof AgentRow>;

function storedAddressText(stored: AgentRow | undefined, field: (typeof ADDRESS_TEXT_FIELDS)[number]): string | null {
  return stored ? stored[ADDRESS_COLUMNS[field]] : null;
}

/** A read-only field sent with another value than `allowed` (undefined: not sent; '' equals null). */
function refuseChange(field: string, sent: string | null | undefined, ...allowed: (string | null)[]): void {
  if (sent === undefined) return;
  const value = cleanText(sent) ?? null;
  if (!allowed.includes(value)) refuse(field, PROBLEM.readOnly);
}

/** Editing: level, creation date, status, tax, agent type, parent code and the address's country
 * and state may be echoed back as they are, never changed. The address's country and state are
 * the agent's own, changed through agentDetail; they may echo the stored or the new value. */
export function refuseReadOnlyChanges(request: AgentSaveRequest, stored: AgentRow, storedParentCode: string | null, fields: EditableAgentFields): void {
  const { agentDetail: detail, agentAddress: address } = request;
  refuseChange('agentDetail.level', detail.level, stored.level);
  refuseChange('agentDetail.creationDate', detail.creationDate, wireTimestamp(stored.created_at));
  refuseChange('agentDetail.status', detail.status, stored.status);
  refuseChange('agentDetail.tax', detail.tax, stored.tax);
  refuseChange('agentDetail.agentType', detail.agentType, stored.type);
  refuseChange('agentDetail.parentCode', detail.parentCode?.toUpperCase(), storedParentCode);
  refuseChange('agentAddress.countryCode', address.countryCode?.toUpperCase(), stored.country_code, fields.countryCode);
  refuseChange('agentAddress.stateCode', address.stateCode?.toUpperCase(), stored.state_code, fields.stateCode);
}

/** Adding: the read-only fields may carry only what a new agent gets (status ACTIVE, type
 * PREPAID, no creation date or tax yet); the address's country and state echo the detail's.
 * Returns the level asked for, which the hierarchy rule then checks. */
export function newAgentLevelOf(request: AgentSaveRequest, fields: EditableAgentFields): AgentLevel {
  const { agentDetail: detail, agentAddress: address } = request;
  if (!detail.level) return refuse('agentDetail.level', PROBLEM.requiredField);
  refuseChange('agentDetail.creationDate', detail.creationDate, null);
  refuseChange('agentDetail.status', detail.status, NEW_AGENT_STATUS);
  refuseChange('agentDetail.tax', detail.tax, null);
  refuseChange('agentDetail.agentType', detail.agentType, NEW_AGENT_TYPE);
  refuseChange('agentAddress.countryCode', address.countryCode?.toUpperCase(), fields.countryCode);
  refuseChange('agentAddress.stateCode', address.stateCode?.toUpperCase(), fields.stateCode);
  return detail.level;
}
