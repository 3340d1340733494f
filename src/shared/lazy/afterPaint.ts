// What waits for the page's first paint: a part below the first content (the company tree) that
// loads its code only once the browser has drawn what came before it, so that on a phone's slow
// connection its download does not share the bandwidth with that first content.
import { startTransition, useEffect, useState } from 'react';

/** False on the first commit; true once the browser has painted it (the frame after it). The
 * change renders as a transition, in slices: what it brings (thousands of tree nodes) does not
 * hold a phone's main thread in one long task. */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs just before its paint; a task queued from there runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
