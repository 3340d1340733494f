// What the auth and profile checks cost in SQL statements, counted by a Kysely plugin on the real
// server (a statement is counted when its result comes back, so that a query compiled once,
// server/db/compiled-once.ts, counts too: its kind is 'CompiledOnce', since no query tree is built
// for it): a signed-in read is the session query plus its own work and is never rate limited, the
// email requirement reads nothing more than the session, and counting a request against its rate
// limits is one statement that keeps the sliding window.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/schema';
import { createSession } from '../../../server/http/session';
import { enforceOperationLimits } from '../../../server/modules/auth/auth-limits';
import { enforceRateLimits } from '../../../server/modules/auth/rate-limit';
import { createTestDatabase, testDatabaseSkipReason } from '../support/test-database';
import type { TestApp } from '../support/app';
import { createAccount, freshIp } from './auth-harness';

describe.skipIf(testDatabaseSkipReason)('request costs', () => {
  let app: FastifyInstance;
  let db: Kysely<Database>;
  let counted: Kysely<Database>;
  let closeDatabase: () => Promise<void>;
  /** The kinds of the statements sent since the last reset. */
  let statements: string[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase();
    db = database.db;
    closeDatabase = () => database.close();
    const kinds = new Map<unknown, string>();
    const counter: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        kinds.set(queryId, node.kind);
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        statements.push(kinds.get(queryId) ?? 'CompiledOnce');
        kinds.delete(queryId);
        return result;
      },
    };
    counted = db.withPlugin(counter);
    app = await buildApp({ db: counted, jobStore: database, config: { ...loadConfig({}), smtpUrl: undefined } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await closeDatabase?.();
  });

  const asTestApp = () => ({ db }) as TestApp;
  async function signedIn(options: { email?: string | null } = {}) {
    const account = await createAccount(asTestApp(), options);
    return { account, headers: { authorization: `Bearer ${await createSession(db, account.userId)}` } };
  }
  const get = (url: string, headers: Record<string, string>, ip: string) => app.inject({ method: 'GET', url, headers, remoteAddress: ip });

  it('answers signed-in reads with the session query and their own, and never refuses them with 1429', async () => {
    const { headers } = await signedIn();
    const ip = freshIp();
    const codes = new Set<number>();
    // More than the per-account limit the reads used to have (120 a minute), from one IP and one user.
    for (let i = 0; i < 130; i += 1) {
      for (const url of ['/api/v1/profile', '/api/me']) codes.add((await get(url, headers, ip)).json<{ resultCode: number }>().resultCode);
    }
    for (let i = 0; i < 70; i += 1) codes.add((await get('/api/v1/load-twofactor-auth', headers, ip)).json<{ resultCode: number }>().resultCode);
    expect([...codes]).toEqual([0]);

    statements = [];
    const profile = await get('/api/v1/profile', headers, ip);
    expect(profile.statusCode).toBe(200);
    expect(statements).toEqual(['CompiledOnce', 'SelectQueryNode']);
  });

  it('refuses a call that needs a confirmed email from the session query alone', async () => {
    const { headers } = await signedIn({ email: null });
    statements = [];
    const answer = await get('/api/v1/settings', headers, freshIp());
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ resultCode: 10221, resultDescription: 'An email address must be added to the account.' });
    expect(statements).toEqual(['CompiledOnce']);
  });

  it('counts a request against its IP and account limits in one statement', async () => {
    statements = [];
    await enforceOperationLimits(counted, { ip: freshIp() }, 'login', `COSTS/${Date.now()}`);
    expect(statements).toHaveLength(1);
    const keys = await db.selectFrom('rate_limit_counters').select(['key', 'count']).where('key', 'like', 'rate:login:%').execute();
    expect(keys.filter((row) => row.key.startsWith('rate:login:account:costs/'))).toEqual([expect.objectContaining({ count: 1 })]);
  });

  it('now and then deletes counters of windows long gone in that same statement', async () => {
    const old = { key: `rate:costs:old-${Date.now()}`, window_start: new Date(Date.now() - 3 * 86_400_000), count: 3 };
    await db.insertInto('rate_limit_counters').values(old).execute();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      statements = [];
      await enforceRateLimits(counted, [{ name: 'costs', subject: 'purge', limit: 10, windowSeconds: 60 }]);
    } finally {
      random.mockRestore();
    }
    expect(statements).toHaveLength(1);
    expect(await db.selectFrom('rate_limit_counters').select('count').where('key', '=', old.key).execute()).toEqual([]);
    expect(await db.selectFrom('rate_limit_counters').select('count').where('key', '=', 'rate:costs:purge').execute()).toEqual([{ count: 1 }]);
  });

  it('weighs the previous window by the part of it still in view', async () => {
    // A window of 10^9 s: the part of it elapsed moves by a millionth a quarter-hour, so the test
    // knows the weight of the previous window.
    const windowSeconds = 1_000_000_000;
    const now = Date.now() / 1000;
    const remaining = 1 - (now % windowSeconds) / windowSeconds;
    const previousStart = new Date((Math.floor(now / windowSeconds) - 1) * windowSeconds * 1000);
    const limitOf = (subject: string) => [{ name: 'costs', subject, limit: 10, windowSeconds }];
    const withPrevious = async (subject: string, count: number) => {
      await db.insertInto('rate_limit_counters').values({ key: `rate:costs:${subject}`, window_start: previousStart, count }).execute();
    };
    // 1 now + the previous window's count * what of it is still in view: 1 + 5 passes, 1 + 20 does not.
    await withPrevious('light', Math.floor(5 / remaining));
    await expect(enforceRateLimits(db, limitOf('light'))).resolves.toBeUndefined();
    await withPrevious('heavy', Math.ceil(20 / remaining));
    await expect(enforceRateLimits(db, limitOf('heavy'))).rejects.toMatchObject({ resultCode: 1429, httpStatus: 403 });
  });
});
