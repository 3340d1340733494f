// Credit Limits (spec 3; issue #19; SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R, which the page gate
// checks): the limit templates the user manages, searched by template or agent, sorted and paged
// on the list kit (the server answers them whole). Columns: row number, code, name, status, one
// chip per assigned agent (its usage popup opens the agent-limit dialog) and the actions: View
// details (the row's button spins while the details load) and Delete (with _D). The agents
// column sorts by the highest usage of any of the template's agents; the default is that column
// descending (the spec's 'agent code descending'), the most used templates first. New Template
// with _C; changes with _W. Alerts stay 2000 ms.
import { useReloadOnSales } from '../../../shared/live/useReloadOnSales';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiResult } from '../../../shared/api';
import { ConfirmAction } from '../../../shared/forms/ConfirmAction';
import { commonMessages } from '../../../shared/i18n';
import { creditLimitsMessages as m } from '../messages';
import { ListSearch } from '../../../shared/list/ListSearch';
import { localPage } from '../../../shared/list/localPage';
import { useListQuery } from '../../../shared/list/useListQuery';
import { useAlerts } from '../../../shared/ui/Alert';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { DataTable, type DataTableColumn } from '../../../shared/ui/DataTable';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { LIMIT_ALERT_MS, limitRights } from '../access';
import {
  useDeleteLimitTemplateMutation, useLazyGetLimitTemplateDetailsQuery, useListLimitTemplatesQuery, type LimitInfo, type LimitItem,
  type LimitTemplate,
} from '../api';
import { templatePercent } from '../usage';
import { AgentLimitDialog } from './AgentLimitDialog';
import { AgentUsageChip } from './AgentUsageChip';
import { TemplateDialog } from './TemplateDialog';

/** Chips shown before 'Show all n agents'. */
const CHIPS_SHOWN = 6;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 160px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

type Dialog =
  | { kind: 'create' }
  | { kind: 'details'; details: { limitInfo: LimitInfo; limitItems: LimitItem[] } }
  | { kind: 'agent'; agentCode: string }
  | { kind: 'delete'; templateCode: string };

/** Found by the search: the template's code or name, or an agent's code or name. */
function matches(template: LimitTemplate, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const { templateCode, templateName } = template.limitInfo;
  const words = [templateCode, templateName, ...template.agentLimits.flatMap((a) => [a.agentCode, a.agentName ?? ''])];
  return words.some((word) => word.toLowerCase().includes(needle));
}

function sortValue(template: LimitTemplate, key: string): string | number {
  if (key === 'agentCode') return templatePercent(template);
  const { templateCode, templateName, status } = template.limitInfo;
  return key === 'templateName' ? templateName : key === 'status' ? (status ?? '') : templateCode;
}

function AgentChips({ template, canWrite, onOpenLimits }: { template: LimitTemplate; canWrite: boolean; onOpenLimits: (code: string) => void }) {
  const intl = useIntl();
  const [all, setAll] = useState(false);
  const agents = template.agentLimits;
  const shown = all ? agents : agents.slice(0, CHIPS_SHOWN);
  return (
    <Chips>
      {shown.map((agent) => (
        <AgentUsageChip key={agent.agentCode} agent={agent} canWrite={canWrite} onOpenLimits={onOpenLimits} />
      ))}
      {agents.length > CHIPS_SHOWN ? (
        <Button variant="link" size="sm" onClick={() => setAll(!all)}>
          {all ? intl.formatMessage(m.showFewerAgents) : intl.formatMessage(m.showAllAgents, { count: agents.length })}
        </Button>
      ) : null}
    </Chips>
  );
}

export interface CreditLimitsScreenProps {
  acls: readonly string[];
}

export function CreditLimitsScreen({ acls }: CreditLimitsScreenProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const alerts = useAlerts({ timeout: LIMIT_ALERT_MS });
  const { canCreate, canWrite, canDelete } = limitRights(acls);
  const list = useListQuery({ filters: { searchText: '' }, sort: { key: 'agentCode', direction: 'desc' } });
  const templates = useListLimitTemplatesQuery();
  // A sale moves the limits' usage: the list reloads when the live channel says one was made.
  useReloadOnSales(['CreditLimits']);
  const found = (templates.data ?? []).filter((template) => matches(template, list.state.filters.searchText));
  const page = localPage(found, list.state, sortValue);
  const [loadDetails] = useLazyGetLimitTemplateDetailsQuery();
  const [loading, setLoading] = useState<string | null>(null);
  const [deleteTemplate] = useDeleteLimitTemplateMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const openDetails = async (templateCode: string) => {
    setLoading(templateCode);
    const answer = await loadDetails(templateCode);
    setLoading(null);
    if (answer.data) setDialog({ kind: 'details', details: answer.data });
    else alerts.danger(text(m.templateDetailsTitle), (answer.error as ApiResult | undefined)?.resultDescription);
  };
  const openLimits = (agentCode: string) => setDialog({ kind: 'agent', agentCode });

  const columns: DataTableColumn<LimitTemplate>[] = [
    { key: 'templateCode', header: text(m.templateCode), sortable: true, render: (row) => row.limitInfo.templateCode },
    // The name titles a phone's card; the code is among its details.
    { key: 'templateName', header: text(m.templateName), sortable: true, hideable: true, card: 'title', render: (row) => row.limitInfo.templateName },
    {
      key: 'status',
      header: text(m.status),
      sortable: true,
      card: 'status',
      render: (row) => (
        <StatusChip status={row.limitInfo.status ?? 'ACTIVE'}>{text(row.limitInfo.status === 'INACTIVE' ? m.statusInactive : m.statusActive)}</StatusChip>
      ),
    },
    {
      key: 'agentCode',
      header: text(m.assignedAgents),
      sortable: true,
      card: 'figure',
      render: (row) => <AgentChips template={row} canWrite={canWrite} onOpenLimits={openLimits} />,
    },
    {
      key: 'actions',
      header: text(m.actions),
      align: 'end',
      card: 'actions',
      render: (row) => {
        const { templateCode } = row.limitInfo;
        return (
          <Actions>
            <Button
              size="sm"
              variant="secondary"
              busy={loading === templateCode}
              aria-label={text(m.viewDetailsRow, { templateCode })}
              onClick={() => void openDetails(templateCode)}
            >
              {text(m.viewDetails)}
            </Button>
            {canDelete ? (
              <Button size="sm" variant="secondary" aria-label={text(m.deleteRow, { templateCode })} onClick={() => setDialog({ kind: 'delete', templateCode })}>
                {text(m.delete)}
              </Button>
            ) : null}
          </Actions>
        );
      },
    },
  ];
  const error = templates.error as ApiResult | undefined;

  return (
    <Card
      title={text(m.title)}
      // The table carries its own name.
      region={false}
      toolbar={canCreate ? <Button onClick={() => setDialog({ kind: 'create' })}>{text(m.createTemplate)}</Button> : null}
    >
      {error ? <Banner tone="danger">{error.resultDescription}</Banner> : null}
      <DataTable<LimitTemplate>
        cardsOnPhone
        label={text(m.table)}
        rows={page.rows}
        rowKey={(row) => row.limitInfo.templateCode}
        columns={columns}
        totalRecords={page.totalRecords}
        loading={templates.isFetching}
        rowNumbers
        toolbar={<ListSearch label={text(m.search)} value={list.state.filters.searchText} onSearch={(searchText) => list.setFilters({ searchText })} />}
        {...list.table}
      />
      {dialog?.kind === 'create' ? <TemplateDialog canWrite={canCreate} onClose={close} /> : null}
      {dialog?.kind === 'details' ? <TemplateDialog details={dialog.details} canWrite={canWrite} onClose={close} /> : null}
      {dialog?.kind === 'agent' ? <AgentLimitDialog agentCode={dialog.agentCode} canWrite={canWrite} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmAction
          danger
          title={text(m.deleteTitle)}
          question={text(m.deleteConfirm, { templateCode: dialog.templateCode })}
          action={text(commonMessages.delete)}
          alertTimeout={LIMIT_ALERT_MS}
          run={() => deleteTemplate(dialog.templateCode)}
          onDone={close}
          onClose={close}
        />
      ) : null}
    </Card>
  );
}
