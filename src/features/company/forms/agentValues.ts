// The agent form's values: one flat record of text fields, built from the agent's answer (or the
// defaults of a new agent) and turned back into the save request.
import type { AgentInfo, AgentLevel, AgentModalMode, AgentSave } from '../types';
import { normalisePhone, PHONE_FIELDS } from './agentSchema';

export const DETAIL_FIELDS = [
  'level',
  'agentCode',
  'name',
  'countryCode',
  'stateCode',
  'timezone',
  'creationDate',
  'status',
  'tax',
  'agentType',
  'parentCode',
] as const;
export const ADDRESS_FIELDS = [
  'email',
  'contactName',
  'addressLine1',
  'addressLine2',
  'phoneNumber',
  'mobileNumber',
  'tollFreePhone',
  'faxNumber',
  'tollFreeFax',
  'city',
  'zipCode',
] as const;

export type DetailField = (typeof DETAIL_FIELDS)[number];
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AgentValues = Record<DetailField | AddressField, string>;

/** Fields never edited in the form (spec 1 section 5). */
export const READ_ONLY_FIELDS: ReadonlySet<string> = new Set([
  'level',
  'creationDate',
  'status',
  'tax',
  'agentType',
  'parentCode',
]);

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

export function agentValues(info: AgentInfo): AgentValues {
  const values = {} as AgentValues;
  for (const key of DETAIL_FIELDS) values[key] = text(info.agentDetail[key]);
  for (const key of ADDRESS_FIELDS) values[key] = text(info.agentAddress[key]);
  return values;
}

/** A new agent under `parent`: Active, PREPAID, the parent's country, state and time zone. */
export function newAgentValues(parent: AgentInfo, level: AgentLevel): AgentValues {
  const values = {} as AgentValues;
  for (const key of [...DETAIL_FIELDS, ...ADDRESS_FIELDS]) values[key] = '';
  return {
    ...values,
    level,
    status: 'ACTIVE',
    agentType: 'PREPAID',
    parentCode: parent.agentDetail.agentCode,
    countryCode: text(parent.agentDetail.countryCode),
    stateCode: text(parent.agentDetail.stateCode),
    timezone: text(parent.agentDetail.timezone),
  };
}

export const levelOfMode = (mode: AgentModalMode): AgentLevel | null =>
  mode === 'addSubDivision' ? 'SD' : mode === 'addRetailer' ? 'R' : null;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The save request: empty text becomes null, phone numbers lose their spaces and dashes; the
 * address's country and state follow the detail's. */
export function agentSaveBody(values: AgentValues): AgentSave {
  const detail: Record<string, string | null> = {};
  // Creation date and tax are read-only and never set here: not sent means unchanged.
  for (const key of DETAIL_FIELDS)
    if (key !== 'creationDate' && key !== 'tax') detail[key] = orNull(values[key]);
  const address: Record<string, string | null> = {};
  for (const key of ADDRESS_FIELDS)
    address[key] = orNull(PHONE_FIELDS.has(key) ? normalisePhone(values[key]) : values[key]);
  address.countryCode = detail.countryCode ?? null;
  address.stateCode = detail.stateCode ?? null;
  return { agentDetail: detail, agentAddress: address } as unknown as AgentSave;
}
