export {
  FieldFrame, Control, Label, LabelText, HelpText, ErrorText, controlStyles, useBoundField, useFieldFrame,
} from './FormField';
/** Re-exported for earlier imports; the home is ../VisuallyHidden. */
export { VisuallyHidden } from '../VisuallyHidden';
export type { FieldFrameProps, BoundField, FramedField, BaseFieldProps } from './FormField';
export { withValues } from './intl';
export { validateWithLazySchema } from './lazySchema';
