// The agent form rules (spec 1 section 5), the hierarchy rule of decisions.md, and the save
// request built from the form (empty text is null, read-only creation date and tax not sent).
import { createIntl } from 'react-intl';
import { describe, expect, test } from 'vitest';
import { addRights, type AgentInfo } from '../../../src/features/company';
import { agentSchema, normaliseAgentCode } from '../../../src/features/company/forms/agentSchema';
import { agentSaveBody, newAgentValues } from '../../../src/features/company/forms/agentValues';

const intl = createIntl({ locale: 'en', messages: {}, onError: () => undefined });
const schema = agentSchema(intl);
const errorOf = async (values: Record<string, string>) =>
  schema.validate({ agentCode: 'R00009', name: 'Kiosk', ...values }).then(
    () => null,
    (e: Error) => e.message,
  );

const parent: AgentInfo = {
  resultCode: 0,
  resultDescription: 'Success',
  agentDetail: {
    agentCode: 'SD0001',
    name: 'Harbour',
    level: 'SD',
    countryCode: 'AU',
    stateCode: 'NSW',
    timezone: 'UTC',
  },
  agentAddress: {},
};

describe('agentSchema', () => {
  test('agent code and name are required, the code at most 8', async () => {
    await expect(errorOf({ agentCode: '' })).resolves.toBe('Agent code is required');
    await expect(errorOf({ agentCode: 'ABCDEFGHI' })).resolves.toBe(
      'Agent code must be at most 8 characters',
    );
    await expect(errorOf({ name: '  ' })).resolves.toBe('Agent name is required');
  });

  test('email format and the phone pattern', async () => {
    await expect(errorOf({ email: 'not-an-email' })).resolves.toBe('Wrong email format');
    await expect(errorOf({ phoneNumber: '12ab' })).resolves.toBe('Invalid phone number');
    await expect(errorOf({ mobileNumber: '123' })).resolves.toBe('Invalid phone number');
    await expect(errorOf({ phoneNumber: ' +61290001234 ', mobileNumber: '' })).resolves.toBeNull();
  });

  test('phone numbers typed with spaces and dashes are accepted, and saved without them', async () => {
    await expect(errorOf({ phoneNumber: '+61 2 9000 1234', mobileNumber: '0412-345-678' })).resolves.toBeNull();
    await expect(errorOf({ phoneNumber: '+61 2 90ab 1234' })).resolves.toBe('Invalid phone number');
    await expect(errorOf({ mobileNumber: '1 - 2' })).resolves.toBe('Invalid phone number');
    const values = { ...newAgentValues(parent, 'R'), agentCode: 'R00009', name: 'Kiosk', phoneNumber: ' +61 2-9000 1234 ', mobileNumber: '0412 345 678', faxNumber: '02 9000 1235' };
    expect(agentSaveBody(values).agentAddress).toMatchObject({ phoneNumber: '+61290001234', mobileNumber: '0412345678', faxNumber: '02 9000 1235' });
  });

  test('the agent code is trimmed and upper-cased as typed', () => {
    expect(normaliseAgentCode(' r00009 ')).toBe('R00009');
  });
});

describe('addRights', () => {
  test('MD adds SD or R, D and SD add R, nothing below a retailer or by a retailer', () => {
    expect(addRights('MD', 'MD')).toEqual({ subDivision: true, retailer: true });
    expect(addRights('MD', 'SD')).toEqual({ subDivision: true, retailer: true });
    expect(addRights('SD', 'SD')).toEqual({ subDivision: false, retailer: true });
    expect(addRights('D', 'D')).toEqual({ subDivision: false, retailer: true });
    expect(addRights('MD', 'R')).toEqual({ subDivision: false, retailer: false });
    expect(addRights('R', 'R')).toEqual({ subDivision: false, retailer: false });
  });
});

describe('a new agent and its save request', () => {
  test('defaults to Active and PREPAID under the selected agent, empty text sent as null', () => {
    const values = { ...newAgentValues(parent, 'R'), agentCode: 'R00009', name: 'Kiosk' };
    const body = agentSaveBody(values);
    expect(body.agentDetail).toMatchObject({
      level: 'R',
      status: 'ACTIVE',
      agentType: 'PREPAID',
      parentCode: 'SD0001',
      countryCode: 'AU',
      stateCode: 'NSW',
    });
    expect(body.agentDetail).not.toHaveProperty('creationDate');
    expect(body.agentDetail).not.toHaveProperty('tax');
    expect(body.agentAddress).toMatchObject({ email: null, countryCode: 'AU', stateCode: 'NSW' });
  });
});
