// Uploads cannot exhaust the server's memory (#12 item 1): the real server runs as a child
// process, and 24 concurrent 24 MB uploads to the public contact-support form (all from one
// address, as the audit sent them) raise its resident memory by less than 100 MB: the address's
// limit is counted before a body is read, and file bytes held by all requests share one budget
// (server/http/multipart-body.ts). A request of 400 text fields of 1 MB is refused as it streams.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../e2e/support/portal-server';

const MB = 1024 * 1024;
const root = new URL('../../..', import.meta.url).pathname;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Sends a multipart body of `parts` generated on the fly; resolves with the status (or 0 when
 * the server cut the connection, as it may once it has answered). */
function upload(port: number, boundary: string, parts: () => Generator<Buffer>): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/contact-support', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    const chunks = parts();
    const pump = () => {
      for (let next = chunks.next(); !next.done; next = chunks.next()) {
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

function* bigFileUpload(boundary: string): Generator<Buffer> {
  const field = (name: string, value: string) => Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  yield field('email', 'someone@example.com');
  yield field('subject', 'Help');
  yield field('message', 'Please help');
  yield Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="big.pdf"\r\ncontent-type: application/pdf\r\n\r\n`);
  const block = Buffer.alloc(MB, 0x41);
  for (let i = 0; i < 24; i++) yield block;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

function* manyFields(boundary: string): Generator<Buffer> {
  const value = 'x'.repeat(MB);
  for (let i = 0; i < 400; i++) yield Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="subject"\r\n\r\n${value}\r\n`);
  yield Buffer.from(`--${boundary}--\r\n`);
}

describe('upload memory', () => {
  let server: ChildProcess;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-upload-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'false', DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/status`)).ok) break;
      } catch {
        if (tries > 600) throw new Error('the server did not start');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 90_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays within 100 MB more under 24 concurrent uploads of 24 MB, refusing what it cannot take', async () => {
    // Let start-up allocations settle, then take the baseline.
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssOf(server.pid!);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid!));
    }, 50);
    const statuses = await Promise.all(Array.from({ length: 24 }, (_, i) => upload(port, `b${i}x`, () => bigFileUpload(`b${i}x`))));
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(server.pid!));
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.some((status) => status === 403 || status === 0)).toBe(true);
    expect(peak - before, `grew by ${Math.round((peak - before) / MB)} MB`).toBeLessThan(100 * MB);
  }, 120_000);

  it('refuses 400 text fields of 1 MB while they stream, without reading them all', async () => {
    const before = rssOf(server.pid!);
    const status = await upload(port, 'fields', () => manyFields('fields'));
    expect([400, 403, 0]).toContain(status);
    expect(rssOf(server.pid!) - before).toBeLessThan(100 * MB);
  }, 60_000);
});
