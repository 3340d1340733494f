// Setup of the `stories` vitest project (Chromium). After each story test (render, play
// function, axe) it compares a screenshot of the story with the committed baseline:
//   stories/__screenshots__/<story file>/<story id>-<mode>-chromium-linux.png
// A story opts out with `parameters.screenshot = false` (e.g. live data) or asks for the whole
// viewport with `parameters.screenshot = 'viewport'` (modals, toasts, splash).
import { afterEach, expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { configure } from 'storybook/test';
import { provideRealKeyboard } from '../src/testing/storybook/realKeyboard';

// find* queries and waitFor wait up to 5 s (Testing Library's default is 1 s): on two loaded
// cores a screen's first data can take longer than a second to come, and a story must not fail
// for it (it found CompanyDetailsScreen's OnAPhone still loading). A story that works answers at
// once either way.
configure({ asyncUtilTimeout: 5000 });

// Play functions that must press real keys (Tab through a native date input, a skip link) get
// them from Chromium: src/testing/storybook/realKeyboard.ts.
provideRealKeyboard({ keyboard: (text) => userEvent.keyboard(text) });

type ScreenshotParameter = false | 'story' | 'viewport' | undefined;
interface StoryInContext {
  id: string;
  parameters: { screenshot?: ScreenshotParameter };
  globals: { mode?: string };
}

const FREEZE_ID = 'mp-screenshot-freeze';

/** Stops animations, transitions and the caret so two screenshots in a row are identical. */
function freeze() {
  if (document.getElementById(FREEZE_ID)) return;
  const style = document.createElement('style');
  style.id = FREEZE_ID;
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
    transition: none !important; caret-color: transparent !important;
  }
  body { min-height: 100vh; }`;
  document.head.appendChild(style);
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryInContext }).story;
  if (!story || context.task.result?.state === 'fail') return;
  const kind = story.parameters.screenshot ?? 'story';
  if (kind === false) return;
  const target =
    kind === 'viewport' ? document.body : document.querySelector<HTMLElement>('[data-story-root]');
  if (!target) return;
  freeze();
  try {
    const mode = story.globals.mode ?? 'light';
    await expect.element(page.elementLocator(target)).toMatchScreenshot(`${story.id}-${mode}`, {
      // Generous: a loaded CI machine can take seconds per screenshot.
      timeout: 20_000,
    });
  } finally {
    document.getElementById(FREEZE_ID)?.remove();
  }
});
