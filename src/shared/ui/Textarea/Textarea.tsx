// A formik-bound multi-line text field (contact us: 10 rows; document HTML content: 6 rows).
import styled from 'styled-components';
import { FieldFrame, controlStyles, useFieldFrame, type BaseFieldProps } from '../FormField';

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

export function Textarea({ disabled, rows = 4, placeholder, maxLength, readOnly, ...base }: TextareaProps) {
  const { field, ids, aria, frame } = useFieldFrame<string>(base);
  return (
    <FieldFrame {...frame}>
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
