// Pure colour maths (WCAG contrast, readable text, brand shades). The implementation lives
// next to the tokens (design-tokens/colour.mjs) because the token build uses the same rules;
// the web client reaches it only through this module.
export {
  AA_TEXT,
  DARK_TEXT,
  LIGHT_TEXT,
  TEXT_PAIRS,
  brandTextOn,
  contrastRatio,
  deriveBrandColour,
  ensureContrast,
  mix,
  normaliseHex,
  parseHex,
  readableText,
  relativeLuminance,
  toHex,
} from '../../../design-tokens/colour.mjs';
export type { BrandColour, Rgb } from '../../../design-tokens/colour.mjs';
