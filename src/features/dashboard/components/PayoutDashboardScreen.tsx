// The payout dashboard (spec 2, Payout dashboard; /payout-transaction): the available payout
// balance (the agent's payoutVoucherCreditLimit added to each owed balance, the largest first
// and the others below it; under it how it is made: the accumulated balance plus the payout credit
// limit, the figures the merchant also meets in the top bar), the week's payout count, the successful payouts (quantity and value
// per currency, values above zero) and the last ten payout transactions, updated live.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { balancesLargestFirst, useGetOwedBalancesQuery, type OwedBalance } from '../../../shared/api/agent-reads';
import { transactionMessages } from '../../../shared/transactions/messages';
import { dashboardMessages } from '../messages';
import { BarChart } from '../../../shared/ui/BarChart';
import { Money, formatMoney } from '../../../shared/ui/Money';
import { useGetPayoutWeeklyStatsQuery } from '../api';
import { PAYOUT_DASHBOARD_FILTER } from '../dashboardFilters';
import { Figures, Page } from './DashboardScreen';
import { LastTransactionsCard } from './LastTransactionsCard';
import { PanelTitle, StatPanel } from './StatPanel';

const Primary = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** How the available balance is made, under it. */
const Explained = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Others = styled.details`
  font-size: ${({ theme }) => theme.font.size.sm};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.link};
  }
`;

const Amounts = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} 0;
    text-align: end;
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: normal;
    color: ${({ theme }) => theme.color.textMuted};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Each owed balance with the payout voucher credit limit added, the largest first. */
export function availablePayoutBalances(balances: readonly OwedBalance[], payoutVoucherCreditLimit: number): OwedBalance[] {
  const limit = Number.isFinite(payoutVoucherCreditLimit) ? payoutVoucherCreditLimit : 0;
  return balancesLargestFirst(balances.map((b) => ({ ...b, balance: Math.round((b.balance + limit) * 100) / 100 })));
}

export interface PayoutDashboardScreenProps {
  /** The signed-in user's agent's payoutVoucherCreditLimit. */
  payoutVoucherCreditLimit: number;
}

export function PayoutDashboardScreen({ payoutVoucherCreditLimit }: PayoutDashboardScreenProps) {
  const intl = useIntl();
  const balances = useGetOwedBalancesQuery();
  const stats = useGetPayoutWeeklyStatsQuery();
  const [primary, ...others] = availablePayoutBalances(balances.data ?? [], payoutVoucherCreditLimit);
  const paid = (stats.data?.totalSuccessValues ?? []).filter((v) => v.value > 0);
  const titles = {
    balance: intl.formatMessage(dashboardMessages.availablePayoutBalance),
    count: intl.formatMessage(dashboardMessages.payoutWeeklyCount),
    paid: intl.formatMessage(dashboardMessages.successfulPayout),
  };
  const money = (b: OwedBalance) => <Money value={b.balance} currency={b.currencyCode} />;
  const owed = primary ? balances.data?.find((b) => b.currencyCode === primary.currencyCode) : undefined;
  const inPrimary = (value: number) => formatMoney(value, { locale: intl.locale, currency: primary?.currencyCode });

  return (
    <Page>
      <Figures>
        <StatPanel title={titles.balance} loading={balances.isLoading} error={balances.error}>
          <PanelTitle>{titles.balance}</PanelTitle>
          {primary ? (
            <>
              <Primary data-currency={primary.currencyCode}>
                {money(primary)}
              </Primary>
              {owed ? (
                <Explained>
                  {intl.formatMessage(dashboardMessages.availablePayoutExplained, {
                    balance: inPrimary(owed.balance),
                    limit: inPrimary(payoutVoucherCreditLimit),
                  })}
                </Explained>
              ) : null}
            </>
          ) : (
            <Primary>
              <Money value={payoutVoucherCreditLimit} />
            </Primary>
          )}
          {others.length > 0 ? (
            <Others>
              <summary>{intl.formatMessage(dashboardMessages.otherBalances)}</summary>
              <Amounts>
                <tbody>
                  {others.map((b) => (
                    <tr key={b.currencyCode}>
                      <th scope="row">{b.currencyCode}</th>
                      <td>{money(b)}</td>
                    </tr>
                  ))}
                </tbody>
              </Amounts>
            </Others>
          ) : null}
        </StatPanel>
        <StatPanel title={titles.count} loading={stats.isLoading} error={stats.error}>
          <BarChart
            title={titles.count}
            data={(stats.data?.transactionStats ?? []).map((day) => ({ date: day.day, count: day.total }))}
          />
        </StatPanel>
        <StatPanel title={titles.paid} loading={stats.isLoading} error={stats.error}>
          <PanelTitle>{titles.paid}</PanelTitle>
          {paid.length > 0 ? (
            <Amounts>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(transactionMessages.colCurrency)}</th>
                  <th scope="col">{intl.formatMessage(dashboardMessages.payoutQuantity)}</th>
                  <th scope="col">{intl.formatMessage(dashboardMessages.payoutValue)}</th>
                </tr>
              </thead>
              <tbody>
                {paid.map((v) => (
                  <tr key={v.currencyCode}>
                    <th scope="row">{v.currencyCode}</th>
                    <td>{intl.formatNumber(v.quantity)}</td>
                    <td>
                      <Money value={v.value} currency={v.currencyCode} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Amounts>
          ) : (
            <Muted>{intl.formatMessage(dashboardMessages.noPayoutValues)}</Muted>
          )}
        </StatPanel>
      </Figures>
      <LastTransactionsCard
        title={intl.formatMessage(dashboardMessages.lastTenPayouts)}
        filter={PAYOUT_DASHBOARD_FILTER}
        columns={['date', 'value', 'status', 'refId']}
      />
    </Page>
  );
}
