// The generated token outputs, re-exported for the web client and the stories
// (src/shared/theme is the only importer of design-tokens/).
export {
  theme,
  durationMs,
  zIndex,
  brandDefaults,
  modeSurfaces,
} from '../../../design-tokens/generated/theme';
export type { Theme } from '../../../design-tokens/generated/theme';
export { tokenCatalogue } from '../../../design-tokens/generated/catalogue';
export type { TokenEntry } from '../../../design-tokens/generated/catalogue';
