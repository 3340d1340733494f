// One-time code in single-digit boxes (spec 1 sections 2.3, 2.4): each box keeps only the last
// digit typed, focus moves on, Backspace on an empty box goes back, a paste fills the boxes,
// Clear empties them and Enter submits.
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../i18n/messages/common';
import { Button } from '../Button';
import {
  DEFAULT_OTP_LENGTH, backspace, codeOf, digitFromInput, digitsOf, emptyDigits, pasteDigits, typeDigit,
} from './otp';
import { otpMessages } from './messages';

export interface OtpInputProps {
  /** Number of boxes; the spec's codes have 4. */
  length?: number;
  /** Controlled code (digits only); leave out to let the boxes keep their own state. */
  value?: string;
  /** Called with the whole code (possibly incomplete) after every change. */
  onChange?: (code: string) => void;
  /** Enter in any box: called with the code as it stands (the form decides if it is valid). */
  onSubmit?: (code: string) => void;
  /** The group's name; 'Verification code' by default. */
  label?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  /** An error shown under the boxes (and marked on them). */
  error?: ReactNode;
  /** Hide the Clear button. */
  hideClear?: boolean;
  className?: string;
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const GroupLabel = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`;

const Box = styled.input`
  width: 48px;
  height: 56px;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  caret-color: ${({ theme }) => theme.color.primary};

  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 1px; }
  &:disabled { background: ${({ theme }) => theme.color.surfaceSunken}; color: ${({ theme }) => theme.color.textMuted}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
`;

const ErrorText = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.dangerText};
`;

export function OtpInput({
  length = DEFAULT_OTP_LENGTH, value, onChange, onSubmit, label, disabled, autoFocus, error, hideClear, className,
}: OtpInputProps) {
  const intl = useIntl();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [own, setOwn] = useState<string[]>(() => emptyDigits(length));
  const digits = value !== undefined ? digitsOf(value, length) : own;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const update = (next: string[], focus: number) => {
    if (value === undefined) setOwn(next);
    onChange?.(codeOf(next));
    boxes.current[focus]?.focus();
  };

  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Handled here so a digit always replaces the box's digit, even the same one, and moves on.
      e.preventDefault();
      const s = typeDigit(digits, index, e.key);
      update(s.digits, s.focus);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      onSubmit?.(codeOf(digits));
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      const s = backspace(digits, index);
      update(s.digits, s.focus);
    } else if (e.key === 'ArrowLeft' && index > 0) {
      e.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (e.key === 'ArrowRight' && index < length - 1) {
      e.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const s = pasteDigits(digits, index, e.clipboardData.getData('text'));
    update(s.digits, s.focus);
  };

  const clear = () => update(emptyDigits(length), 0);

  return (
    <Group role="group" aria-labelledby={labelId} className={className}>
      <GroupLabel id={labelId}>{label ?? intl.formatMessage(otpMessages.group)}</GroupLabel>
      <Row>
        {digits.map((digit, index) => (
          <Box
            // The boxes never reorder: the index is their identity.
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={intl.formatMessage(otpMessages.digit, { n: index + 1, total: length })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={digit}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => {
              // A whole code at once (autofill of one-time-code) fills every box.
              if (e.target.value.replace(/\D/g, '').length >= length) {
                const s = pasteDigits(digits, index, e.target.value);
                update(s.digits, s.focus);
                return;
              }
              const typed = digitFromInput(digit, e.target.value);
              if (typed === '') return;
              const s = typeDigit(digits, index, typed);
              update(s.digits, s.focus);
            }}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
          />
        ))}
        {hideClear ? null : (
          <Button type="button" variant="secondary" onClick={clear} disabled={disabled}>
            {intl.formatMessage(commonMessages.clear)}
          </Button>
        )}
      </Row>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Group>
  );
}
