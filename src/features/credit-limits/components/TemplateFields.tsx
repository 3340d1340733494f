// The fields of the limit template dialog (spec 3 sections 3 and 5): code (no whitespace, upper
// case as typed; fixed once created), name, status (details only), the assigned agents, and the
// limit items keyed by target: target type, target (a currency or a product of the target data),
// limit type (a currency limits VALUE only), limit value, reset period and its value. Items are
// added (the list scrolls to the new one) and removed (while more than one is left); changing an
// item's target type starts its target at the first of that type. Each item has its warning
// thresholds ('80, 100': the agent's administrators are mailed when usage reaches one, #37).
import { FieldArray, useField, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { creditLimitsMessages as m } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { ErrorText } from '../../../shared/ui/FormField';
import { IconButton } from '../../../shared/ui/IconButton';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import type { AgentRef, LimitTargets, LimitTargetType, LimitType } from '../api';
import { amountUnit, formatAmount } from '../usage';
import {
  LIMIT_TYPES, STATUSES, TARGET_TYPES, TEMPLATE_CODE_MAX, TEMPLATE_NAME_MAX, firstTarget, newItem, normaliseTemplateCode,
  type TemplateDialogMode, type TemplateFormValues,
} from '../forms/templateForm';
import { AgentPicker } from './AgentPicker';
import { ItemBox, ItemGrid, ItemHeading, ItemList, Note, SectionHeading } from './itemLayout';
import { PeriodFields } from './PeriodFields';

const Grid = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

interface ItemFieldsProps {
  index: number;
  count: number;
  targets: LimitTargets | undefined;
  readOnly: boolean;
  onRemove: () => void;
}

/** A changed target type starts at the first target of that type, a currency at VALUE. */
function useTargetReset(name: string, targets: LimitTargets | undefined) {
  const { setFieldValue } = useFormikContext();
  const [{ value: targetType }] = useField<LimitTargetType>(`${name}.targetType`);
  const chosen = useRef(targetType);
  useEffect(() => {
    if (chosen.current === targetType) return;
    chosen.current = targetType;
    void setFieldValue(`${name}.targetCode`, firstTarget(targets, targetType));
    if (targetType === 'CURRENCY') void setFieldValue(`${name}.limitType`, 'VALUE');
  }, [name, targetType, targets, setFieldValue]);
  return targetType;
}

function ItemFields({ index, count, targets, readOnly, onRemove }: ItemFieldsProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const name = `limitItems[${index}]`;
  const targetType = useTargetReset(name, targets);
  const [{ value: targetCode }] = useField<string>(`${name}.targetCode`);
  const [{ value: limitType }] = useField<LimitType>(`${name}.limitType`);
  const [{ value: currencyCode }] = useField<string | null | undefined>(`${name}.currencyCode`);
  const unitOf = { limitType, targetType, targetCode, currencyCode };
  const choices = (targetType === 'CURRENCY' ? targets?.currencies : targets?.products) ?? [];
  // A target no longer offered (a product since withdrawn) still shows as it is.
  const targetOptions = [
    ...(targetCode && !choices.some((c) => c.code === targetCode) ? [{ value: targetCode, label: targetCode }] : []),
    ...choices.map((c) => ({ value: c.code, label: `${c.code} – ${c.name}` })),
  ];
  return (
    <ItemBox>
      <ItemHeading>
        <span>{text(m.itemHeading, { n: index + 1 })}</span>
        {!readOnly && count > 1 ? <IconButton size="sm" label={text(m.removeItemN, { n: index + 1 })} icon="×" onClick={onRemove} /> : null}
      </ItemHeading>
      <ItemGrid>
        <Select name={`${name}.targetType`} label={text(m.targetType)} required={!readOnly} disabled={readOnly} options={TARGET_TYPES.map((o) => ({ value: o.value, label: text(o.label) }))} />
        <Select name={`${name}.targetCode`} label={text(m.targetCode)} required={!readOnly} disabled={readOnly} options={targetOptions} />
        <Select
          name={`${name}.limitType`}
          label={text(m.limitType)}
          required={!readOnly}
          disabled={readOnly}
          options={LIMIT_TYPES.map((o) => ({ value: o.value, label: text(o.label), disabled: targetType === 'CURRENCY' && o.value !== 'VALUE' }))}
        />
        <TextField
          name={`${name}.limitValue`}
          label={text(m.limitValue)}
          // Read only, the amount reads as money (US$20,000.00) or a count; typed, its unit is named.
          type={readOnly ? 'text' : 'number'}
          inputMode="decimal"
          required={!readOnly}
          readOnly={readOnly}
          display={(value) => formatAmount(intl, Number(value), unitOf)}
          help={readOnly ? undefined : amountUnit(intl, unitOf)}
        />
        <PeriodFields name={name} readOnly={readOnly} />
        <TextField
          name={`${name}.alertThresholds`}
          label={text(m.alertThresholds)}
          help={readOnly ? undefined : text(m.alertThresholdsHelp)}
          readOnly={readOnly}
          inputMode="numeric"
          autoComplete="off"
        />
      </ItemGrid>
    </ItemBox>
  );
}

export interface TemplateFieldsProps {
  mode: TemplateDialogMode;
  targets: LimitTargets | undefined;
  agents: readonly AgentRef[];
}

export function TemplateFields({ mode, targets, agents }: TemplateFieldsProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const readOnly = mode === 'view';
  const { values, errors } = useFormikContext<TemplateFormValues>();
  const list = useRef<HTMLDivElement>(null);
  const count = values.limitItems.length;
  const previous = useRef(count);
  useEffect(() => {
    // After an item is added the list shows it (spec 3 section 5).
    if (count > previous.current) list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
    previous.current = count;
  }, [count]);
  return (
    <>
      <Grid>
        <TextField
          name="templateCode"
          label={text(m.templateCode)}
          required={mode === 'create'}
          readOnly={mode !== 'create'}
          maxLength={TEMPLATE_CODE_MAX}
          transform={normaliseTemplateCode}
          autoComplete="off"
        />
        <TextField name="templateName" label={text(m.templateName)} required={!readOnly} readOnly={readOnly} maxLength={TEMPLATE_NAME_MAX} autoComplete="off" />
        {mode === 'create' ? null : (
          <Select name="status" label={text(m.status)} required={!readOnly} disabled={readOnly} options={STATUSES.map((o) => ({ value: o.value, label: text(o.label) }))} />
        )}
      </Grid>
      <AgentPicker name="assignedAgentCodes" label={text(m.assignedAgents)} agents={agents} readOnly={readOnly} />
      <FieldArray name="limitItems">
        {(items) => (
          <>
            <SectionHeading>
              <h3>{text(m.limitItems)}</h3>
              <Note>{text(m.periodUtcNote)}</Note>
              {readOnly ? null : (
                <Button size="sm" variant="secondary" onClick={() => items.push(newItem(targets))}>
                  {text(m.addItem)}
                </Button>
              )}
            </SectionHeading>
            {typeof errors.limitItems === 'string' ? <ErrorText role="alert">{errors.limitItems}</ErrorText> : null}
            <ItemList ref={list} tabIndex={0} role="group" aria-label={text(m.limitItems)}>
              {values.limitItems.map((item, index) => (
                <ItemFields key={item.key} index={index} count={count} targets={targets} readOnly={readOnly} onRemove={() => items.remove(index)} />
              ))}
            </ItemList>
          </>
        )}
      </FieldArray>
    </>
  );
}
