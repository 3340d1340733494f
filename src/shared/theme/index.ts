// The theme: provider, global styles, tokens, light/dark mode and run-time branding.
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { theme, durationMs, zIndex, brandDefaults, modeSurfaces, tokenCatalogue } from './tokens';
export type { Theme, TokenEntry } from './tokens';
export {
  THEME_COOKIE,
  THEME_CLASS,
  DARK_SCHEME_QUERY,
  applyThemeMode,
  clearThemeMode,
  deviceThemeMode,
  effectiveThemeMode,
  followDeviceThemeMode,
  hasThemeCookie,
  storedThemeMode,
  parseThemeMode,
  readThemeMode,
  themeModeCookieValue,
  writeThemeMode,
} from './mode';
export type { ThemeMode } from './mode';
export {
  BRANDING_STYLE_ID,
  applyBranding,
  brandingCss,
  resetBranding,
  resolveBranding,
} from './branding';
export type { Branding, ResolvedBranding } from './branding';
export {
  AA_TEXT,
  TEXT_PAIRS,
  contrastRatio,
  deriveBrandColour,
  readableText,
  ensureContrast,
  normaliseHex,
  parseHex,
} from './colour';
export type { BrandColour } from './colour';
export { NARROW_SCREEN_MAX_WIDTH, narrowScreen, useNarrowScreen } from './media';
