// Two formik-bound date inputs (start and end) in one fieldset: the end cannot be before the
// start in the picker, and neither passes the overall min/max.
import type { ReactNode } from 'react';
import { useField } from 'formik';
import styled from 'styled-components';
import { DatePicker } from '../DatePicker';
import { LabelText } from '../FormField';
import { VisuallyHidden } from '../VisuallyHidden';

export interface DateRangeProps {
  /** The group's legend, e.g. 'Requested date'. */
  legend: ReactNode;
  startName: string;
  endName: string;
  startLabel: ReactNode;
  endLabel: ReactNode;
  mode?: 'date' | 'datetime';
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  help?: ReactNode;
  /** The legend for screen readers only, where the labels say enough (a filter row). */
  hideLegend?: boolean;
  className?: string;
}

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  column-gap: ${({ theme }) => theme.space[3]};
`;

const later = (a?: string, b?: string) => (a && b ? (a > b ? a : b) : a || b || undefined);
const earlier = (a?: string, b?: string) => (a && b ? (a < b ? a : b) : a || b || undefined);

export function DateRange({
  legend, startName, endName, startLabel, endLabel, mode = 'date', min, max, required, disabled, help,
  hideLegend = false, className,
}: DateRangeProps) {
  // Each picker is bounded by the other's current value.
  const [{ value: startValue }] = useField<string>(startName);
  const [{ value: endValue }] = useField<string>(endName);
  return (
    <Fieldset className={className}>
      {hideLegend ? (
        <VisuallyHidden as="legend">{legend}</VisuallyHidden>
      ) : (
        <Legend>
          <LabelText label={legend} required={required} />
        </Legend>
      )}
      <Row>
        <DatePicker
          name={startName} label={startLabel} mode={mode} min={min} max={earlier(max, endValue)}
          required={required} disabled={disabled} help={help}
        />
        <DatePicker
          name={endName} label={endLabel} mode={mode} min={later(min, startValue)} max={max}
          required={required} disabled={disabled}
        />
      </Row>
    </Fieldset>
  );
}
