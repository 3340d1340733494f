// A built client of a test's own (an index.html in a temporary folder), so that a test of the
// web-client answers does not depend on `vite build` having run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

export function testClientDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-client-'));
  writeFileSync(join(dir, 'index.html'), TEST_INDEX_HTML);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
