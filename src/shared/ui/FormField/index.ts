export { FieldFrame, Control, Label, LabelText, HelpText, ErrorText, controlStyles } from './FieldFrame';
export { useBoundField, useFieldFrame } from './FormField';
/** Re-exported for earlier imports; the home is ../VisuallyHidden. */
export { VisuallyHidden } from '../VisuallyHidden';
export type { FieldFrameProps } from './FieldFrame';
export type { BoundField, FramedField, BaseFieldProps } from './FormField';
export { withValues } from './intl';
export { validateWithLazySchema } from './lazySchema';
