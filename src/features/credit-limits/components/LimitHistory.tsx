// The agent-limit dialog's change history (issue #19): the changes of the agent's limits made by
// hand or carried by a template edit, newest first, ten a page: when (UTC), who (and the support
// staff impersonating), which item, what changed (only what did: limit, current value, period)
// and how.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { narrowScreen } from '../../../shared/theme/media';
import { creditLimitsMessages as m } from '../messages';
import { localPage } from '../../../shared/list/localPage';
import { useListQuery } from '../../../shared/list/useListQuery';
import { DataTable, type DataTableColumn } from '../../../shared/ui/DataTable';
import { Timestamp } from '../../../shared/ui/Timestamp';
import type { LimitChange } from '../api';
import { describePeriod } from '../forms/periods';
import { formatAmount } from '../usage';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
  /* A phone's card has no room for a change on one line. */
  ${narrowScreen} {
    white-space: normal;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

function ChangeLines({ change }: { change: LimitChange }) {
  const intl = useIntl();
  const { before, after } = change;
  const amount = (value: number) => formatAmount(intl, value, change);
  const period = (state: typeof before) => describePeriod(intl, state.periodId, state.periodValue);
  const lines = [
    before.limitValue !== after.limitValue ? { field: m.limitValue, before: amount(before.limitValue), after: amount(after.limitValue) } : null,
    before.currentValue !== after.currentValue ? { field: m.currentValue, before: amount(before.currentValue), after: amount(after.currentValue) } : null,
    period(before) !== period(after) ? { field: m.resetPeriod, before: period(before), after: period(after) } : null,
  ].filter((line) => line !== null);
  return (
    <Lines>
      {lines.map((line) => (
        <li key={line.field.id}>
          {intl.formatMessage(m.changeLine, { field: intl.formatMessage(line.field), before: line.before, after: line.after })}
        </li>
      ))}
    </Lines>
  );
}

export function LimitHistory({ history }: { history: readonly LimitChange[] }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const list = useListQuery({ filters: {} });
  const page = localPage(history, list.state, () => 0);
  const columns: DataTableColumn<LimitChange>[] = [
    { key: 'changedAt', header: text(m.changedAt), card: 'figure', render: (row) => <Timestamp value={row.changedAt} /> },
    {
      key: 'changedBy',
      header: text(m.changedBy),
      render: (row) => (row.impersonatedBy ? text(m.impersonatedBy, { login: row.changedBy ?? '', support: row.impersonatedBy }) : row.changedBy),
    },
    {
      key: 'item',
      header: text(m.target),
      card: 'title',
      render: (row) => (
        <>
          {row.targetCode} <Muted>{row.templateCode}</Muted>
        </>
      ),
    },
    { key: 'change', header: text(m.change), card: 'figure', render: (row) => <ChangeLines change={row} /> },
    { key: 'source', header: text(m.source), render: (row) => text(row.source === 'AGENT_LIMIT_EDIT' ? m.sourceAgentEdit : m.sourceTemplateEdit) },
  ];
  return (
    <DataTable<LimitChange>
      cardsOnPhone
      label={text(m.history)}
      rows={page.rows}
      rowKey={(row, index) => `${row.changedAt}/${row.limitItemId}/${index}`}
      columns={columns}
      totalRecords={page.totalRecords}
      emptyMessage={text(m.historyEmpty)}
      {...list.table}
    />
  );
}
