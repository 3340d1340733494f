// The live channel's session check on the real sessions table: a valid session of the named
// login passes; unknown tokens, another login, revoked sessions and disabled accounts get the
// 4001-4004 refusals of docs/decisions.md.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../../server/db/database';
import { DUPLICATE_LOGIN_REASON, hashSessionToken } from '../../../server/http/session';
import { sessionAuthenticator } from '../../../server/live/authenticate';
import type { Authenticate } from '../../../server/live/types';
import { createTestDatabase, testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser } from '../support/test-users';

describe.skipIf(testDatabaseSkipReason !== null)('sessionAuthenticator', () => {
  let database: PortalDatabase;
  let authenticate: Authenticate;

  beforeAll(async () => {
    database = await createTestDatabase();
    authenticate = sessionAuthenticator(database.db);
  }, 240_000);

  afterAll(async () => {
    await database?.close();
  });

  async function revoke(token: string, reason: string): Promise<void> {
    await database.db
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
      .where('token_hash', '=', hashSessionToken(token))
      .execute();
  }

  it('passes a valid session of the named login', async () => {
    const user = await createSignedInUser(database.db);
    await expect(authenticate(user.login, `Bearer ${user.token}`)).resolves.toMatchObject({
      userId: user.userId,
      login: user.login,
    });
  });

  it('refuses an unknown token, a missing Bearer and another login with 4001', async () => {
    const user = await createSignedInUser(database.db);
    for (const [login, header] of [
      [user.login, 'Bearer nobody'],
      [user.login, user.token],
      ['someone-else', `Bearer ${user.token}`],
    ] as const) {
      await expect(authenticate(login, header)).resolves.toMatchObject({ resultCode: 4001 });
    }
  });

  it('answers 4002 for a session ended by a newer sign-in and 4003 for another revocation', async () => {
    const replaced = await createSignedInUser(database.db);
    await revoke(replaced.token, DUPLICATE_LOGIN_REASON);
    await expect(authenticate(replaced.login, `Bearer ${replaced.token}`)).resolves.toMatchObject({ resultCode: 4002 });
    const revoked = await createSignedInUser(database.db);
    await revoke(revoked.token, 'password-changed');
    await expect(authenticate(revoked.login, `Bearer ${revoked.token}`)).resolves.toMatchObject({ resultCode: 4003 });
  });

  it('answers 4004 for a disabled account', async () => {
    const disabled = await createSignedInUser(database.db, { statusId: '4' });
    await expect(authenticate(disabled.login, `Bearer ${disabled.token}`)).resolves.toMatchObject({ resultCode: 4004 });
  });
});
