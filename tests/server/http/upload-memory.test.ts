// Uploads cannot exhaust the server's memory (#12 item 1, #33 item 2): the real server runs as a
// child process on the embedded database. Once it has taken one 24 MB attachment (the memory an
// accepted upload needs, which the server keeps for the next one), 24 concurrent 24 MB uploads to
// the public contact-support form raise its resident memory by less than 300 MB more (measured: 0
// to 290 MB; the embedded database and V8 keep what they took), whether they
// come from one address (the address's limit is counted before a body is read) or from 24
// addresses behind a trusted proxy (every body's length is reserved against one budget before it
// is read, server/http/multipart-body.ts, and an accepted file is stored and mailed in 1 MB
// chunks, server/modules/mail). Before #33 the 24 addresses grew it by about 2 GB. A request of
// 400 text fields of 1 MB is refused unread.
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
function upload(port: number, boundary: string, parts: () => Generator<Buffer>, forwardedFor?: string): Promise<number> {
  return new Promise((resolve) => {
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) };
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/contact-support', headers },
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

function* bigFileUpload(boundary: string, email = 'someone@example.com'): Generator<Buffer> {
  const field = (name: string, value: string) => Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  yield field('email', email);
  yield field('subject', 'Help');
  yield field('content', 'Please help');
  yield Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="big.pdf"\r\ncontent-type: application/pdf\r\n\r\n`);
  // A file the portal accepts (a PDF by its magic bytes), so that what is taken goes all the way.
  yield Buffer.from('%PDF-1.4\n');
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
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'false', DATABASE_URL: '', LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
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

  it('takes one 24 MB attachment', async () => {
    expect(await upload(port, 'first', () => bigFileUpload('first', 'first@example.com'), '203.0.113.1')).toBe(200);
    // Let the mail job and the start-up allocations settle before the baselines.
    await new Promise((r) => setTimeout(r, 2000));
  }, 60_000);

  /** The statuses of 24 concurrent 24 MB uploads and how much the server's memory grew at most. */
  async function flood(sender: (i: number) => { email: string; address?: string }): Promise<{ statuses: number[]; grew: number }> {
    const before = rssOf(server.pid!);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid!));
    }, 50);
    const statuses = await Promise.all(
      Array.from({ length: 24 }, (_, i) => upload(port, `f${i}x`, () => bigFileUpload(`f${i}x`, sender(i).email), sender(i).address)),
    );
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(server.pid!));
    return { statuses, grew: peak - before };
  }

  it('stays within 300 MB more under 24 concurrent uploads of 24 MB from one address, refusing what it cannot take', async () => {
    const { statuses, grew } = await flood(() => ({ email: 'someone@example.com' }));
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.some((status) => status === 403 || status === 0)).toBe(true);
    expect(grew, `grew by ${Math.round(grew / MB)} MB`).toBeLessThan(300 * MB);
  }, 120_000);

  it('stays within 300 MB more when the 24 uploads come from 24 addresses (one trusted proxy hop), so no address limit applies', async () => {
    const { statuses, grew } = await flood((i) => ({ email: `sender${i}@example.com`, address: `198.51.100.${i + 1}` }));
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // Some are taken, the rest refused as busy before their bodies are read.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 403 || status === 0).length).toBeGreaterThan(0);
    expect(grew, `grew by ${Math.round(grew / MB)} MB`).toBeLessThan(300 * MB);
  }, 120_000);

  it('refuses 400 text fields of 1 MB while they stream, without reading them all', async () => {
    const before = rssOf(server.pid!);
    const status = await upload(port, 'fields', () => manyFields('fields'));
    expect([400, 403, 0]).toContain(status);
    expect(rssOf(server.pid!) - before).toBeLessThan(100 * MB);
  }, 60_000);
});
