// server/db/schema.generated.ts (the Kysely table types every query is checked against) is what
// kysely-codegen reads off the migrated database, on PGlite and on PostgreSQL: a migration
// without `npm run db:schema`, or a hand edit of the generated file, fails here.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../server/db/database';
import { generateSchema } from '../../server/db/schema-generation';
import { createTestDatabase, testDatabaseSkipReason } from './support/test-database';

const committed = () => readFileSync(new URL('../../server/db/schema.generated.ts', import.meta.url), 'utf8');

describe.skipIf(testDatabaseSkipReason)('server/db/schema.generated.ts against the migrated database', () => {
  let database: PortalDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  it('is what kysely-codegen generates from it (run `npm run db:schema` after a migration)', async () => {
    expect(await generateSchema(database.db)).toBe(committed());
  }, 60_000);

  it('types a column whose CHECK lists the contract words as their union', () => {
    expect(committed()).toMatch(/tx_type: "PAYOUT" \| "REDEEM" \| "REFUND" \| "SALE";/);
    expect(committed()).toMatch(/level: "D" \| "MD" \| "R" \| "SD";/);
  });
});
