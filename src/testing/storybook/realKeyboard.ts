// Real key presses for play functions. Storybook's userEvent (storybook/test) simulates keys in
// the page: its Tab moves focus between the elements it finds focusable and cannot enter the parts
// of a native control (the day, month and year of a date input) nor show what the browser does.
// Under the `stories` test project, .storybook/vitest.setup.ts hands the play functions vitest's
// browser userEvent, which presses keys through Chromium itself (CDP). In the Storybook UI there
// is none: realKeyboard() is undefined and a play function skips what only real keys can check.

export interface RealKeyboard {
  /** Presses keys in Chromium, e.g. '{Tab}', '{Shift>}{Tab}{/Shift}', '{Enter}'. */
  keyboard(text: string): Promise<void>;
}

const KEY = '__mpRealKeyboard';

/** Called by the test setup with vitest's browser userEvent. */
export function provideRealKeyboard(keyboard: RealKeyboard): void {
  (globalThis as Record<string, unknown>)[KEY] = keyboard;
}

export function realKeyboard(): RealKeyboard | undefined {
  return (globalThis as Record<string, unknown>)[KEY] as RealKeyboard | undefined;
}
