// How many transactions one export may hold (GET /api/v1/transaction-export-limit): the
// exportLimit setting, read where the settings call (GET /api/v1/settings) reads it, so the two
// always agree.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readNumericSettings } from '../platform/settings.service';

export async function transactionExportLimit(db: Kysely<Database>): Promise<number> {
  const { exportLimit } = await readNumericSettings(db, ['exportLimit']);
  return exportLimit;
}
