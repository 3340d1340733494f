// Saved report views (our addition, kept per user on the server): the menu lists the user's views
// (choosing one applies its filters and columns and searches), saves the current one under a name
// (a name the user has already is replaced), opens the list to delete views, and the scheduled
// reports (ScheduledReports.tsx).
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { object, string } from 'yup';
import type { ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { reportsMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Dropdown } from '../../../shared/ui/Dropdown';
import { Modal } from '../../../shared/ui/Modal';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { TextField } from '../../../shared/ui/TextField';
import {
  useDeleteReportViewMutation,
  useListReportViewsQuery,
  useSaveReportViewMutation,
  type ReportView,
} from '../api';
import type { ReportFilter } from '../reportForm';
import { ScheduledReports } from './ScheduledReports';

const NAME_MAX = 60;

export interface SavedViewsProps {
  /** The filter of the last search and the columns hidden now: what Save keeps. */
  filter: ReportFilter;
  hiddenColumns: readonly string[];
  onApply: (view: ReportView) => void;
}

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
`;

function SaveViewDialog({
  filter,
  hiddenColumns,
  onClose,
}: Omit<SavedViewsProps, 'onApply'> & { onClose: () => void }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const alerts = useAlerts();
  const [save, { isLoading }] = useSaveReportViewMutation();
  const title = text(reportsMessages.saveViewTitle);
  const submit = async ({ name }: { name: string }) => {
    const { afterRefId: _after, pageIndex: _page, ...viewFilter } = filter;
    const outcome = await save({
      name: name.trim(),
      filter: viewFilter,
      hiddenColumns: [...hiddenColumns],
    });
    if ('error' in outcome) {
      alerts.danger(title, (outcome.error as ApiResult).resultDescription);
      return;
    }
    alerts.success(title, text(reportsMessages.viewSaved));
    onClose();
  };
  return (
    <FormDialog title={title} action={text(commonMessages.save)} busy={isLoading} onClose={onClose}>
      {(formId) => (
        <>
          <p>{text(reportsMessages.saveViewHelp)}</p>
          <Formik
            initialValues={{ name: '' }}
            validationSchema={object({
              // A longer name is refused with its reason, not cut short as typed (an input maxLength
              // drops the end of a pasted name without a word).
              name: string().trim().required(text(reportsMessages.viewNameRequired)).max(NAME_MAX, text(reportsMessages.viewNameTooLong, { max: NAME_MAX })),
            })}
            onSubmit={submit}
          >
            <Form id={formId} noValidate>
              <TextField
                name="name"
                label={text(reportsMessages.viewName)}
                required
                autoFocus
              />
            </Form>
          </Formik>
        </>
      )}
    </FormDialog>
  );
}

function ManageViewsDialog({
  views,
  onClose,
}: {
  views: readonly ReportView[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const alerts = useAlerts();
  const [remove, { isLoading }] = useDeleteReportViewMutation();
  const title = text(reportsMessages.savedViews);
  const deleteView = async (view: ReportView) => {
    const outcome = await remove(view.id);
    if ('error' in outcome) alerts.danger(title, (outcome.error as ApiResult).resultDescription);
    else alerts.success(title, text(reportsMessages.viewDeleted));
  };
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {text(commonMessages.close)}
        </Button>
      }
    >
      {views.length === 0 ? (
        <p>{text(reportsMessages.noViews)}</p>
      ) : (
        <Rows>
          {views.map((view) => (
            <li key={view.id}>
              <span>{view.name}</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={isLoading}
                aria-label={text(reportsMessages.deleteView, { name: view.name })}
                onClick={() => void deleteView(view)}
              >
                {text(commonMessages.delete)}
              </Button>
            </li>
          ))}
        </Rows>
      )}
    </Modal>
  );
}

export function SavedViews({ filter, hiddenColumns, onApply }: SavedViewsProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const views = useListReportViewsQuery();
  const [dialog, setDialog] = useState<'save' | 'manage' | 'schedules' | null>(null);
  const list = views.data ?? [];
  return (
    <>
      <Dropdown
        align="end"
        label={text(reportsMessages.savedViews)}
        items={[
          ...list.map((view) => ({
            id: `view-${view.id}`,
            label: view.name,
            onSelect: () => onApply(view),
          })),
          { id: 'save', label: text(reportsMessages.saveView), onSelect: () => setDialog('save') },
          {
            id: 'manage',
            label: text(reportsMessages.manageViews),
            onSelect: () => setDialog('manage'),
          },
          {
            id: 'schedules',
            label: text(reportsMessages.scheduledReportsMenu),
            onSelect: () => setDialog('schedules'),
          },
        ]}
      />
      {dialog === 'save' ? (
        <SaveViewDialog
          filter={filter}
          hiddenColumns={hiddenColumns}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'manage' ? (
        <ManageViewsDialog views={list} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'schedules' ? <ScheduledReports views={list} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
