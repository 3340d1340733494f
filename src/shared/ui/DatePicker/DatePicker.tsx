// A formik-bound native date (yyyy-MM-dd) or date-and-time (yyyy-MM-ddTHH:mm) input with min/max.
import { Control, FieldFrame, useBoundField, type BaseFieldProps } from '../FormField';

export interface DatePickerProps extends BaseFieldProps {
  /** date: yyyy-MM-dd; datetime: yyyy-MM-ddTHH:mm (datetime-local). */
  mode?: 'date' | 'datetime';
  /** Earliest value, in the same format as the value. */
  min?: string;
  /** Latest value, in the same format as the value. */
  max?: string;
  readOnly?: boolean;
}

export function DatePicker({
  name, label, required, help, id, disabled, hideLabel, className, mode = 'date', min, max, readOnly,
}: DatePickerProps) {
  const { field, error, ids, aria } = useBoundField<string>({ name }, { id, help, required });
  return (
    <FieldFrame
      controlId={ids.control} label={label} required={required} help={help} helpId={ids.help}
      error={error} errorId={ids.error} hideLabel={hideLabel} className={className}
    >
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
