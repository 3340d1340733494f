// Every call the specification names (fixtures/endpoints.txt, a copy of the design's list) is
// served: none answers 404 or 405, signed in or not.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { testDatabaseSkipReason } from './support/test-database';
import { createSignedInUser, type SignedInUser } from './support/test-users';

const endpoints = readFileSync(new URL('./fixtures/endpoints.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [method, path] = line.split(/\s+/) as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    return { method, path, url: path.replace(/\{[^}]+\}/g, '1234') };
  });

describe.skipIf(testDatabaseSkipReason)('every endpoint of the specification is served', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ handlers: {} });
    user = await createSignedInUser(t.db);
  });
  afterAll(async () => t?.close());

  it('lists the 73 calls', () => {
    expect(endpoints).toHaveLength(73);
  });

  it.each(endpoints)('$method $path', async ({ method, url }) => {
    for (const headers of [{}, user.headers]) {
      const answer = await t.app.inject({ method, url, headers });
      expect(answer.statusCode, answer.body).not.toBe(404);
      expect(answer.statusCode, answer.body).not.toBe(405);
    }
  });
});
