// Benchmark: how long `npm start` (bench/support/start-once.ts) takes on an installed checkout from launch
// to the first answer of /api/status, and how fast a signed-in page's call then answers, on a
// fresh embedded database three ways: from the install-time demo template (the default), writing
// the demo history at start (other demo options, DEMO_DAYS=182: the history is written in the
// background while the portal answers), and again on the same data folder (the usual restart).
// Prints figures; never fails on a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOnce, type StartFigures } from './support/start-once';

const line = (label: string, figures: StartFigures) =>
  console.log(
    `${label.padEnd(58)} first answer ${(figures.firstAnswerMs / 1000).toFixed(2)} s (the server's ready line: ${(figures.readyInMs / 1000).toFixed(2)} s), ` +
      `then a page's call ${figures.pageCallMs.toFixed(0)} ms at worst`,
  );

const fromTemplate = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const writingHistory = mkdtempSync(join(tmpdir(), 'portal-bench-'));
try {
  line('start-up, fresh folder, from the demo template:', await startOnce(fromTemplate));
  line('start-up, existing data folder (budget 5 s):', await startOnce(fromTemplate));
  line(
    'start-up, fresh folder, history written at start:',
    await startOnce(writingHistory, { DEMO_DAYS: '182' }),
  );
} finally {
  rmSync(fromTemplate, { recursive: true, force: true });
  rmSync(writingHistory, { recursive: true, force: true });
}
