// A formik-bound native select: options with value and label, an optional placeholder option.
import styled from 'styled-components';
import { FieldFrame, controlStyles, useFieldFrame, type BaseFieldProps } from '../FormField';

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

export function Select({ disabled, options, placeholder, autoFocus, ...base }: SelectProps) {
  const { field, ids, aria, frame } = useFieldFrame<string>(base);
  return (
    <FieldFrame {...frame}>
      <NativeSelect {...field} value={field.value ?? ''} id={ids.control} disabled={disabled} autoFocus={autoFocus} {...aria}>
        {placeholder !== undefined ? (
          <option value="" disabled={base.required && Boolean(field.value)}>
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
