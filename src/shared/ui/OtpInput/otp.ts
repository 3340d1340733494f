// Digit handling of the one-time-code boxes (spec 1 sections 2.3 and 2.4): each box keeps only
// the last digit typed, Backspace on an empty box goes back, a paste fills the boxes.

export const DEFAULT_OTP_LENGTH = 4;

export interface OtpState {
  digits: string[];
  /** The box that should hold focus after the change. */
  focus: number;
}

export function emptyDigits(length: number = DEFAULT_OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/** The last digit in what a box received ('37' -> '7', 'a' -> ''), so a box keeps one digit. */
export function lastDigit(input: string): string {
  const match = /(\d)\D*$/.exec(input);
  return match?.[1] ?? '';
}

/**
 * The digit a box should keep after its text changed from `prev` to `next`: the newly typed
 * character wins wherever the caret was ('3' -> '73' or '37' keeps '7'), so a box keeps only
 * the last digit typed.
 */
export function digitFromInput(prev: string, next: string): string {
  if (prev && next.length > prev.length) {
    const at = next.indexOf(prev);
    const rest = at >= 0 ? next.slice(0, at) + next.slice(at + prev.length) : next;
    const typed = lastDigit(rest);
    if (typed) return typed;
  }
  return lastDigit(next);
}

/**
 * A box received input: it keeps the last digit typed and focus moves to the next box. Input
 * without a digit leaves the box as it was and focus where it is.
 */
export function typeDigit(digits: readonly string[], index: number, input: string): OtpState {
  const digit = lastDigit(input);
  if (digit === '' || index < 0 || index >= digits.length) return { digits: [...digits], focus: index };
  const next = [...digits];
  next[index] = digit;
  return { digits: next, focus: Math.min(index + 1, digits.length - 1) };
}

/** Backspace: clears a filled box and stays; on an empty box moves back and clears that one. */
export function backspace(digits: readonly string[], index: number): OtpState {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const prev = Math.max(0, index - 1);
  next[prev] = '';
  return { digits: next, focus: prev };
}

/**
 * Pasted text: its digits fill the boxes from `index` on (from the first box when the paste
 * holds a whole code); focus goes to the box after the last one filled.
 */
export function pasteDigits(digits: readonly string[], index: number, text: string): OtpState {
  const pasted = text.replace(/\D/g, '');
  if (pasted === '') return { digits: [...digits], focus: index };
  const start = pasted.length >= digits.length ? 0 : Math.max(0, index);
  const next = [...digits];
  let i = start;
  for (const ch of pasted) {
    if (i >= next.length) break;
    next[i] = ch;
    i += 1;
  }
  return { digits: next, focus: Math.min(i, next.length - 1) };
}

export function isComplete(digits: readonly string[]): boolean {
  return digits.length > 0 && digits.every((d) => /^\d$/.test(d));
}

export function codeOf(digits: readonly string[]): string {
  return digits.join('');
}

/** A code given from outside (value prop) as boxes. */
export function digitsOf(code: string, length: number = DEFAULT_OTP_LENGTH): string[] {
  const clean = code.replace(/\D/g, '').slice(0, length);
  return Array.from({ length }, (_, i) => clean[i] ?? '');
}
