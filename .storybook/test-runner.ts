// Hooks of @storybook/test-runner (`npm run test-storybook`, docs/qa.md). The runner renders
// every story in one page per story file and does not apply a story's viewport: before each
// story, size the page as addon-vitest does for the `stories` project, from the story's own
// `globals.viewport` and the viewports of .storybook/preview.tsx (phone 390 x 844, desktop
// 1440 x 900), else addon-vitest's default of 1200 x 900.
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';

const DEFAULT_SIZE = { width: 1200, height: 900 };

interface ViewportOption {
  styles?: { width?: string; height?: string };
}

/** What getStoryContext gives at run time (the prepared story: its own globals, its parameters). */
interface StoryContextAtRunTime {
  storyGlobals?: { viewport?: { value?: string } };
  parameters?: { viewport?: { options?: Record<string, ViewportOption> } };
}

/** The size of a named viewport: its styles are '390px' and the like in preview.tsx. */
function sizeOf(option: ViewportOption | undefined) {
  const width = Number.parseInt(option?.styles?.width ?? '', 10);
  const height = Number.parseInt(option?.styles?.height ?? '', 10);
  return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null;
}

const config: TestRunnerConfig = {
  async preVisit(page, story) {
    const context = (await getStoryContext(page, story)) as StoryContextAtRunTime;
    const name = context.storyGlobals?.viewport?.value;
    const option = name ? context.parameters?.viewport?.options?.[name] : undefined;
    // Always set: the page is shared by the stories of a file and keeps the last story's size.
    await page.setViewportSize(sizeOf(option) ?? DEFAULT_SIZE);
  },
};

export default config;
