// A node's name broken into lines at spaces, so that it is read whole instead of cut mid-word,
// and the measure of a text in the node's letters (the design tokens' font, read from the page).

/** The width of a text in CSS pixels. */
export type TextMeasure = (text: string) => number;

/** At most this many lines of a name; a longer name ends its last line with '…' (and keeps a tooltip). */
export const MAX_NAME_LINES = 3;

const ELLIPSIS = '…';

/**
 * The name's lines no wider than `width` (a word wider than that keeps a line of its own: the
 * caller makes the box as wide as the longest word), at most `maxLines`.
 */
export function wrapName(
  name: string,
  width: number,
  measure: TextMeasure,
  maxLines = MAX_NAME_LINES,
): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && measure(`${last} ${word}`) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines.length > 0 ? lines : [''];
  const kept = lines.slice(0, maxLines);
  let tail = `${kept[maxLines - 1]} ${lines[maxLines]}`;
  while (tail.length > 1 && measure(`${tail}${ELLIPSIS}`) > width) tail = tail.slice(0, -1);
  kept[maxLines - 1] = `${tail.trimEnd()}${ELLIPSIS}`;
  return kept;
}

/** Whether the lines hold less than the whole name (its last line ends with '…'). */
export const isShortened = (lines: readonly string[]) =>
  lines[lines.length - 1]?.endsWith(ELLIPSIS) ?? false;

/** The widest word of the names, measured. */
export function widestWord(names: readonly string[], measure: TextMeasure): number {
  let widest = 0;
  for (const name of names)
    for (const word of name.split(/\s+/)) widest = Math.max(widest, measure(word));
  return widest;
}

/** A token value as the page resolves it: `var(--mp-font-size-md)` becomes `14px`. */
function resolved(value: string): string {
  const match = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (!match || typeof document === 'undefined') return value;
  return getComputedStyle(document.documentElement).getPropertyValue(match[1]!).trim() || value;
}

/** About this many pixels a character of bold 14 px letters, where no canvas measures (tests in Node). */
const AVERAGE_CHARACTER = 8;

/**
 * A measure of texts in the given letters (token values: weight, size, family), by a canvas; an
 * average character width where there is none.
 */
export function textMeasure(font: {
  weight: string | number;
  size: string;
  family: string;
}): TextMeasure {
  const context =
    typeof document !== 'undefined' ? document.createElement('canvas').getContext('2d') : null;
  if (!context) return (text) => text.length * AVERAGE_CHARACTER;
  context.font = `${resolved(String(font.weight))} ${resolved(font.size)} ${resolved(font.family)}`;
  const cache = new Map<string, number>();
  return (text) => {
    let width = cache.get(text);
    if (width === undefined) {
      width = context.measureText(text).width;
      cache.set(text, width);
    }
    return width;
  };
}
