// The dashboard (spec 2, Dashboard): today's value per currency (pie), the week's transaction
// count (seven bars, the tooltip dated DD/MM/yyyy) and success rate (success / count x 100), and
// the last ten transactions of the user's agent and its sub-agents, updated live. Each card
// asks for its own data, so an answer renders the card it is for, not the whole page.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { dashboardMessages } from '../messages';
import { BarChart } from '../../../shared/ui/BarChart';
import { formatMoney } from '../../../shared/ui/Money';
import { PieChart } from '../../../shared/ui/PieChart';
import { RadialGauge } from '../../../shared/ui/RadialGauge';
import { useGetDailyStatsQuery, useGetWeeklyStatsQuery, type WeeklyStat } from '../api';
import { DASHBOARD_FILTER } from '../dashboardFilters';
import { LastTransactionsCard } from './LastTransactionsCard';
import { StatPanel } from './StatPanel';

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (max-width: 1199px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 759px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Success / count x 100 over the week; none without transactions. */
export function weeklySuccessRate(days: readonly WeeklyStat[]): number | null {
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const success = days.reduce((sum, day) => sum + day.success, 0);
  return total > 0 ? (success / total) * 100 : null;
}

/** Each chart's drawing height, kept by its card while the data loads. */
const FIGURE_HEIGHT = { pie: 220, bar: 240, gauge: 200 } as const;

/** Today's value per currency. */
function DailyValuePanel() {
  const intl = useIntl();
  const daily = useGetDailyStatsQuery();
  const title = intl.formatMessage(dashboardMessages.dailyCurrency);
  return (
    <StatPanel title={title} loading={daily.isLoading} error={daily.error} reserve={FIGURE_HEIGHT.pie}>
      <PieChart
        title={title}
        height={FIGURE_HEIGHT.pie}
        data={(daily.data ?? []).map((stat) => ({ label: stat.currencyCode, value: stat.total }))}
        formatValue={(value, datum) => formatMoney(value, { locale: intl.locale, currency: datum.label })}
        emptyMessage={intl.formatMessage(dashboardMessages.chartNoData)}
      />
    </StatPanel>
  );
}

/** The week's transaction count and success rate (one answer feeds both cards). */
function WeeklyPanels() {
  const intl = useIntl();
  const weekly = useGetWeeklyStatsQuery();
  const week = weekly.data ?? [];
  const weekTotal = week.reduce((sum, day) => sum + day.total, 0);
  const titles = {
    count: intl.formatMessage(dashboardMessages.weeklyTransactionCount),
    rate: intl.formatMessage(dashboardMessages.weeklySuccessRate),
  };
  return (
    <>
      <StatPanel title={titles.count} loading={weekly.isLoading} error={weekly.error} reserve={FIGURE_HEIGHT.bar}>
        <BarChart title={titles.count} height={FIGURE_HEIGHT.bar} data={week.map((day) => ({ date: day.day, count: day.total }))} />
      </StatPanel>
      <StatPanel title={titles.rate} loading={weekly.isLoading} error={weekly.error} reserve={FIGURE_HEIGHT.gauge}>
        <RadialGauge
          title={titles.rate}
          size={FIGURE_HEIGHT.gauge}
          value={weeklySuccessRate(week)}
          caption={intl.formatMessage(dashboardMessages.transactionsCount, { count: weekTotal })}
        />
      </StatPanel>
    </>
  );
}

export function DashboardScreen() {
  const intl = useIntl();
  return (
    <Page>
      <Figures>
        <DailyValuePanel />
        <WeeklyPanels />
      </Figures>
      <LastTransactionsCard
        title={intl.formatMessage(dashboardMessages.lastTenTransactions)}
        filter={DASHBOARD_FILTER}
        columns={['date', 'refId', 'txType', 'agentCode', 'product', 'terminalCode', 'value', 'status']}
      />
    </Page>
  );
}
