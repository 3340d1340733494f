// The agent form's two sections (General Details, Physical Address): text fields, and the
// country, state and time zone selects fed by the list calls. `editing` unlocks what may change.
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { CountryStateSelects } from '../../../shared/forms/CountryStateSelects';
import { companyMessages } from '../messages';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { formatTimestamp } from '../../../shared/ui/Timestamp';
import { agentWord, isWordField } from '../agentWords';
import { useGetTimezoneListQuery } from '../api';
import { AGENT_CODE_MAX, normaliseAgentCode } from '../forms/agentSchema';
import { READ_ONLY_FIELDS, type AgentValues } from '../forms/agentValues';

const Section = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Legend = styled.legend`
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

type TextKey = Exclude<keyof AgentValues, 'countryCode' | 'stateCode' | 'timezone'> &
  keyof typeof companyMessages;

const GENERAL_TEXT: readonly TextKey[] = [
  'level',
  'agentCode',
  'name',
  'creationDate',
  'status',
  'tax',
  'agentType',
  'parentCode',
];
const ADDRESS_TEXT: readonly TextKey[] = [
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
];
const REQUIRED: ReadonlySet<string> = new Set(['agentCode', 'name']);

export interface AgentFieldsProps {
  editing: boolean;
  adding: boolean;
}

function AgentTextField({ name, editing, adding }: AgentFieldsProps & { name: TextKey }) {
  const intl = useIntl();
  const locked = !editing || READ_ONLY_FIELDS.has(name) || (name === 'agentCode' && !adding);
  const isCode = name === 'agentCode';
  return (
    <TextField
      name={name}
      label={intl.formatMessage(companyMessages[name] as MessageDescriptor)}
      required={editing && REQUIRED.has(name)}
      readOnly={locked}
      type={
        name === 'email'
          ? 'email'
          : name === 'phoneNumber' || name === 'mobileNumber'
            ? 'tel'
            : 'text'
      }
      maxLength={isCode ? AGENT_CODE_MAX : undefined}
      transform={isCode ? normaliseAgentCode : undefined}
      display={
        isWordField(name)
          ? (code) => agentWord(intl, name, code)
          : name === 'creationDate'
            ? (stamp) => formatTimestamp(intl, stamp)
            : undefined
      }
    />
  );
}

function ListSelects({ editing }: { editing: boolean }) {
  const intl = useIntl();
  const zones = useGetTimezoneListQuery();
  return (
    <>
      <CountryStateSelects
        labels={{ country: intl.formatMessage(companyMessages.country), state: intl.formatMessage(companyMessages.state) }}
        disabled={!editing}
      />
      <Select
        name="timezone"
        label={intl.formatMessage(companyMessages.timezone)}
        options={(zones.data ?? []).map((zone) => ({ value: zone.code, label: zone.name }))}
        disabled={!editing}
      />
    </>
  );
}

export function AgentFields(props: AgentFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <Section>
        <Legend>{intl.formatMessage(companyMessages.generalDetails)}</Legend>
        {GENERAL_TEXT.map((name) => (
          <AgentTextField key={name} name={name} {...props} />
        ))}
        <ListSelects editing={props.editing} />
      </Section>
      <Section>
        <Legend>{intl.formatMessage(companyMessages.physicalAddress)}</Legend>
        {ADDRESS_TEXT.map((name) => (
          <AgentTextField key={name} name={name} {...props} />
        ))}
      </Section>
    </>
  );
}
