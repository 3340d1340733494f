// A formik-bound password input with a show/hide toggle (a pressed/not-pressed button whose
// name stays 'Show password', the pattern screen readers announce best).
import { useState, type HTMLInputAutoCompleteAttribute } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import styled from 'styled-components';
import { IconButton } from '../IconButton';
import { Control, FieldFrame, useFieldFrame, type BaseFieldProps } from '../FormField';

const messages = defineMessages<{ show: NoMessageValues }>({
  show: { id: 'FORM.PASSWORD.SHOW', defaultMessage: 'Show password' },
});

export interface PasswordFieldProps extends BaseFieldProps {
  /** current-password for sign-in, new-password for change and reset forms. */
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
}

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;

  & > input { padding-inline-end: 48px; }
`;

const ToggleSlot = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 4px;
  display: flex;
  align-items: center;
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <line x1="3" y1="3" x2="21" y2="21" /> : null}
    </svg>
  );
}

export function PasswordField({
  disabled, autoComplete = 'current-password', placeholder, maxLength, autoFocus, ...base
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const { field, ids, aria, frame } = useFieldFrame<string>(base);
  return (
    <FieldFrame {...frame}>
      <Wrap>
        <Control
          {...field}
          value={field.value ?? ''}
          id={ids.control}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          autoFocus={autoFocus}
          disabled={disabled}
          spellCheck={false}
          autoCapitalize="off"
          {...aria}
        />
        <ToggleSlot>
          <IconButton
            size="sm"
            label={intl.formatMessage(messages.show)}
            icon={<EyeIcon crossed={visible} />}
            aria-pressed={visible}
            aria-controls={ids.control}
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
          />
        </ToggleSlot>
      </Wrap>
    </FieldFrame>
  );
}
