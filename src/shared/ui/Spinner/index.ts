export { Spinner, VisuallyHidden } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
