// A formik-bound native date (yyyy-MM-dd) or date-and-time (yyyy-MM-ddTHH:mm) input with min/max.
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

export function DatePicker({ disabled, mode = 'date', min, max, readOnly, ...base }: DatePickerProps) {
  const { field, ids, aria, frame } = useFieldFrame<string>(base);
  return (
    <FieldFrame {...frame}>
      <Control
        {...field}
        value={field.value ?? ''}
        id={ids.control}
        type={mode === 'datetime' ? 'datetime-local' : 'date'}
        min={min}
        max={max}
        readOnly={readOnly}
        disabled={disabled}
        {...aria}
      />
    </FieldFrame>
  );
}
