// The Audit Trail screen (#37): the audited events of the user's agent and the agents below it,
// newest first, 50 a page; Older and Newer move by the server's cursor (Newer goes back to the
// cursor of the page before, kept here), so a page stays the same while new events arrive. The
// filters start with the last 7 days; Export CSV saves every event of the filters. States: loading
// (the table busy), the events, none for these filters, a failed load (the server's words), and
// permission denied (the server's 1003, or 1005 for an agent outside the structure, in a banner).
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDownload, type ApiResult } from '../../../shared/api';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { DataTable, type DataTableColumn } from '../../../shared/ui/DataTable';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { Timestamp } from '../../../shared/ui/Timestamp';
import { useExportAuditEventsMutation, useListAuditEventsQuery, type AuditEvent } from '../api';
import { auditFilterArgs, defaultAuditFilters, type AuditFilterValues } from '../forms/auditFilters';
import { auditMessages } from '../messages';
import { AuditFilters } from './AuditFilters';

const PAGE_SIZE = 50;
/** Result codes that mean 'not yours to see'. */
const DENIED_CODES = new Set([1003, 1005]);

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Intro = styled.p`
  margin-top: 0;
`;

export interface AuditTrailScreenProps {
  /** Today, for the default period (stories fix it). */
  now?: Date;
}

/** The entities audited rows name (server: the `entity` of auditAuth/recordAudit calls). */
const ENTITY_WORDS = {
  agent: auditMessages.entityAgent,
  branding: auditMessages.entityBranding,
  document: auditMessages.entityDocument,
  limitTemplate: auditMessages.entityLimitTemplate,
  pinOrder: auditMessages.entityPinOrder,
  transaction: auditMessages.entityTransaction,
  user: auditMessages.entityUser,
  voucher: auditMessages.entityVoucher,
} as const;
const isKnownEntity = (entity: string): entity is keyof typeof ENTITY_WORDS => entity in ENTITY_WORDS;

export function AuditTrailScreen({ now }: AuditTrailScreenProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  /** The entity in the reader's words (an entity the screen does not know stays as the server wrote it). */
  const entityWords = (entity: string) => {
    return isKnownEntity(entity) ? text(ENTITY_WORDS[entity]) : entity;
  };
  const initial = useMemo(() => defaultAuditFilters(now ?? new Date()), [now]);
  const [filters, setFilters] = useState<AuditFilterValues>(initial);
  /** The cursors of the pages read so far: [undefined (the first), page 2's, ...]. */
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const args = auditFilterArgs(filters);
  const page = useListAuditEventsQuery({ ...args, pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
  const [exportEvents, exporting] = useExportAuditEventsMutation();
  const download = useDownload(exportEvents, text(auditMessages.exportError));
  const error = page.error as ApiResult | undefined;
  const denied = error !== undefined && DENIED_CODES.has(error.resultCode);

  const search = (next: AuditFilterValues) => {
    setFilters(next);
    setCursors([undefined]);
  };

  const columns: DataTableColumn<AuditEvent>[] = [
    { key: 'at', header: text(auditMessages.at), card: 'figure', render: (row) => <Timestamp value={row.at} /> },
    {
      key: 'who',
      header: text(auditMessages.who),
      card: 'figure',
      render: (row) => (
        <>
          <span>{row.userLogin ? `${row.userLogin}${row.userAgentCode ? ` (${row.userAgentCode})` : ''}` : text(row.category === 'signIn' || row.category === 'lockout' ? auditMessages.noUser : auditMessages.system)}</span>
          {row.impersonatorLogin ? (
            <Muted>{text(auditMessages.impersonatedBy, { login: row.impersonatorLogin, agentCode: row.impersonatorAgentCode ?? '' })}</Muted>
          ) : null}
        </>
      ),
    },
    {
      key: 'what',
      header: text(auditMessages.what),
      card: 'title',
      render: (row) => (
        <>
          <span>{text(auditMessages[row.category])}</span>
          <Muted>{row.action}</Muted>
        </>
      ),
    },
    { key: 'on', header: text(auditMessages.on), render: (row) => (row.entity ? `${entityWords(row.entity)}${row.entityId ? ` ${row.entityId}` : ''}` : '') },
    { key: 'agent', header: text(auditMessages.agent), render: (row) => row.agentCode ?? '' },
    {
      key: 'result',
      header: text(auditMessages.outcome),
      card: 'status',
      render: (row) => (
        <StatusChip status={row.result === 'SUCCESS' ? 'SUCCESS' : 'FAILED'}>
          {row.result === 'SUCCESS' ? text(auditMessages.success) : text(auditMessages.refused, { code: row.resultCode ?? 0 })}
        </StatusChip>
      ),
    },
    { key: 'ip', header: text(auditMessages.from_), hideable: true, render: (row) => row.ip ?? '' },
  ];

  return (
    <Card
      title={text(auditMessages.title)}
      region={false}
      toolbar={
        denied ? null : (
          <Button variant="secondary" disabled={exporting.isLoading} onClick={() => void download(args)}>
            {text(auditMessages.exportCsv)}
          </Button>
        )
      }
    >
      <Intro>{text(auditMessages.intro)}</Intro>
      <AuditFilters values={filters} onSearch={search} />
      {denied ? (
        <Banner tone="danger" title={text(auditMessages.denied)}>
          {error.resultDescription}
        </Banner>
      ) : error ? (
        <Banner tone="danger">{error.resultDescription}</Banner>
      ) : null}
      <DataTable<AuditEvent>
        cardsOnPhone
        label={text(auditMessages.table)}
        rows={denied ? [] : (page.data?.events ?? [])}
        rowKey={(row) => row.id}
        columns={columns}
        totalRecords={page.data?.events.length ?? 0}
        pageIndex={1}
        pageSize={PAGE_SIZE}
        onChange={() => undefined}
        footer={false}
        loading={page.isFetching}
        emptyMessage={text(auditMessages.empty)}
      />
      <Pager aria-label={text(auditMessages.paging)}>
        <span aria-live="polite">{text(auditMessages.pageOf, { page: cursors.length })}</span>
        <Button variant="secondary" size="sm" disabled={cursors.length === 1 || page.isFetching} onClick={() => setCursors((list) => list.slice(0, -1))}>
          {text(auditMessages.newer)}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!page.data?.nextCursor || page.isFetching}
          onClick={() => {
            const next = page.data?.nextCursor;
            if (next) setCursors((list) => [...list, next]);
          }}
        >
          {text(auditMessages.older)}
        </Button>
      </Pager>
    </Card>
  );
}
