// A formik-bound native select: options with value and label, an optional placeholder option.
import styled from 'styled-components';
import { FieldFrame, controlStyles, useBoundField, type BaseFieldProps } from '../FormField';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends BaseFieldProps {
  options: readonly SelectOption[];
  /** A first, empty option ('Select...'); it cannot be chosen again once a value is set when required. */
  placeholder?: string;
  autoFocus?: boolean;
}

const NativeSelect = styled.select`
  ${controlStyles}
  appearance: auto;
`;

export function Select({
  name, label, required, help, id, disabled, hideLabel, className, options, placeholder, autoFocus,
}: SelectProps) {
  const { field, error, ids, aria } = useBoundField<string>({ name }, { id, help, required });
  return (
    <FieldFrame
      controlId={ids.control} label={label} required={required} help={help} helpId={ids.help}
      error={error} errorId={ids.error} hideLabel={hideLabel} className={className}
    >
      <NativeSelect {...field} value={field.value ?? ''} id={ids.control} disabled={disabled} autoFocus={autoFocus} {...aria}>
        {placeholder !== undefined ? (
          <option value="" disabled={required && Boolean(field.value)}>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}
