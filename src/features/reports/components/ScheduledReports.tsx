// Scheduled reports (our addition, #37): the list of the user's schedules, each a saved view
// emailed daily, weekly or monthly at an hour (UTC) as CSV or Excel to the user's email, with its
// next email and its state; a schedule is added from a saved view, changed, paused or resumed,
// and deleted. One dialog at a time: the form replaces the list while it is open.
import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { number, object, string } from 'yup';
import type { ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { useAlerts } from '../../../shared/ui/Alert';
import { Badge, type Tone } from '../../../shared/ui/Badge';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { Select } from '../../../shared/ui/Select';
import { Spinner } from '../../../shared/ui/Spinner';
import { ConfirmAction } from '../../../shared/forms/ConfirmAction';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { MAX_REPORT_SCHEDULES } from '../../../../shared/report-schedule-rules';
import { reportsMessages } from '../messages';
import {
  useCreateReportScheduleMutation,
  useDeleteReportScheduleMutation,
  useListReportSchedulesQuery,
  useUpdateReportScheduleMutation,
  type ReportSchedule,
  type ReportView,
  type UpdateReportScheduleRequest,
} from '../api';

type Frequency = ReportSchedule['frequency'];

interface ScheduleValues {
  viewId: string;
  frequency: Frequency;
  weekday: string;
  monthDay: string;
  hour: string;
  fileType: ReportSchedule['fileType'];
}

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  flex: 1 1 16rem;
  strong {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const STATUS = {
  ACTIVE: { tone: 'success', words: reportsMessages.scheduleActive },
  PAUSED: { tone: 'warning', words: reportsMessages.schedulePausedStatus },
  UNSUBSCRIBED: { tone: 'neutral', words: reportsMessages.scheduleUnsubscribedStatus },
} as const satisfies Record<ReportSchedule['status'], { tone: Tone; words: unknown }>;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const MONTH_DAYS = Array.from({ length: 28 }, (_, day) => day + 1);
/** 1 Monday to 7 Sunday (ISO), as the contract numbers them. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

const timeOf = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
/** The weekday's name in the reader's language (2026-12-07 was a Monday). */
const weekdayName = (intl: IntlShape, weekday: number) =>
  intl.formatDate(Date.UTC(2026, 11, 6 + weekday), { weekday: 'long', timeZone: 'UTC' });

/** When the schedule emails, in words. */
function whenOf(intl: IntlShape, schedule: Pick<ReportSchedule, 'frequency' | 'hour' | 'weekday' | 'monthDay'>): string {
  const time = timeOf(schedule.hour);
  if (schedule.frequency === 'WEEKLY') return intl.formatMessage(reportsMessages.scheduleWhenWeekly, { weekday: weekdayName(intl, schedule.weekday ?? 1), time });
  if (schedule.frequency === 'MONTHLY') return intl.formatMessage(reportsMessages.scheduleWhenMonthly, { day: schedule.monthDay ?? 1, time });
  return intl.formatMessage(reportsMessages.scheduleWhenDaily, { time });
}

/** The timing of the form's values, as the contract takes it. */
function timingOf(values: ScheduleValues) {
  return {
    frequency: values.frequency,
    hour: Number(values.hour),
    weekday: values.frequency === 'WEEKLY' ? Number(values.weekday) : null,
    monthDay: values.frequency === 'MONTHLY' ? Number(values.monthDay) : null,
    fileType: values.fileType,
  };
}

function TimingFields() {
  const intl = useIntl();
  const text = intl.formatMessage;
  const { values } = useFormikContext<ScheduleValues>();
  return (
    <>
      <Select
        name="frequency"
        label={text(reportsMessages.scheduleFrequency)}
        options={[
          { value: 'DAILY', label: text(reportsMessages.scheduleDaily) },
          { value: 'WEEKLY', label: text(reportsMessages.scheduleWeekly) },
          { value: 'MONTHLY', label: text(reportsMessages.scheduleMonthly) },
        ]}
      />
      {values.frequency === 'WEEKLY' ? (
        <Select
          name="weekday"
          label={text(reportsMessages.scheduleWeekday)}
          options={WEEKDAYS.map((day) => ({ value: String(day), label: weekdayName(intl, day) }))}
        />
      ) : null}
      {values.frequency === 'MONTHLY' ? (
        <Select
          name="monthDay"
          label={text(reportsMessages.scheduleMonthDay)}
          options={MONTH_DAYS.map((day) => ({ value: String(day), label: String(day) }))}
        />
      ) : null}
      <Select name="hour" label={text(reportsMessages.scheduleHour)} options={HOURS.map((hour) => ({ value: String(hour), label: timeOf(hour) }))} />
      <Select
        name="fileType"
        label={text(reportsMessages.exportFileType)}
        options={[
          { value: 'Excel', label: 'Excel (.xlsx)' },
          { value: 'CSV', label: 'CSV (.csv)' },
        ]}
      />
    </>
  );
}

function ScheduleFormDialog({ schedule, views, onClose }: { schedule: ReportSchedule | null; views: readonly ReportView[]; onClose: () => void }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const alerts = useAlerts();
  const [create, creating] = useCreateReportScheduleMutation();
  const [update, updating] = useUpdateReportScheduleMutation();
  const title = schedule ? text(reportsMessages.scheduleEditTitle, { name: schedule.name }) : text(reportsMessages.scheduleAddTitle);
  const initial: ScheduleValues = {
    viewId: schedule ? '' : String(views[0]?.id ?? ''),
    frequency: schedule?.frequency ?? 'WEEKLY',
    weekday: String(schedule?.weekday ?? 1),
    monthDay: String(schedule?.monthDay ?? 1),
    hour: String(schedule?.hour ?? 6),
    fileType: schedule?.fileType ?? 'Excel',
  };
  const submit = async (values: ScheduleValues) => {
    const outcome = schedule
      ? await update({ scheduleId: schedule.id, body: { ...timingOf(values), status: schedule.status === 'PAUSED' ? 'PAUSED' : 'ACTIVE' } })
      : await create({ viewId: Number(values.viewId), ...timingOf(values) });
    if ('error' in outcome) {
      alerts.danger(title, (outcome.error as ApiResult).resultDescription);
      return;
    }
    alerts.success(title, text(schedule ? reportsMessages.scheduleChanged : reportsMessages.scheduleSaved));
    onClose();
  };
  return (
    <FormDialog title={title} action={text(commonMessages.save)} busy={creating.isLoading || updating.isLoading} onClose={onClose}>
      {(formId) => (
        <Formik<ScheduleValues>
          initialValues={initial}
          validationSchema={object({
            viewId: schedule ? string() : string().required(text(reportsMessages.scheduleViewRequired)),
            hour: number().min(0).max(23),
          })}
          onSubmit={submit}
        >
          <Form id={formId} noValidate>
            {schedule ? null : (
              <Select
                name="viewId"
                label={text(reportsMessages.scheduleView)}
                required
                options={views.map((view) => ({ value: String(view.id), label: view.name }))}
              />
            )}
            <TimingFields />
          </Form>
        </Formik>
      )}
    </FormDialog>
  );
}

function ScheduleRow({ schedule, onEdit, onDelete }: { schedule: ReportSchedule; onEdit: () => void; onDelete: () => void }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const alerts = useAlerts();
  const [update, updating] = useUpdateReportScheduleMutation();
  const title = text(reportsMessages.scheduledReports);
  const busy = updating.isLoading;
  const status = STATUS[schedule.status];
  const active = schedule.status === 'ACTIVE';
  const { frequency, hour, weekday, monthDay, fileType } = schedule;
  const setStatus = async (next: UpdateReportScheduleRequest['status']) => {
    const outcome = await update({ scheduleId: schedule.id, body: { frequency, hour, weekday, monthDay, fileType, status: next } });
    if ('error' in outcome) alerts.danger(title, (outcome.error as ApiResult).resultDescription);
    else alerts.success(title, text(next === 'ACTIVE' ? reportsMessages.scheduleResumed : reportsMessages.schedulePaused));
  };
  return (
    <li>
      <Facts>
        <strong>{schedule.name}</strong>
        <span>
          {whenOf(intl, schedule)} · {fileType === 'CSV' ? 'CSV' : 'Excel'}
          {schedule.email ? ` · ${schedule.email}` : ''}
        </span>
        {schedule.nextRunAt ? <span>{text(reportsMessages.scheduleNext, { at: schedule.nextRunAt.slice(0, 16) })}</span> : null}
        <div>
          <Badge tone={status.tone}>{text(status.words)}</Badge>
        </div>
      </Facts>
      <Actions>
        <Button size="sm" variant="secondary" disabled={busy} aria-label={text(reportsMessages.scheduleEditNamed, { name: schedule.name })} onClick={onEdit}>
          {text(commonMessages.edit)}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={text(active ? reportsMessages.schedulePauseNamed : reportsMessages.scheduleResumeNamed, { name: schedule.name })}
          onClick={() => void setStatus(active ? 'PAUSED' : 'ACTIVE')}
        >
          {text(active ? reportsMessages.schedulePause : reportsMessages.scheduleResume)}
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} aria-label={text(reportsMessages.scheduleDeleteNamed, { name: schedule.name })} onClick={onDelete}>
          {text(commonMessages.delete)}
        </Button>
      </Actions>
    </li>
  );
}

export interface ScheduledReportsProps {
  /** The user's saved views: a schedule is made of one. */
  views: readonly ReportView[];
  onClose: () => void;
}

export function ScheduledReports({ views, onClose }: ScheduledReportsProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const schedules = useListReportSchedulesQuery();
  const [form, setForm] = useState<{ schedule: ReportSchedule | null } | null>(null);
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);
  const [remove] = useDeleteReportScheduleMutation();
  const list = schedules.data ?? [];
  const atLimit = list.length >= MAX_REPORT_SCHEDULES;
  // A view is scheduled once (the server refuses a second): the form offers the others.
  const unscheduled = views.filter((view) => !list.some((schedule) => schedule.name === view.name));
  if (form) return <ScheduleFormDialog schedule={form.schedule} views={unscheduled} onClose={() => setForm(null)} />;
  if (deleting) {
    const done = () => setDeleting(null);
    return (
      <ConfirmAction
        title={text(reportsMessages.scheduleDeleteTitle)}
        question={text(reportsMessages.scheduleDeleteConfirm, { name: deleting.name })}
        action={text(commonMessages.delete)}
        danger
        run={async () => {
          const outcome = await remove(deleting.id);
          return outcome.error !== undefined ? { error: outcome.error } : { data: text(reportsMessages.scheduleDeleted) };
        }}
        onDone={done}
        onClose={done}
      />
    );
  }
  const body = schedules.isLoading ? (
    <Spinner label={text(commonMessages.loading)} />
  ) : schedules.isError ? (
    <p role="alert">{(schedules.error as ApiResult | undefined)?.resultDescription ?? text(reportsMessages.scheduleLoadFailed)}</p>
  ) : list.length === 0 ? (
    <p>{text(reportsMessages.scheduleNone)}</p>
  ) : (
    <Rows>
      {list.map((schedule) => (
        <ScheduleRow key={schedule.id} schedule={schedule} onEdit={() => setForm({ schedule })} onDelete={() => setDeleting(schedule)} />
      ))}
    </Rows>
  );
  return (
    <Modal
      open
      title={text(reportsMessages.scheduledReports)}
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text(commonMessages.close)}
          </Button>
          <Button disabled={unscheduled.length === 0 || atLimit || schedules.isLoading} onClick={() => setForm({ schedule: null })}>
            {text(reportsMessages.scheduleAdd)}
          </Button>
        </>
      }
    >
      <p>{text(reportsMessages.scheduleIntro)}</p>
      {views.length === 0 ? <p>{text(reportsMessages.scheduleNoViews)}</p> : null}
      {atLimit ? <Banner tone="info">{text(reportsMessages.scheduleAtLimit, { max: MAX_REPORT_SCHEDULES })}</Banner> : null}
      {body}
    </Modal>
  );
}
