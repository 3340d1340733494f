// The live channel's report kinds (spec 2 section 7): `report` answers one page of a Report filter
// with totalRecord, maxTransactionCount and exportSize; `exportCSV` and `exportExcel` answer the
// filter's rows (up to the settings' exportLimit) as a file, base64 with its content type
// (docs/live-channel.md), headed in the connection's language; `print` answers those rows as a
// ReportResult for the print view.
import { REFUSAL } from '../../i18n/refusals';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ResultCode } from '../../domain/domain-error';
import type { OpenApiDocument } from '../../http/openapi-document';
import { contractSchemaCheck } from '../../http/validator-compiler';
import type { LiveChannel } from '../../live/plugin';
import { BinaryAnswer, type KindContext } from '../../live/types';
import type { SessionInfo } from '../../domain/session-info';
import { CSV_TYPE, XLSX_TYPE, csvLines, fileInMemory, sheetLines } from './report-files';
import { reportLines, reportPage, reportRows, type ReportFilter } from './report.service';

type Answerer = (session: SessionInfo, filter: ReportFilter, context: KindContext) => Promise<unknown>;

export function registerReportKind(live: LiveChannel, db: Kysely<Database>, contract: OpenApiDocument): void {
  const problemOf = contractSchemaCheck(contract, 'ReportFilter');
  /** The filter checked against the contract first (a DomainError is answered by the broker). */
  const checked = (answer: Answerer) => async (session: SessionInfo, filter: unknown, context: KindContext) => {
    const problem = problemOf(filter);
    if (problem) throw problem;
    return answer(session, filter as ReportFilter, context);
  };
  // A file of the filter's rows as the report by email writes them, one day read at a time.
  const file = (format: typeof csvLines, contentType: string): Answerer => async (session, filter, { language }) => {
    const { hideRedeemedAt, lines } = await reportLines(db, session, filter, new Date(), { daysOpen: 1 });
    const written = format(language, hideRedeemedAt);
    return new BinaryAnswer(await fileInMemory(written, lines(written.line)), contentType);
  };

  live.registerKind('report', checked(async (session, filter) => ({ resultCode: ResultCode.success, resultDescription: REFUSAL.success, ...(await reportPage(db, session, filter)) })));
  live.registerKind('exportCSV', checked(file(csvLines, CSV_TYPE)));
  live.registerKind('exportExcel', checked(file(sheetLines, XLSX_TYPE)));
  // print: the rows of a print view, those an export would hold, as the report answers them.
  live.registerKind(
    'print',
    checked(async (session, filter) => {
      const data = [];
      for await (const rows of (await reportRows(db, session, filter)).pages) data.push(...rows);
      return { resultCode: ResultCode.success, resultDescription: REFUSAL.success, data, totalRecord: data.length, maxTransactionCount: null, exportSize: data.length };
    }),
  );
}
