// Saved report views (our addition, beyond spec 2): a user keeps report filters and the columns
// hidden with them under names of their own, at most 50; saving a name the user has already
// replaces that view; only the user's own view can be deleted (another user's id is not found).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import type { components } from '../../../openapi/generated/portal';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import { wireTimestamp } from '../../domain/wire';
import { countReportViews, deleteReportViewOf, lockUserViews, reportViewNamed, reportViewsOf, upsertReportView, type ReportViewRow } from './report-views.repository';
import { defineMessages } from '@formatjs/intl';
import { PROBLEM } from '../../i18n/problems';

export type ReportView = components['schemas']['ReportView'];
export type ReportViewFilter = components['schemas']['ReportViewFilter'];
export type SaveReportView = components['schemas']['SaveReportViewRequest'];

export const MAX_REPORT_VIEWS = 50;

export const REPORT_VIEW_TEXT = defineMessages({
  tooMany: { id: 'SERVER.REPORTS.TOO_MANY_VIEWS', defaultMessage: "You can keep at most 50 report views. Delete one before saving another." },
  notFound: { id: 'SERVER.REPORTS.VIEW_NOT_FOUND', defaultMessage: "The report view was not found." },
});

function wireView(row: ReportViewRow): ReportView {
  return {
    id: row.id,
    name: row.name,
    // What saveReportView wrote, checked against the contract's ReportViewFilter then.
    filter: row.filter as ReportViewFilter,
    hiddenColumns: row.hidden_columns,
    updatedAt: wireTimestamp(row.updated_at),
  };
}

export async function listReportViews(db: Kysely<Database>, actor: SessionInfo): Promise<ReportView[]> {
  return (await reportViewsOf(db, actor.userId)).map(wireView);
}

export async function saveReportView(db: Kysely<Database>, actor: SessionInfo, input: SaveReportView): Promise<ReportView> {
  const name = input.name.trim();
  if (!name) throw fieldRefusal('name', PROBLEM.notEmpty);
  // A view without a period names its dates.
  if (!input.filter.period) {
    if (!input.filter.start) throw fieldRefusal('filter.start', PROBLEM.required);
    if (!input.filter.end) throw fieldRefusal('filter.end', PROBLEM.required);
  }
  const hiddenColumns = [...new Set(input.hiddenColumns ?? [])];
  return db.transaction().execute(async (trx) => {
    await lockUserViews(trx, actor.userId);
    const replaces = await reportViewNamed(trx, actor.userId, name);
    if (!replaces && (await countReportViews(trx, actor.userId)) >= MAX_REPORT_VIEWS) {
      throw new DomainError(ResultCode.conflict, REPORT_VIEW_TEXT.tooMany);
    }
    return wireView(await upsertReportView(trx, { userId: actor.userId, name, filter: input.filter, hiddenColumns }));
  });
}

export async function deleteReportView(db: Kysely<Database>, actor: SessionInfo, viewId: number): Promise<void> {
  if (!(await deleteReportViewOf(db, actor.userId, viewId))) throw new DomainError(ResultCode.notFound, REPORT_VIEW_TEXT.notFound);
}
