// The template's assigned agents (spec 3: from GET sub-division-and-agent, every agent below the
// user's agent): the chosen ones as chips (each removable while editing), a search by code or
// name and a list of checkboxes of what it finds (the first 50: a distributor may have a thousand
// agents). Read-only, only the chips show.
import { useField } from 'formik';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { creditLimitsMessages as m } from '../messages';
import { compactControl } from '../../../shared/ui/compactControl';
import { ErrorText, HelpText, LabelText } from '../../../shared/ui/FormField';
import { IconButton } from '../../../shared/ui/IconButton';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import type { AgentRef } from '../api';

/** How many found agents the list shows at most. */
const SHOWN = 50;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 28px;
  padding: 0 ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  font-size: ${({ theme }) => theme.font.size.sm};
  &[data-read-only] {
    padding-inline-end: ${({ theme }) => theme.space[2]};
  }
`;

const Search = styled.input`
  ${compactControl}
  width: 100%;
`;

const Options = styled.div`
  display: grid;
  max-height: 180px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 32px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    flex: none;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface AgentPickerProps {
  name: string;
  label: string;
  agents: readonly AgentRef[];
  readOnly: boolean;
}

export function AgentPicker({ name, label, agents, readOnly }: AgentPickerProps) {
  const intl = useIntl();
  const id = useId();
  const [field, meta, helpers] = useField<string[]>(name);
  const [search, setSearch] = useState('');
  const chosen = field.value;
  const nameOf = new Map(agents.map((agent) => [agent.code, agent.name]));
  const needle = search.trim().toLowerCase();
  const found = agents.filter((agent) => !needle || agent.code.toLowerCase().includes(needle) || agent.name.toLowerCase().includes(needle));
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const choose = (code: string, on: boolean) => {
    void helpers.setValue(on ? [...chosen, code] : chosen.filter((c) => c !== code));
    void helpers.setTouched(true, false);
  };
  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <Legend>
        <LabelText label={label} required={!readOnly} />
      </Legend>
      {chosen.length > 0 ? (
        <Chips aria-label={intl.formatMessage(m.agentsChosen, { count: chosen.length })}>
          {chosen.map((code) => (
            <Chip key={code} title={nameOf.get(code)} data-read-only={readOnly || undefined}>
              {code}
              {readOnly ? null : (
                <IconButton size="sm" label={intl.formatMessage(m.removeAgent, { agentCode: code })} icon="×" onClick={() => choose(code, false)} />
              )}
            </Chip>
          ))}
        </Chips>
      ) : null}
      {readOnly ? null : (
        <>
          <VisuallyHidden as="label" htmlFor={`${id}-search`}>
            {intl.formatMessage(m.findAgent)}
          </VisuallyHidden>
          <Search id={`${id}-search`} type="search" value={search} placeholder={intl.formatMessage(m.findAgent)} onChange={(event) => setSearch(event.target.value)} />
          <Options role="group" aria-label={label} data-invalid={error ? true : undefined}>
            {found.slice(0, SHOWN).map((agent) => (
              <label key={agent.code}>
                <input type="checkbox" checked={chosen.includes(agent.code)} onChange={(event) => choose(agent.code, event.target.checked)} />
                <span>
                  {agent.code} <Muted>{agent.name}</Muted>
                </span>
              </label>
            ))}
            {found.length === 0 ? <Muted>{intl.formatMessage(m.noAgentMatches)}</Muted> : null}
          </Options>
          {found.length > SHOWN ? <HelpText>{intl.formatMessage(m.moreAgents, { count: found.length - SHOWN })}</HelpText> : null}
        </>
      )}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Fieldset>
  );
}
