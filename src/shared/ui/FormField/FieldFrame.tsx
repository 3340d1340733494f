// The frame every form field shares: label with required mark, the control, help text and the
// error, and the controls' look. No formik here: a table's page-size select or a filter uses the
// look without the form library (FormField.tsx binds a field to formik).
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

/** Input, select and textarea look the same. */
export const controlStyles = css`
  display: block;
  width: 100%;
  min-height: 38px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &::placeholder { color: ${({ theme }) => theme.color.textMuted}; opacity: 1; }
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.color.text}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 1px; }
  &:disabled, &[readonly] {
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
  /* Native date pickers draw their icon in the page's colour scheme. */
  color-scheme: inherit;
`;

export const Control = styled.input`${controlStyles}`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.dangerText};
  margin-inline-start: ${({ theme }) => theme.space[1]};
`;

export const HelpText = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ErrorText = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.dangerText};
`;

/** The label text with its required mark; the mark is read as 'required' only once, by aria-required. */
export function LabelText({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <>
      {label}
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </>
  );
}

export interface FieldFrameProps {
  /** The id of the control the label points at. */
  controlId: string;
  label: ReactNode;
  required?: boolean;
  help?: ReactNode;
  helpId?: string;
  error?: ReactNode;
  errorId?: string;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /** Label after the control (checkboxes). */
  inline?: boolean;
  children: ReactNode;
  className?: string;
}

const InlineRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export function FieldFrame({
  controlId, label, required, help, helpId, error, errorId, hideLabel, inline, children, className,
}: FieldFrameProps) {
  const labelNode = (
    <Label htmlFor={controlId} as={hideLabel ? VisuallyHidden : undefined}>
      <LabelText label={label} required={required} />
    </Label>
  );
  return (
    <Wrapper className={className}>
      {inline ? (
        <InlineRow>
          {children}
          {labelNode}
        </InlineRow>
      ) : (
        <>
          {labelNode}
          {children}
        </>
      )}
      {help ? <HelpText id={helpId}>{help}</HelpText> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Wrapper>
  );
}

