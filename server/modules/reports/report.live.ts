// The live channel's report kind (spec 2 section 7): the client publishes a Report filter and
// gets one page of its transactions with totalRecord, maxTransactionCount and exportSize.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import type { OpenApiDocument } from '../../http/openapi-document';
import { contractSchemaCheck } from '../../http/validator-compiler';
import type { LiveChannel } from '../../live/plugin';
import { reportPage, type ReportFilter } from './report.service';

export function registerReportKind(live: LiveChannel, db: Kysely<Database>, contract: OpenApiDocument): void {
  const problemOf = contractSchemaCheck(contract, 'ReportFilter');
  live.registerKind('report', async (session, filter) => {
    const problem = problemOf(filter);
    if (problem) return { resultCode: ResultCode.invalidRequest, resultDescription: problem };
    try {
      return { resultCode: ResultCode.success, resultDescription: 'Success', ...(await reportPage(db, session, filter as ReportFilter)) };
    } catch (error) {
      if (error instanceof DomainError) return { resultCode: error.resultCode, resultDescription: error.resultDescription, ...error.details };
      throw error;
    }
  });
}
