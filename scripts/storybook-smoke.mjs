#!/usr/bin/env node
// The QA path on a static Storybook (docs/qa.md): builds it (`storybook build`) into a temporary
// folder, serves that folder on a free local port (serve-handler) and runs @storybook/test-runner
// against it, as QA runs it against a deployed Storybook (index.json mode, the stories of the
// build, not the files of the checkout).
//
//   node scripts/storybook-smoke.mjs                  the stories tagged `smoke`
//   node scripts/storybook-smoke.mjs --all            every story
//   node scripts/storybook-smoke.mjs -- JEST_OPTIONS  handed to Jest, e.g. `--json --outputFile=x.json`,
//                                                     `-t On.A.Phone` or a file name part `app-shell`
//   STORYBOOK_STATIC=storybook-static node scripts/storybook-smoke.mjs   serve that build as it is
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import handler from 'serve-handler';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const all = args.includes('--all');
const jestOptions = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];

function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Jest path patterns for the test files that hold a `smoke` story. The runner writes one file per
 * title (`<title id>.test.js`) and sets up a page even for a file whose stories are all filtered
 * out by tag: 58 such files took 90 of the 100 s of the smoke run.
 */
async function smokeFiles(url) {
  const index = await (await fetch(`${url}/index.json`)).json();
  const titles = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && entry.tags?.includes('smoke'))
    .map((entry) => entry.id.split('--')[0]);
  return [...new Set(titles)].map((title) => `/${title}.test.js`);
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const started = Date.now();
const built = process.env.STORYBOOK_STATIC ? null : mkdtempSync(join(tmpdir(), 'storybook-static-'));
const folder = process.env.STORYBOOK_STATIC ?? built;
let code = 0;
let server;
try {
  if (built) {
    code = await run('npx', ['storybook', 'build', '--quiet', '--output-dir', built, '--disable-telemetry']);
    console.log(`storybook-smoke: built in ${seconds(started)}`);
  }
  if (code === 0) {
    server = http.createServer((request, response) => handler(request, response, { public: folder, cleanUrls: false }));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${server.address().port}`;
    const tested = Date.now();
    code = await run('npx', [
      'test-storybook',
      '--url', url,
      '--index-json',
      '--maxWorkers=2',
      '--disable-telemetry',
      ...(all ? [] : ['--includeTags=smoke']),
      // test-storybook hands what follows `--` to Jest as it is.
      '--',
      ...(all ? [] : await smokeFiles(url)),
      ...jestOptions,
    ]);
    console.log(`storybook-smoke: stories ran in ${seconds(tested)} (${all ? 'all' : 'tag smoke'})`);
  }
} finally {
  server?.close();
  if (built) rmSync(built, { recursive: true, force: true });
}
console.log(`storybook-smoke: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
process.exit(code);
