// The start-up splash of spec 1 section 2.2: it hides after 3 seconds or when loading finishes,
// whichever comes first, fading out over one page transition. After the 3 seconds a load still
// under way keeps its full-screen spinner; the splash does not come back.
import { durationMs } from '../../shared/theme';

export const SPLASH_MAX_MS = 3000;

/** shown -> leaving (fading out) -> gone. */
export type SplashPhase = 'shown' | 'leaving' | 'gone';

export interface StartupSplashTimer {
  /** Nothing is loading any more. */
  loadingFinished(): void;
  dispose(): void;
}

export interface StartupSplashTiming {
  /** Hide by then even if still loading (3000 ms). */
  maxMs?: number;
  /** The fade-out (the page transition, 200 ms). */
  fadeMs?: number;
}

/** Starts the 3-second clock at once; reports each phase change. */
export function createStartupSplashTimer(
  onPhase: (phase: SplashPhase) => void,
  { maxMs = SPLASH_MAX_MS, fadeMs = durationMs.page }: StartupSplashTiming = {},
): StartupSplashTimer {
  let phase: SplashPhase = 'shown';
  let fading: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  const leave = () => {
    if (phase !== 'shown' || disposed) return;
    clearTimeout(maxTimer);
    phase = 'leaving';
    onPhase(phase);
    fading = setTimeout(() => {
      phase = 'gone';
      onPhase(phase);
    }, fadeMs);
  };
  const maxTimer = setTimeout(leave, maxMs);
  return {
    loadingFinished: leave,
    dispose() {
      disposed = true;
      clearTimeout(maxTimer);
      if (fading !== null) clearTimeout(fading);
    },
  };
}
