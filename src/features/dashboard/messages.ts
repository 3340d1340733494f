// The dashboard and the payout dashboard (spec 2 section 2): charts, cards and the table of the
// last ten transactions.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../../shared/i18n/typedMessages';

const messages = defineMessages({
  title: { id: 'DASHBOARD.TITLE', defaultMessage: 'Dashboard' },
  dailyCurrency: { id: 'DASHBOARD.CHART.DAILY_CURRENCY', defaultMessage: 'Daily Currency' },
  weeklyTransactionCount: { id: 'DASHBOARD.CHART.WEEKLY_TRANSACTION_COUNT', defaultMessage: 'Weekly Transaction Count' },
  weeklySuccessRate: { id: 'DASHBOARD.CHART.WEEKLY_SUCCESS_RATE', defaultMessage: 'Weekly Success Rate' },
  chartTotal: { id: 'DASHBOARD.CHART.TOTAL', defaultMessage: 'Total' },
  chartSuccess: { id: 'DASHBOARD.CHART.SUCCESS', defaultMessage: 'Successful' },
  chartNoData: { id: 'DASHBOARD.CHART.NO_DATA', defaultMessage: 'No transactions today' },
  successRateValue: { id: 'DASHBOARD.CHART.SUCCESS_RATE_VALUE', defaultMessage: '{rate, number, percent} successful' },
  transactionsCount: {
    id: 'DASHBOARD.CHART.TRANSACTIONS_COUNT',
    defaultMessage: '{count, plural, one {# transaction} other {# transactions}}',
  },
  lastTenTransactions: { id: 'DASHBOARD.TABLE.LAST_TEN', defaultMessage: 'Last 10 Transactions' },
  noTransactionsInRange: {
    id: 'DASHBOARD.TABLE.NO_TRANSACTIONS',
    defaultMessage:
      'There were no transactions in the last {transactionSearchRangeInMonths, plural, one {# month} other {# months}}.',
  },
  liveConnecting: { id: 'DASHBOARD.LIVE.CONNECTING', defaultMessage: 'Connecting to live updates...' },
  liveConnected: { id: 'DASHBOARD.LIVE.CONNECTED', defaultMessage: 'Live updates on' },
  liveDisconnected: { id: 'DASHBOARD.LIVE.DISCONNECTED', defaultMessage: 'Live updates paused, reconnecting...' },
  liveStopped: { id: 'DASHBOARD.LIVE.STOPPED', defaultMessage: 'Live updates stopped. Reload the page to resume them.' },
  lastTenFailed: { id: 'DASHBOARD.TABLE.FAILED', defaultMessage: 'The last transactions could not be loaded.' },

  // Payout dashboard
  payoutTitle: { id: 'PAYOUT.TITLE', defaultMessage: 'Payout Transaction' },
  availablePayoutBalance: { id: 'PAYOUT.CARD.AVAILABLE_BALANCE', defaultMessage: 'Available Payout Balance' },
  availablePayoutExplained: {
    id: 'PAYOUT.CARD.AVAILABLE_EXPLAINED',
    defaultMessage: 'Your accumulated balance {balance} (top bar) + your payout credit limit {limit}',
  },
  otherBalances: { id: 'PAYOUT.CARD.OTHER_BALANCES', defaultMessage: 'Other currencies' },
  payoutWeeklyCount: { id: 'PAYOUT.CARD.WEEKLY_TRANSACTION_COUNT', defaultMessage: 'Weekly Transaction Count' },
  successfulPayout: { id: 'PAYOUT.CARD.SUCCESSFUL_PAYOUT', defaultMessage: 'Successful Payout' },
  payoutQuantity: { id: 'PAYOUT.CARD.QUANTITY', defaultMessage: 'Quantity' },
  payoutValue: { id: 'PAYOUT.CARD.VALUE', defaultMessage: 'Value' },
  lastTenPayouts: { id: 'PAYOUT.TABLE.LAST_TEN', defaultMessage: 'Last 10 Payout Transactions' },
  noPayoutValues: { id: 'PAYOUT.CARD.NO_VALUES', defaultMessage: 'No successful payouts this week' },
});

type Values = {
  successRateValue: { rate: number };
  transactionsCount: { count: number };
  noTransactionsInRange: { transactionSearchRangeInMonths: number };
  availablePayoutExplained: { balance: string; limit: string };
};

export const dashboardMessages = messages as WithValues<typeof messages, Values>;
