// The merchant performance report (spec 2, portal management): filters, rows, download and errors.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../../shared/i18n/typedMessages';

const messages = defineMessages({
  // Performance report
  performanceTitle: { id: 'PERFORMANCE.TITLE', defaultMessage: 'Performance Report' },
  performanceYear: { id: 'PERFORMANCE.FILTER.YEAR', defaultMessage: 'Year' },
  performanceIncludeSubAgents: { id: 'PERFORMANCE.FILTER.INCLUDE_SUB_AGENTS', defaultMessage: 'Include sub-agents' },
  performanceDownload: { id: 'PERFORMANCE.OPERATIONS.DOWNLOAD', defaultMessage: 'Download spreadsheet' },
  performanceCurrency: { id: 'PERFORMANCE.CURRENCY', defaultMessage: 'Currency: {currency}' },
  performanceMetric: { id: 'PERFORMANCE.COLUMN.METRIC', defaultMessage: 'Metric' },
  performanceTotal: { id: 'PERFORMANCE.COLUMN.TOTAL', defaultMessage: 'Total' },
  vouchersRedeemed: { id: 'PERFORMANCE.ROW.VOUCHERS_REDEEMED', defaultMessage: 'Voucher Redeemed' },
  grossValue: { id: 'PERFORMANCE.ROW.GROSS_VALUE', defaultMessage: 'Gross Value' },
  netMerchantValue: { id: 'PERFORMANCE.ROW.NET_MERCHANT_VALUE', defaultMessage: 'Net Merchant Value' },
  grossFlexMargin: { id: 'PERFORMANCE.ROW.GROSS_FLEX_MARGIN', defaultMessage: 'Gross Flex Margin' },
  grossFlexPercentage: { id: 'PERFORMANCE.ROW.GROSS_FLEX_PERCENTAGE', defaultMessage: 'Gross Flex Percentage' },
  cogs: { id: 'PERFORMANCE.ROW.COGS', defaultMessage: 'COGS' },
  netFlexMargin: { id: 'PERFORMANCE.ROW.NET_FLEX_MARGIN', defaultMessage: 'Net Flex Margin' },
  netFlexPercentage: { id: 'PERFORMANCE.ROW.NET_FLEX_PERCENTAGE', defaultMessage: 'Net Flex Percentage' },
  performanceEmpty: { id: 'PERFORMANCE.EMPTY', defaultMessage: 'There are no figures for this year.' },
  performanceOwnZeroTitle: { id: 'PERFORMANCE.OWN_ZERO.TITLE', defaultMessage: 'Only your own agent is counted' },
  performanceOwnZero: {
    id: 'PERFORMANCE.OWN_ZERO.TEXT',
    defaultMessage: 'Every figure is zero because the sales of the agents below yours are not included.',
  },
  performanceLoadError: { id: 'PERFORMANCE.ALERT.LOAD_ERROR', defaultMessage: 'The performance report could not be loaded.' },
  performanceExportError: { id: 'PERFORMANCE.ALERT.EXPORT_ERROR', defaultMessage: 'Performance report download' },
});

type Values = {
  performanceCurrency: { currency: string };
};

export const performanceMessages = messages as WithValues<typeof messages, Values>;
