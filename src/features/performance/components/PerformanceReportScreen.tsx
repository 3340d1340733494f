// The Performance Report (spec 2, portal management; SCP.FLEX.ACCOUNT.MANAGER_R, which the page
// gate checks): the year (2010 to this year, this year first) and whether the sub-agents count
// (off at first); changing either loads the report again. One currency at a time in tabs, so a
// phone reads it too. A distributor's own figures are all zero when its sales are made by the
// agents below it: then, with the sub-agents off (the spec's default), a note says why and offers
// to include them. The Operations menu downloads it as a spreadsheet,
// Performance_Report_{agent}_{yyyyMMdd_HHmmss}.xlsx; a refusal shows the server's words.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { fileStamp, useDownload, type ApiResult } from '../../../shared/api';
import { transactionMessages } from '../../../shared/transactions/messages';
import { performanceMessages } from '../messages';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { compactControl } from '../../../shared/ui/compactControl';
import { Dropdown } from '../../../shared/ui/Dropdown';
import { Spinner } from '../../../shared/ui/Spinner';
import { Tabs } from '../../../shared/ui/Tabs';
import { useExportPerformanceReportMutation, useGetPerformanceReportQuery, type PerformanceReport } from '../api';
import { PerformanceTables } from './PerformanceTables';

export const FIRST_YEAR = 2010;

export interface PerformanceReportScreenProps {
  /** The signed-in user's agent, for the file's name. */
  agentCode: string;
  /** This year (stories fix it). */
  year?: number;
  /** Whether the user's agent has agents below it (a distributor: MD, D or SD). */
  hasSubAgents?: boolean;
}

const TABLES = ['vouchersRedeemed', 'grossValue', 'netMerchantValue', 'grossFlexMargin', 'grossFlexPercentage', 'cogs', 'netFlexMargin', 'netFlexPercentage'] as const;

/** Every figure of every currency is zero (the report has tables, all empty of sales). */
export function allZero(report: readonly PerformanceReport[]): boolean {
  return report.length > 0 && report.every((currency) => TABLES.every((table) => currency[table].every((row) => row.values.every((value) => value === 0))));
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  select {
    ${compactControl}
  }
`;

const ZeroNote = styled(Banner)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export function PerformanceReportScreen({ agentCode, year: thisYear = new Date().getUTCFullYear(), hasSubAgents = false }: PerformanceReportScreenProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const ids = useId();
  const [year, setYear] = useState(thisYear);
  const [includeSubAgents, setIncludeSubAgents] = useState(false);
  const report = useGetPerformanceReportQuery({ year, includeSubAgents });
  const [exportReport, exporting] = useExportPerformanceReportMutation();
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, n) => thisYear - n);

  const exportFile = useDownload(exportReport, text(performanceMessages.performanceExportError));
  const download = () =>
    exportFile({ year, includeSubAgents: includeSubAgents ? 'Y' : 'N', fileName: `Performance_Report_${agentCode}_${fileStamp(new Date())}.xlsx` });
  const error = report.error as ApiResult | undefined;
  const currencies = report.data ?? [];
  const onlyOwnZeros = hasSubAgents && !includeSubAgents && !report.isFetching && allZero(currencies);

  return (
    <Card
      title={text(performanceMessages.performanceTitle)}
      toolbar={
        <Dropdown
          align="end"
          disabled={!currencies.length || exporting.isLoading}
          label={
            <>
              {text(transactionMessages.operations)}
              {exporting.isLoading ? <Spinner size="sm" label={text(transactionMessages.preparingFile)} /> : null}
            </>
          }
          items={[{ id: 'download', label: text(performanceMessages.performanceDownload), onSelect: () => void download() }]}
        />
      }
    >
      <Controls>
        <label htmlFor={`${ids}-year`}>
          {text(performanceMessages.performanceYear)}
          <select id={`${ids}-year`} value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={includeSubAgents} onChange={(e) => setIncludeSubAgents(e.target.checked)} />
          {text(performanceMessages.performanceIncludeSubAgents)}
        </label>
        {report.isFetching ? <Spinner size="sm" label={text(performanceMessages.performanceTitle)} /> : null}
      </Controls>
      {onlyOwnZeros ? (
        <ZeroNote tone="info" title={text(performanceMessages.performanceOwnZeroTitle)}>
          {text(performanceMessages.performanceOwnZero)}{' '}
          <Button size="sm" variant="secondary" onClick={() => setIncludeSubAgents(true)}>
            {text(performanceMessages.performanceIncludeSubAgents)}
          </Button>
        </ZeroNote>
      ) : null}
      {error ? (
        <Banner tone="danger" title={text(performanceMessages.performanceLoadError)}>
          {error.resultDescription}
        </Banner>
      ) : currencies.length ? (
        <Tabs
          label={text(performanceMessages.performanceTitle)}
          items={currencies.map((currency) => ({
            id: currency.currencyCode,
            label: currency.currencyCode,
            content: <PerformanceTables report={currency} />,
          }))}
        />
      ) : report.isLoading ? null : (
        <p>{text(performanceMessages.performanceEmpty)}</p>
      )}
    </Card>
  );
}
