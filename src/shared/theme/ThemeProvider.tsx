// The styled-components theme for the whole client. Values are CSS variables, so switching
// mode (body class) or brand (applyBranding) needs no re-render of styles.
import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './tokens';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Render the global styles (tokens, base typography, focus ring). Default true. */
  withGlobalStyle?: boolean;
}

export function ThemeProvider({ children, withGlobalStyle = true }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
