// A formik-bound checkbox (boolean value) with its label after the box.
import styled from 'styled-components';
import { FieldFrame, useFieldFrame, type BaseFieldProps } from '../FormField';

export type CheckboxProps = BaseFieldProps;

const Box = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  flex: none;
  accent-color: ${({ theme }) => theme.color.primary};
  cursor: pointer;

  &:disabled { cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

export function Checkbox({ disabled, ...base }: CheckboxProps) {
  const { field, ids, aria, frame } = useFieldFrame<boolean>(base, { type: 'checkbox' });
  return (
    <FieldFrame {...frame} inline>
      <Box
        type="checkbox"
        id={ids.control}
        name={field.name}
        checked={Boolean(field.checked ?? field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        {...aria}
      />
    </FieldFrame>
  );
}
