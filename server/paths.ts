// Where the server finds the project's files, whether it runs from its TypeScript sources (tsx:
// tests, `npm run server`) or compiled ahead of time into dist/server (scripts/build-server.mjs:
// `npm start`, deploy/). A compiled bundle's import.meta.url is dist/server/<entry>.js for every
// module in it, so no module may find a file relative to its own source folder: paths start
// from the project's root (the folder of package.json) instead.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === 'merchant-portal') return dir;
    if (dirname(dir) === dir) throw new Error(`no merchant-portal package.json above ${from}`);
  }
}

/** The repository root (the folder of package.json), with a trailing separator. */
export const projectRoot = `${findProjectRoot(dirname(fileURLToPath(import.meta.url)))}/`;

/** Whether this process runs the compiled server (dist/server/*.js) rather than the sources. */
export const runsCompiled = !fileURLToPath(import.meta.url).endsWith('.ts');

/** A file of the project by its path from the root. */
export function projectFile(relative: string): string {
  return join(projectRoot, relative);
}
