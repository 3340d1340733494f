// An item's reset period and its value (spec 3 section 3), for both limit dialogs: the period's
// choice, then the value's own control: a number of hours, a time of day HH:mm, a weekday, a day
// of this month, or a date not before today (UTC). Choosing another period starts its default
// value (1 hour, the current UTC time, Sunday, day 1, today).
import { useField, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { creditLimitsMessages as m } from '../messages';
import { DatePicker } from '../../../shared/ui/DatePicker';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { daysInUtcMonth, utcDay } from '../../../../shared/periods';
import { PERIODS, defaultPeriodValue, weekdayName } from '../forms/periods';

export interface PeriodFieldsProps {
  /** The item's path in the form, e.g. `limitItems[0]`. */
  name: string;
  readOnly: boolean;
}

const numbers = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));

export function PeriodFields({ name, readOnly }: PeriodFieldsProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const { setFieldValue } = useFormikContext();
  const [{ value: periodId }] = useField<string>(`${name}.periodId`);
  const [{ value: periodValue }] = useField<string>(`${name}.periodValue`);
  const chosen = useRef(periodId);
  useEffect(() => {
    if (chosen.current === periodId) return;
    chosen.current = periodId;
    void setFieldValue(`${name}.periodValue`, defaultPeriodValue(Number(periodId)));
  }, [name, periodId, setFieldValue]);

  const valueName = `${name}.periodValue`;
  const now = new Date();
  // A day saved earlier stays offered even when this month is shorter.
  const days = numbers(Math.max(daysInUtcMonth(now), Number(periodValue) || 0));
  const value = (() => {
    switch (periodId) {
      case '1':
        return <TextField name={valueName} label={text(m.hours)} required={!readOnly} readOnly={readOnly} inputMode="numeric" maxLength={4} />;
      case '2':
        return <TextField name={valueName} label={text(m.timeOfDay)} required={!readOnly} readOnly={readOnly} inputMode="numeric" maxLength={5} />;
      case '3':
        return (
          <Select name={valueName} label={text(m.weekday)} required={!readOnly} disabled={readOnly}
            options={numbers(7).map((day) => ({ value: day, label: weekdayName(intl.locale, Number(day)) }))} />
        );
      case '4':
        return <Select name={valueName} label={text(m.dayOfMonth)} required={!readOnly} disabled={readOnly} options={days.map((day) => ({ value: day, label: day }))} />;
      default:
        return <DatePicker name={valueName} label={text(m.resetDate)} required={!readOnly} readOnly={readOnly} min={readOnly ? undefined : utcDay(now)} />;
    }
  })();
  return (
    <>
      <Select name={`${name}.periodId`} label={text(m.resetPeriod)} required={!readOnly} disabled={readOnly}
        options={PERIODS.map((p) => ({ value: String(p.id), label: text(p.label) }))} />
      {value}
    </>
  );
}
