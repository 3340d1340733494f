// The report's filter form (spec 2 sections 4 and 5): the period and the dates it sets (editing a
// date by hand makes it a custom range), the reference, the report type, and under More filters
// the rest; Search runs the report, Clear returns to today's detailed report and runs it. The
// messages of section 5 show under their fields.
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../../shared/i18n';
import { transactionMessages } from '../../../shared/transactions/messages';
import { reportsMessages } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { DateRange } from '../../../shared/ui/DateRange';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { earliestReportDay, reportPeriodRange } from '../../../../shared/periods';
import {
  availablePeriods, defaultValues, reportFormSchema, type PeriodId, type ReportFormValues,
} from '../reportForm';

export interface ReportFiltersProps {
  values: ReportFormValues;
  /** The settings' transactionSearchRangeInMonths. */
  months: number;
  now: Date;
  busy: boolean;
  onSearch: (values: ReportFormValues) => void;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  column-gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const Dates = styled(DateRange)`
  grid-column: span 2;
  @media (max-width: 520px) {
    grid-column: auto;
  }
`;

const More = styled.details`
  margin-bottom: ${({ theme }) => theme.space[3]};
  summary {
    cursor: pointer;
    width: fit-content;
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.link};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[5]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** An agent code as the contract has it: letters and digits, upper case. */
const agentCodeAsTyped = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/** The dates of a period, the start no earlier than the report reaches back. */
/** A period's dates, from the earliest day searchable when it began before; a period wholly before
 * that day keeps its own dates, so that the form says how far back a search may go. */
function periodDates(period: PeriodId, now: Date, earliest: string) {
  const range = reportPeriodRange(period, now);
  return { ...range, start: range.start < earliest && range.end >= earliest ? earliest : range.start };
}

/** Keeps the period and the dates together: a chosen period sets them, a date edited by hand
 * clears the period. */
function PeriodSync({ now, earliest }: { now: Date; earliest: string }) {
  const { values, setValues, setFieldValue } = useFormikContext<ReportFormValues>();
  const period = useRef(values.period);
  useEffect(() => {
    if (values.period !== period.current) {
      period.current = values.period;
      if (values.period) void setValues({ ...values, ...periodDates(values.period, now, earliest) }, true);
      return;
    }
    if (!values.period) return;
    const dates = periodDates(values.period, now, earliest);
    if (dates.start !== values.start || dates.end !== values.end) {
      period.current = '';
      void setFieldValue('period', '', false);
    }
  }, [values, setValues, setFieldValue, now, earliest]);
  return null;
}

export function ReportFilters({ values, months, now, busy, onSearch }: ReportFiltersProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const earliest = earliestReportDay(now, months);
  const schema = useMemo(() => reportFormSchema(intl, now, months), [intl, now, months]);
  // Every period the spec offers on that day (the quarters up to the current one), also one that
  // ended before the months searched: choosing it says how far back a search may go.
  const periods = availablePeriods(now).map((p) => ({ value: p.id, label: text(p.label) }));
  const types = [
    { value: '', label: text(commonMessages.all) },
    { value: 'SALE', label: text(transactionMessages.typeSale) },
    { value: 'REDEEM', label: text(transactionMessages.typeRedeem) },
    { value: 'REFUND', label: text(transactionMessages.typeRefund) },
    { value: 'PAYOUT', label: text(transactionMessages.typePayout) },
  ];
  return (
    <Formik initialValues={values} enableReinitialize validationSchema={schema} onSubmit={onSearch}>
      {({ resetForm }) => (
        <Form noValidate aria-label={text(reportsMessages.filters)}>
          <PeriodSync now={now} earliest={earliest} />
          <Grid>
            <Select name="period" label={text(reportsMessages.period)} options={periods} placeholder={text(reportsMessages.periodCustom)} />
            <Dates
              legend={text(reportsMessages.dates)}
              hideLegend
              startName="start"
              endName="end"
              startLabel={text(reportsMessages.startDate)}
              endLabel={text(reportsMessages.endDate)}
              min={earliest}
              max={reportPeriodRange('today', now).end}
              required
            />
            <TextField name="refId" label={text(reportsMessages.refId)} inputMode="numeric" />
            <Select
              name="reportType"
              label={text(reportsMessages.reportType)}
              options={[
                { value: 'detailed', label: text(reportsMessages.detailedReport) },
                { value: 'sales', label: text(reportsMessages.salesReport) },
              ]}
            />
          </Grid>
          <More>
            <summary>{text(reportsMessages.moreFilters)}</summary>
            <Grid>
              <TextField name="exRefId" label={text(reportsMessages.exRefId)} />
              <TextField name="voucherSerial" label={text(reportsMessages.voucherSerial)} />
              <TextField name="phoneNo" label={text(reportsMessages.phoneNo)} inputMode="tel" />
              <TextField name="agentCode" label={text(reportsMessages.agentCode)} maxLength={8} transform={agentCodeAsTyped} />
              <Select name="transType" label={text(reportsMessages.transType)} options={types} />
            </Grid>
            <Checks>
              <Checkbox name="includeSubAgent" label={text(reportsMessages.includeSubAgent)} />
              <Checkbox name="isRefunded" label={text(reportsMessages.refundedOnly)} />
              <Checkbox name="isReversed" label={text(reportsMessages.reversedOnly)} />
            </Checks>
          </More>
          <Actions>
            <Button type="submit" busy={busy}>
              {text(reportsMessages.search)}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                const cleared = defaultValues(now);
                resetForm({ values: cleared });
                onSearch(cleared);
              }}
            >
              {text(reportsMessages.clear)}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
