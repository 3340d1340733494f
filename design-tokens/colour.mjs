// Colour maths shared by the token build (build.mjs) and the run-time branding of
// src/shared/theme (applyBranding): WCAG 2 relative luminance and contrast, and the rules
// that turn one brand colour into a usable fill, hover and active shades and a readable text
// colour. Plain JavaScript so that `node design-tokens/build.mjs` needs no compiler.

/** Text colours a brand fill may carry: white, or the near-black ink of the palette. */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#14161b';
/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/**
 * Every text/background pair of the theme, as colour token names (color.<name>): the token build
 * fails when one is below AA_TEXT in either mode, and the Storybook brand playground checks the
 * same pairs live on the colours a brand applies at run time.
 */
export const TEXT_PAIRS = [
  ['text', 'surface'],
  ['text', 'background'],
  ['text-muted', 'surface'],
  ['text-muted', 'background'],
  ['text-muted', 'surface-sunken'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['on-primary', 'primary-active'],
  ['on-secondary', 'secondary'],
  ['on-secondary', 'secondary-hover'],
  ['on-secondary', 'secondary-active'],
  ['link', 'surface'],
  ['link', 'background'],
  ['link', 'surface-raised'],
  ['on-success', 'success'],
  ['on-warning', 'warning'],
  ['on-danger', 'danger'],
  ['on-info', 'info'],
  ['success-text', 'success-surface'],
  ['warning-text', 'warning-surface'],
  ['danger-text', 'danger-surface'],
  ['info-text', 'info-surface'],
  ['success-text', 'surface'],
  ['warning-text', 'surface'],
  ['danger-text', 'surface'],
  ['info-text', 'surface'],
];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(input) {
  if (typeof input !== 'string') return null;
  const m = HEX.exec(input.trim());
  if (!m) return null;
  let h = m[1];
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = Number.parseInt(h, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function normaliseHex(input) {
  const rgb = parseHex(input);
  return rgb ? toHex(rgb) : null;
}

export function toHex({ r, g, b }) {
  const c = (v) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function channel(v) {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex) {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`not a colour: ${hex}`);
  return 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b);
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a, b) {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mixes `amount` (0..1) of `target` into `hex`, in sRGB. */
export function mix(hex, target, amount) {
  const a = parseHex(hex);
  const b = parseHex(target);
  if (!a || !b) throw new Error(`not a colour: ${hex} / ${target}`);
  const t = Math.min(1, Math.max(0, amount));
  return toHex({ r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t });
}

/** White or near-black, whichever contrasts more with `background`. */
export function readableText(background) {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

/**
 * Moves `colour` away from `against` (towards black when `against` is light, towards white
 * when it is dark) in small steps until the pair reaches `min`. Returns the colour unchanged
 * when it already passes.
 */
export function ensureContrast(colour, against, min = AA_TEXT) {
  const base = normaliseHex(colour);
  if (!base) throw new Error(`not a colour: ${colour}`);
  if (contrastRatio(base, against) >= min) return base;
  const towards = relativeLuminance(against) > 0.18 ? '#000000' : '#ffffff';
  for (let step = 1; step <= 50; step += 1) {
    const next = mix(base, towards, step * 0.02);
    if (contrastRatio(next, against) >= min) return next;
  }
  return towards;
}

/**
 * Everything a brand fill needs: `base` (the brand colour, darkened or lightened only when
 * even the better text colour fails AA on it), `on` (white or near-black text), and `hover`
 * and `active` shades that move away from the text colour, so they only gain contrast.
 */
export function deriveBrandColour(input, min = AA_TEXT) {
  const hex = normaliseHex(input);
  if (!hex) throw new Error(`not a colour: ${input}`);
  const on = readableText(hex);
  const base = ensureContrast(hex, on, min);
  const away = on === LIGHT_TEXT ? '#000000' : '#ffffff';
  const shade = (amount) => {
    const next = mix(base, away, amount);
    // A near-white or near-black fill cannot move further away: move towards the text colour
    // instead, as far as the text still passes.
    if (contrastRatio(next, base) >= 1.05) return next;
    const back = mix(base, on, amount * 0.6);
    return contrastRatio(back, on) >= min ? back : base;
  };
  return { base, on, hover: shade(0.12), active: shade(0.24), ratio: contrastRatio(base, on) };
}

/** The brand colour as text (links, ghost buttons, focus ring) on a given surface. */
export function brandTextOn(input, surface, min = AA_TEXT) {
  return ensureContrast(input, surface, min);
}
