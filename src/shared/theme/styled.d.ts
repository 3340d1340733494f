// Types the styled-components DefaultTheme as the generated token theme.
import 'styled-components';
import type { Theme } from './tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
