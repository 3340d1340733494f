// The agent form rules on their own (no database): normalisation the contract's patterns would
// otherwise refuse first (padding, lower case), and the read-only rule's echo tolerance.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../server/domain/domain-error';
import {
  cleanAgentCode, editableFieldsOf, newAgentLevelOf, refuseReadOnlyChanges, type AgentSaveRequest,
} from '../../../server/modules/company/agent-form';
import type { AgentRow } from '../../../server/modules/company/agent-view';

const stored = {
  id: 7, code: 'R00001', name: 'Circular Quay News', level: 'R', type: 'PREPAID', status: 'INACTIVE', parent_id: 3,
  country_code: 'AU', state_code: 'NSW', timezone: 'Australia/Sydney', tax: 'GST 10%', email: 'a@b.example',
  contact_name: null, address_line1: null, address_line2: null, phone_number: '+61290001234', mobile_number: null,
  toll_free_phone: null, fax_number: null, toll_free_fax: null, city: 'Sydney', zip_code: '2000', is_enable_payout: false,
  payout_voucher_credit_limit_minor: 0, hide_redeemed_at: false, hide_accumulated_balance: false, limit_alert_percent: 80, require_authenticator: false,
  created_at: new Date('2026-01-01T00:00:00Z'),
} satisfies AgentRow;

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return `${error.resultCode} ${error.field}: ${error.resultDescription}`;
    throw error;
  }
  return 'accepted';
};

describe('agent form', () => {
  it('trims and upper-cases the agent code and refuses empty or long ones', () => {
    expect(cleanAgentCode('  r00009 ')).toBe('R00009');
    expect(refusal(() => cleanAgentCode('   '))).toBe('1001 agentDetail.agentCode: Required field');
    expect(refusal(() => cleanAgentCode('R0000000X'))).toBe('1001 agentDetail.agentCode: Agent code must be at most 8 characters.');
  });

  it('trims phone numbers, turns empty text into null and keeps fields that were not sent', () => {
    const fields = editableFieldsOf(
      { agentDetail: { agentCode: 'R00001', name: ' Circular Quay News ' }, agentAddress: { phoneNumber: ' +61291112222 ', city: '' } },
      stored,
    );
    expect(fields).toMatchObject({ name: 'Circular Quay News', phoneNumber: '+61291112222', city: null, email: 'a@b.example', zipCode: '2000', countryCode: 'AU' });
  });

  it('refuses a wrong email format and a bad phone', () => {
    const request = (address: AgentSaveRequest['agentAddress']) => ({ agentDetail: { agentCode: 'R00001', name: 'x' }, agentAddress: address });
    expect(refusal(() => editableFieldsOf(request({ email: 'a@b' }), stored))).toBe('1001 agentAddress.email: Wrong email format');
    expect(refusal(() => editableFieldsOf(request({ phoneNumber: '+6' }), stored))).toBe('1001 agentAddress.phoneNumber: Invalid phone number');
    expect(refusal(() => editableFieldsOf(request({ mobileNumber: '0412 345 678' }), stored))).toBe('1001 agentAddress.mobileNumber: Invalid phone number');
  });

  it('lets read-only fields be echoed (status INACTIVE for Suspended, empty equals null) but never changed', () => {
    const echo: AgentSaveRequest = {
      agentDetail: { agentCode: 'R00001', name: 'x', level: 'R', status: 'INACTIVE', tax: 'GST 10%', agentType: 'PREPAID', creationDate: '2026-01-01 00:00:00', parentCode: 'SD0001' },
      agentAddress: { countryCode: 'AU', stateCode: 'NSW' },
    };
    const fields = editableFieldsOf(echo, stored);
    expect(refusal(() => refuseReadOnlyChanges(echo, stored, 'SD0001', fields))).toBe('accepted');
    const cleared = { ...echo, agentDetail: { ...echo.agentDetail, tax: '' } };
    expect(refusal(() => refuseReadOnlyChanges(cleared, stored, 'SD0001', fields))).toBe('1001 agentDetail.tax: Tax cannot be changed.');
  });

  it("lets the address's country follow a country changed in the general details", () => {
    const request: AgentSaveRequest = {
      agentDetail: { agentCode: 'R00001', name: 'x', countryCode: 'NZ', stateCode: 'AUK' },
      agentAddress: { countryCode: 'NZ', stateCode: 'AUK' },
    };
    const fields = editableFieldsOf(request, stored);
    expect(refusal(() => refuseReadOnlyChanges(request, stored, 'SD0001', fields))).toBe('accepted');
    expect(fields).toMatchObject({ countryCode: 'NZ', stateCode: 'AUK' });
  });

  it('asks a new agent for its level and accepts only the defaults of the read-only fields', () => {
    const request = (detail: Partial<AgentSaveRequest['agentDetail']>): AgentSaveRequest => ({
      agentDetail: { agentCode: 'R00009', name: 'x', ...detail }, agentAddress: {},
    });
    const fields = editableFieldsOf(request({}));
    expect(refusal(() => newAgentLevelOf(request({}), fields))).toBe('1001 agentDetail.level: Required field');
    expect(newAgentLevelOf(request({ level: 'R', status: 'ACTIVE', agentType: 'PREPAID', creationDate: '', tax: null }), fields)).toBe('R');
  });
});
