// The embedded database's folder is used by one process at a time: two PGlite instances writing
// the same files corrupt them. The running portal holds `portal.lock` in the folder (its pid),
// created at start and removed at stop; `npm run demo:reset` refuses while it is held. A lock left
// by a process that no longer runs (killed, crashed) is stale and taken over.
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'portal.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The embedded database in ${dataDir} is in use by a running portal (pid ${pid}); stop it first.`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still this process's; safe to call more than once. */
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The pid of another running process that holds the folder, or undefined when it is free (no
 * lock, a stale one, or this process's own). */
export function dataDirHolder(dataDir: string): number | undefined {
  const pid = lockPid(join(dataDir, LOCK_FILE));
  return pid !== undefined && pid !== process.pid && isRunning(pid) ? pid : undefined;
}

/** Takes the folder's lock (creating the folder when missing) or throws DataDirInUseError. The
 * lock is also removed when the process exits normally. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
        const holder = dataDirHolder(dataDir);
        if (holder !== undefined) throw new DataDirInUseError(dataDir, holder);
        throw error;
      }
      const holder = dataDirHolder(dataDir);
      if (holder !== undefined) throw new DataDirInUseError(dataDir, holder);
      // Stale (or unreadable) lock: take it over.
      rmSync(file, { force: true });
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (lockPid(file) === process.pid) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return { file, release };
}
