// A chunk that cannot be loaded (src/app/router/chunkRecovery.ts): recognised in each browser's
// words, and the automatic reload happens once, never in a loop.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  chunkRecovery,
  claimAutomaticReload,
  isChunkLoadError,
  reloadAfterNewDeployment,
} from '../../../src/app/router/chunkRecovery';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

const original = { ...chunkRecovery };
afterEach(() => {
  Object.assign(chunkRecovery, original);
});

describe('chunk recovery', () => {
  it('recognises a failed chunk in Chromium, Firefox, Safari and Vite words, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://portal/assets/Reports-1a2b.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://portal/assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/Reports-1a2b.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'rows')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('claims one automatic reload in five minutes', () => {
    const storage = memoryStorage();
    expect(claimAutomaticReload(storage, 1_000_000)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(claimAutomaticReload(storage, 1_000_000 + 2_000)).toBe(false);
    expect(claimAutomaticReload(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimAutomaticReload(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('never reloads by itself without storage to guard it', () => {
    const broken = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(claimAutomaticReload(broken)).toBe(false);
  });

  it('reloads after a new deployment (the server answers), not when the network is down', async () => {
    const reload = vi.fn();
    chunkRecovery.reload = reload;
    chunkRecovery.serverAnswers = async () => false;
    const storage = memoryStorage();
    expect(await reloadAfterNewDeployment(storage)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    chunkRecovery.serverAnswers = async () => true;
    expect(await reloadAfterNewDeployment(storage)).toBe(true);
    expect(await reloadAfterNewDeployment(storage)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
