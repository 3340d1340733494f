// The cluster runs the compiled server (#36): compile it first when a source changed.
import { spawnSync } from 'node:child_process';

export default function setup(): void {
  const root = new URL('../../..', import.meta.url).pathname;
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('compiling the server failed');
}
