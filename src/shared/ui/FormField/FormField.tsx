// A form field bound to formik: its value, touched error and ids, wired to the FieldFrame
// (FieldFrame.tsx) with aria-describedby / aria-invalid.
import { useId, type ReactNode } from 'react';
import { useField, type FieldHookConfig, type FieldInputProps, type FieldMetaProps, type FieldHelperProps } from 'formik';
import type { FieldFrameProps } from './FieldFrame';

/** Props every formik-bound field takes. */
export interface BaseFieldProps {
  /** The formik field name. */
  name: string;
  label: ReactNode;
  required?: boolean;
  help?: ReactNode;
  /** The control's id; generated when absent. */
  id?: string;
  disabled?: boolean;
  hideLabel?: boolean;
  className?: string;
}

/** What a field component needs from formik plus the ids and aria attributes of its control. */
export interface BoundField<V> {
  field: FieldInputProps<V>;
  meta: FieldMetaProps<V>;
  helpers: FieldHelperProps<V>;
  /** The error to show: only after the field was touched. */
  error: string | undefined;
  ids: { control: string; help: string; error: string };
  /** Spread onto the control. */
  aria: {
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
  };
}

/**
 * useField plus what every field does with it: ids for the label, help and error, the touched
 * error, and aria-invalid / aria-describedby / aria-required.
 */
export function useBoundField<V = string>(
  config: FieldHookConfig<V>,
  options: { id?: string; help?: ReactNode; required?: boolean },
): BoundField<V> {
  const [field, meta, helpers] = useField<V>(config);
  const generated = useId();
  const control = options.id ?? `field-${generated}`;
  const ids = { control, help: `${control}-help`, error: `${control}-error` };
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  const describedBy = [options.help ? ids.help : null, error ? ids.error : null].filter(Boolean).join(' ');
  return {
    field,
    meta,
    helpers,
    error,
    ids,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': options.required ? true : undefined,
    },
  };
}

/** A bound field plus the props of its FieldFrame. */
export interface FramedField<V> extends BoundField<V> {
  /** Spread onto the FieldFrame around the control. */
  frame: Omit<FieldFrameProps, 'children' | 'inline'>;
}

/**
 * What every formik-bound field component starts with: useBoundField on its BaseFieldProps, and
 * the FieldFrame props (label, required mark, help and touched error) pointing at the control.
 */
export function useFieldFrame<V = string>(
  { name, label, required, help, id, hideLabel, className }: BaseFieldProps,
  config?: { type?: 'checkbox' },
): FramedField<V> {
  const bound = useBoundField<V>({ name, ...config }, { id, help, required });
  const { ids, error } = bound;
  return {
    ...bound,
    frame: {
      controlId: ids.control, label, required, help, helpId: ids.help, error, errorId: ids.error, hideLabel, className,
    },
  };
}
