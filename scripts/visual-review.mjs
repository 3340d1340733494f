#!/usr/bin/env node
// `npm run visual:review [-- --base <git ref>]`: the story screenshots that changed, as an HTML
// report a designer opens in a browser (baseline, new, difference; reg-cli), in visual-review/
// (git-ignored). It compares two kinds of change:
//   - baselines changed in the work tree (after `npx vitest run --project stories -u <files>`):
//     stories/__screenshots__ against the same files at <base> (default HEAD), new and deleted
//     ones included;
//   - comparisons that failed in the last story run (without -u): vitest leaves
//     .vitest-attachments/<story file>/<name>-{reference,actual,diff}-chromium-linux.png.
// It exits 0 with changes (it is a review, not a gate); open visual-review/index.html.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SHOTS = 'stories/__screenshots__';
const ATTACHMENTS = '.vitest-attachments';
const out = join(root, 'visual-review');
const baseAt = process.argv.indexOf('--base');
const base = baseAt > 0 ? process.argv[baseAt + 1] : 'HEAD';

const git = (args, options = {}) => execFileSync('git', args, { cwd: root, ...options });
const lines = (text) => text.split('\n').filter(Boolean);

rmSync(out, { recursive: true, force: true });
const expectedDir = join(out, 'baseline');
const actualDir = join(out, 'new');
const diffDir = join(out, 'difference');
for (const dir of [expectedDir, actualDir, diffDir]) mkdirSync(dir, { recursive: true });

/** Writes one side of a pair (bytes, or a file to copy) under the report's folder. */
function put(dir, name, source) {
  const target = join(dir, name);
  mkdirSync(dirname(target), { recursive: true });
  if (Buffer.isBuffer(source)) writeFileSync(target, source);
  else copyFileSync(source, target);
}

let pairs = 0;
// 1. Baselines changed in the work tree against <base> (modified, added, deleted, untracked).
const changed = lines(
  git(['diff', '--name-status', '--no-renames', base, '--', SHOTS], { encoding: 'utf8' }),
)
  .map((line) => line.split('\t'))
  .concat(
    lines(
      git(['ls-files', '--others', '--exclude-standard', '--', SHOTS], { encoding: 'utf8' }),
    ).map((p) => ['A', p]),
  );
for (const [status, path] of changed) {
  if (!path.endsWith('.png')) continue;
  const name = relative(SHOTS, path);
  if (status !== 'A')
    put(expectedDir, name, git(['show', `${base}:${path}`], { maxBuffer: 64 << 20 }));
  if (status !== 'D') put(actualDir, name, join(root, path));
  pairs += 1;
}

// 2. Failed comparisons of the last story run (vitest's reference and actual screenshots).
function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
for (const actual of walk(join(root, ATTACHMENTS)).filter((f) => /-actual-[^/]+\.png$/.test(f))) {
  // The baseline it failed against: vitest's copy (-reference-), else the committed file (vitest
  // writes no copy when the sizes differ).
  const name = relative(join(root, ATTACHMENTS, 'stories'), actual).replace(
    /-actual-([^/]+\.png)$/,
    '-$1',
  );
  const baseline = join(root, SHOTS, name);
  const reference = actual.replace(/-actual-([^/]+\.png)$/, '-reference-$1');
  const expected = existsSync(reference) ? reference : existsSync(baseline) ? baseline : null;
  // A baseline updated since that run (-u) makes it stale; vitest never removes these files.
  if (existsSync(baseline) && statSync(baseline).mtimeMs > statSync(actual).mtimeMs) continue;
  if (expected) put(expectedDir, join('failed run', name), expected);
  put(actualDir, join('failed run', name), actual);
  pairs += 1;
}

if (pairs === 0) {
  console.log(
    `visual:review: no screenshot changed against ${base} and no failed comparison in ${ATTACHMENTS}/`,
  );
  process.exit(0);
}
console.log(`visual:review: ${pairs} changed screenshot(s); comparing with reg-cli`);
// Threshold 0.2 as the story tests' pixelmatch; -I: changes are the point, not an error.
const reg = spawnSync(
  'npx',
  [
    'reg-cli',
    actualDir,
    expectedDir,
    diffDir,
    '-R',
    join(out, 'index.html'),
    '-J',
    join(out, 'reg.json'),
    '-M',
    '0.2',
    '-I',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (reg.status !== 0) process.exit(reg.status ?? 1);
// reg-cli's closing hint (-U) is not this project's way: baselines are updated with vitest's -u.
console.log(
  `open ${relative(process.cwd(), join(out, 'index.html'))} in a browser (baseline, new, difference)`,
);
