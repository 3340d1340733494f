// Scheduled reports (#37): a user keeps a saved report view as a schedule, mailed daily, weekly or
// monthly at an hour (UTC) as CSV or Excel to the user's confirmed email. next_run_at is the next
// occurrence; the 'report.schedules' job claims a due schedule by moving next_run_at on (one
// UPDATE ... WHERE next_run_at = the value read, so that one instance claims an occurrence) and
// queues the mail as a report by email of the period just ended, with schedule_id and
// period_start on the request; the unique index on them makes a second claim of one period
// impossible even so.
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

export const reportSchedulesMigration: Migration = {
  up: (db: Kysely<unknown>) =>
    runStatements(db, [
      `CREATE TABLE report_schedules (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        filter jsonb NOT NULL,
        frequency text NOT NULL CHECK (frequency IN ('DAILY', 'WEEKLY', 'MONTHLY')),
        hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
        weekday smallint CHECK (weekday BETWEEN 1 AND 7),
        month_day smallint CHECK (month_day BETWEEN 1 AND 28),
        file_type text NOT NULL CHECK (file_type IN ('Excel', 'CSV')),
        language text NOT NULL CHECK (language IN ('en', 'zh', 'es', 'ja', 'de', 'fr')),
        status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'PAUSED', 'UNSUBSCRIBED')),
        next_run_at timestamptz NOT NULL,
        last_queued_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, name),
        CHECK ((frequency = 'WEEKLY') = (weekday IS NOT NULL)),
        CHECK ((frequency = 'MONTHLY') = (month_day IS NOT NULL))
      )`,
      `CREATE INDEX report_schedules_due_idx ON report_schedules (next_run_at) WHERE status = 'ACTIVE'`,
      `ALTER TABLE report_email_exports
        ADD COLUMN schedule_id bigint REFERENCES report_schedules (id) ON DELETE SET NULL,
        ADD COLUMN period_start timestamptz`,
      `CREATE UNIQUE INDEX report_email_exports_schedule_period_idx ON report_email_exports (schedule_id, period_start) WHERE schedule_id IS NOT NULL`,
    ]),
  down: (db: Kysely<unknown>) =>
    runStatements(db, [
      `DROP INDEX report_email_exports_schedule_period_idx`,
      `ALTER TABLE report_email_exports DROP COLUMN period_start, DROP COLUMN schedule_id`,
      `DROP TABLE report_schedules`,
    ]),
};
