// Portal-wide settings: rows of the `settings` table (key -> jsonb value) over built-in defaults.
import type { Kysely } from 'kysely';
import { PIN_ORDER_FILE_MAX_MB, PIN_ORDER_FILE_NAME_MAX_LENGTH } from '../../../shared/attachment-rules';
import type { Database } from '../../db/schema';
import { deleteSettings, settingRows, settingValue } from './settings.repository';

/** Every setting the server reads, with the value used when the table has no row for it. */
export const settingDefaults = {
  /** Inactivity before the Session Timeout modal; the server ends a session idle for this plus
   * idleCountdownSeconds (the modal's countdown), so Continue always finds the session alive. */
  idleTimeoutSeconds: 900,
  idleCountdownSeconds: 180,
  sessionLifetimeMinutes: 720,
  transactionSearchRangeInMonths: 6,
  exportLimit: 1000,
  /** Where a report's count stops when its filters are not in the daily aggregates (status,
   * terminal, a reference): 'more than n' rather than a scan of every row. */
  maxTransactionCount: 10000,
  transactionExportViaEmailRangeInMonths: 3,
  /** A portal document's file (save-document): its size in MB and its name's length. */
  documentFileMaxMb: 10,
  documentFileNameMaxLength: 200,
  /** A PIN order's attachment (submit-pin-batch-orders): its size in MB and its name's length (spec 3). */
  pinOrderFileMaxMb: PIN_ORDER_FILE_MAX_MB,
  pinOrderFileNameMaxLength: PIN_ORDER_FILE_NAME_MAX_LENGTH,
} as const;

export type SettingKey = keyof typeof settingDefaults;

/** Reads the numeric settings asked for; a missing row or a non-numeric value gives the default. */
export async function readNumericSettings<K extends SettingKey>(
  db: Kysely<Database>,
  keys: readonly K[],
): Promise<Record<K, number>> {
  const rows = await settingRows(db, keys);
  const result = {} as Record<K, number>;
  for (const key of keys) {
    const value = rows.find((row) => row.key === key)?.value;
    const stored = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
    result[key] = Number.isFinite(stored) ? stored : settingDefaults[key];
  }
  return result;
}

/** The stored value of one setting (any JSON), undefined without a row. */
export function readSetting(db: Kysely<Database>, key: string): Promise<unknown> {
  return settingValue(db, key);
}

/** The stored rows of these settings (key, value), without defaults. */
export function readStoredSettings(db: Kysely<Database>, keys: readonly string[]) {
  return settingRows(db, keys);
}

export { deleteSettings };
