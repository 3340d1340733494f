// What the portal does when a screen's code file (a lazy chunk) cannot be loaded: after a new
// deployment the old chunk names are gone, and one reload fetches the new ones; when the network
// dropped, a reload would only show the browser's error page, so the card with Reload stays. The
// automatic reload happens at most once in 5 minutes per tab (sessionStorage), so it never loops.

/** sessionStorage key: when the portal last reloaded itself after a failed chunk (ms). */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** No second automatic reload within this time of the first. */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

/** Whether an error is a chunk that could not be loaded (Chromium, Firefox, Safari, Vite's preload). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/** Claims the one automatic reload: true (and recorded) when none happened in the last 5 minutes. */
export function claimAutomaticReload(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now = Date.now(),
): boolean {
  let last: number;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage there is no guard: never reload by itself.
    return false;
  }
  return true;
}

/** The browser's side of the recovery; stories and tests replace its members. */
export const chunkRecovery = {
  reload(): void {
    window.location.reload();
  },
  /** Whether the portal's server answers, i.e. the chunk is missing (a new deployment) rather
   * than the network being down. */
  async serverAnswers(): Promise<boolean> {
    try {
      const answer = await fetch('/', { method: 'HEAD', cache: 'no-store' });
      return answer.ok;
    } catch {
      return false;
    }
  },
};

/** After a failed chunk: reloads once by itself when the server answers (a new deployment). */
export async function reloadAfterNewDeployment(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): Promise<boolean> {
  if (!(await chunkRecovery.serverAnswers())) return false;
  if (!claimAutomaticReload(storage)) return false;
  chunkRecovery.reload();
  return true;
}
