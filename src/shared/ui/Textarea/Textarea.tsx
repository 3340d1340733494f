// A formik-bound multi-line text field (contact us: 10 rows; document HTML content: 6 rows).
import styled from 'styled-components';
import { FieldFrame, controlStyles, useBoundField, type BaseFieldProps } from '../FormField';

export interface TextareaProps extends BaseFieldProps {
  rows?: number;
  placeholder?: string;
  maxLength?: number;
  readOnly?: boolean;
}

const Area = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export function Textarea({
  name, label, required, help, id, disabled, hideLabel, className, rows = 4, placeholder, maxLength, readOnly,
}: TextareaProps) {
  const { field, error, ids, aria } = useBoundField<string>({ name }, { id, help, required });
  return (
    <FieldFrame
      controlId={ids.control} label={label} required={required} help={help} helpId={ids.help}
      error={error} errorId={ids.error} hideLabel={hideLabel} className={className}
    >
      <Area
        {...field}
        value={field.value ?? ''}
        id={ids.control}
        rows={rows}
        placeholder={placeholder}
        maxLength={maxLength}
        readOnly={readOnly}
        disabled={disabled}
        {...aria}
      />
    </FieldFrame>
  );
}
