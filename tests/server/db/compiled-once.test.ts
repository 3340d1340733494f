// A query compiled once (server/db/compiled-once.ts) answers each call for that call's values,
// as the same query built anew would, and names a value it cannot place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PortalDatabase } from '../../../server/db/database';
import { compiledOnce } from '../../../server/db/compiled-once';
import { createTestDatabase, testDatabaseSkipReason } from '../support/test-database';

describe.skipIf(testDatabaseSkipReason)('compiledOnce', () => {
  let database: PortalDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`insert into settings (key, value) values ('compiledOnceA', '"1"'), ('compiledOnceB', '"2"')`.execute(database.db);
  });
  afterAll(async () => database?.close());

  const byKey = compiledOnce(['key'], (db, { key }) =>
    db.selectFrom('settings').select(['key', sql<string>`value #>> '{}'`.as('text')]).where('key', '=', key).where('key', 'like', 'compiledOnce%'),
  );

  it('binds each call to its own values, the fixed parts kept', async () => {
    expect(await byKey.rows(database.db, { key: 'compiledOnceA' })).toEqual([{ key: 'compiledOnceA', text: '1' }]);
    expect(await byKey.rows(database.db, { key: 'compiledOnceB' })).toEqual([{ key: 'compiledOnceB', text: '2' }]);
    expect(await byKey.rows(database.db, { key: 'elsewhere' })).toEqual([]);
  });

  it('refuses a value that is not a parameter of the query', async () => {
    const unused = compiledOnce(['key'], (db) => db.selectFrom('settings').select('key'));
    await expect(unused.rows(database.db, { key: 'x' })).rejects.toThrow(/key is not a parameter/);
  });
});
