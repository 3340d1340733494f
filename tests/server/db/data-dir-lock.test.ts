// The embedded database's folder lock (server/db/data-dir-lock.ts): `npm run demo:reset` refuses
// while a running portal holds the folder, and a lock left by a dead process is taken over.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, dataDirHolder, LOCK_FILE } from '../../../server/db/data-dir-lock';
import { projectRoot } from '../../../server/config';

const run = promisify(execFile);
const folders: string[] = [];

function freshFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  folders.push(dir);
  return dir;
}

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses demo:reset while a portal holds the folder, and touches nothing', async () => {
    const dataDir = freshFolder();
    // This test process stands for the running portal: it holds the lock with its own pid.
    const lock = acquireDataDirLock(dataDir);
    try {
      const outcome = await run(join(projectRoot, 'node_modules/.bin/tsx'), ['server/demo/reset.ts', '--yes'], {
        cwd: projectRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain(`in use by a running portal (pid ${process.pid})`);
      expect(outcome.stderr).toContain('Nothing was reset.');
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      lock.release();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('refuses a second holder while the first one runs', () => {
    const dataDir = freshFolder();
    writeFileSync(join(dataDir, LOCK_FILE), `${process.ppid}\n`);
    expect(dataDirHolder(dataDir)).toBe(process.ppid);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirInUseError);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a stale lock of a process that no longer runs', () => {
    const dataDir = freshFolder();
    writeFileSync(join(dataDir, LOCK_FILE), `${deadPid()}\n`);
    expect(dataDirHolder(dataDir)).toBeUndefined();
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('creates a missing folder and removes the lock at release', () => {
    const dataDir = join(freshFolder(), 'data');
    const lock = acquireDataDirLock(dataDir);
    expect(existsSync(lock.file)).toBe(true);
    lock.release();
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });
});
