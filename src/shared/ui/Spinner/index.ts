export { Spinner } from './Spinner';
/** Re-exported for earlier imports; the home is ../VisuallyHidden. */
export { VisuallyHidden } from '../VisuallyHidden';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { PageSpinner } from './PageSpinner';
