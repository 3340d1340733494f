// A story's twin at phone width (390 x 844, the `phone` viewport of .storybook/preview.tsx): the
// same arguments and play function, then a check that nothing spills past the screen's edge
// (no sideways scrolling of the page). Light and dark run as for every story.
import { expect } from 'storybook/test';

/** What a story must have for its twin: perhaps a play function and globals. */
interface PhoneableStory {
  play?: unknown;
  globals?: Record<string, unknown>;
}

export function onAPhone<S extends PhoneableStory>(story: S): S {
  const play = story.play as ((context: unknown) => Promise<void> | void) | undefined;
  return {
    ...story,
    globals: { ...story.globals, viewport: { value: 'phone' } },
    play: async (context: unknown) => {
      await play?.(context);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  };
}
