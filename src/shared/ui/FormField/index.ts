export {
  FieldFrame, Control, Label, LabelText, HelpText, ErrorText, VisuallyHidden, controlStyles, useBoundField,
} from './FormField';
export type { FieldFrameProps, BoundField, BaseFieldProps } from './FormField';
export { withValues } from './intl';
