// A formik-bound native date (yyyy-MM-dd) or date-and-time (yyyy-MM-ddTHH:mm) input with min/max.
//
// Keyboard: the Tab stops are the input's own parts (month, day, year; and hour, minute, AM/PM for
// date and time), each drawing the field's focus ring; arrow keys and digits change them. Chromium
// adds one more Tab stop after them, its calendar button, which draws no ring of ours (it is inside
// the input's shadow tree); it is hidden here and the field draws its own calendar icon instead, a
// pointer target out of the tab order that opens the browser's picker (showPicker; Alt+Down does
// from the keyboard). Browsers
// without that button (Firefox, Safari) keep their own and show no second icon.
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Control, FieldFrame, useFieldFrame, type BaseFieldProps } from '../FormField';

export interface DatePickerProps extends BaseFieldProps {
  /** date: yyyy-MM-dd; datetime: yyyy-MM-ddTHH:mm (datetime-local). */
  mode?: 'date' | 'datetime';
  /** Earliest value, in the same format as the value. */
  min?: string;
  /** Latest value, in the same format as the value. */
  max?: string;
  readOnly?: boolean;
}

/** Where Chromium's calendar button is replaced by ours. */
const blinkPicker = '@supports selector(::-webkit-calendar-picker-indicator)';

const Wrap = styled.div`
  position: relative;
  ${blinkPicker} {
    & > input {
      padding-inline-end: 40px;
    }
    & > input::-webkit-calendar-picker-indicator {
      display: none;
    }
  }
`;

const CalendarIcon = styled.span`
  display: none;
  ${blinkPicker} {
    position: absolute;
    inset-block: 0;
    inset-inline-end: ${({ theme }) => theme.space[3]};
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

function CalendarGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

export function DatePicker({ disabled, mode = 'date', min, max, readOnly, ...base }: DatePickerProps) {
  const { field, ids, aria, frame } = useFieldFrame<string>(base);
  const input = useRef<HTMLInputElement>(null);
  const inactive = disabled || readOnly;
  const openPicker = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    const control = input.current;
    if (!control || inactive) return;
    control.focus();
    try {
      control.showPicker();
    } catch {
      // A browser that refuses (no picker, no user activation): the field keeps focus to type in.
    }
  };
  return (
    <FieldFrame {...frame}>
      <Wrap>
        <Control
          {...field}
          ref={input}
          value={field.value ?? ''}
          id={ids.control}
          type={mode === 'datetime' ? 'datetime-local' : 'date'}
          min={min}
          max={max}
          readOnly={readOnly}
          disabled={disabled}
          // Alt+Down opens the picker from the keyboard, as on a select.
          onKeyDown={(event) => {
            if (event.altKey && event.key === 'ArrowDown') openPicker(event);
          }}
          {...aria}
        />
        {/* A pointer target only: keyboard users type the date, the picker is a convenience. */}
        <CalendarIcon aria-hidden="true" data-calendar-icon="" data-disabled={inactive ? '' : undefined} onMouseDown={openPicker}>
          <CalendarGlyph />
        </CalendarIcon>
      </Wrap>
    </FieldFrame>
  );
}
