// A formik-bound text input with label, required mark, help text and touched error.
import type { ChangeEvent, HTMLInputAutoCompleteAttribute } from 'react';
import { Control, FieldFrame, useFieldFrame, type BaseFieldProps } from '../FormField';

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number';
  placeholder?: string;
  readOnly?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'numeric' | 'decimal' | 'none';
  maxLength?: number;
  autoFocus?: boolean;
  /** Rewrites the value as typed, e.g. trimming and upper-casing an agent code. */
  transform?: (value: string) => string;
  /** How a read-only value reads, e.g. a status code in the reader's language ('ACTIVE' -> 'Aktiv'). */
  display?: (value: string) => string;
}

export function TextField({
  disabled, type = 'text', placeholder, readOnly, autoComplete, inputMode, maxLength, autoFocus, transform, display, ...base
}: TextFieldProps) {
  const { field, helpers, ids, aria, frame } = useFieldFrame<string>(base);
  const onChange = transform
    ? (e: ChangeEvent<HTMLInputElement>) => void helpers.setValue(transform(e.target.value))
    : field.onChange;
  return (
    <FieldFrame {...frame}>
      <Control
        {...field}
        value={readOnly && display ? display(field.value ?? '') : (field.value ?? '')}
        onChange={onChange}
        id={ids.control}
        type={type}
        placeholder={placeholder}
        readOnly={readOnly}
        disabled={disabled}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        autoFocus={autoFocus}
        {...aria}
      />
    </FieldFrame>
  );
}
