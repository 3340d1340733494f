// The User List screen (spec 3, User List): the users of the signed-in user's agent, sorted by
// login, paged 10 at a time, searched; New User (with SCP.TTI.ADMIN.USER_W); a row's login opens
// the details dialog (Edit with USER_W), its Delete the confirmation (with USER_D, never for
// oneself). Above the list, the authenticator policy of the agent (AuthenticatorPolicy.tsx). The states: loading, the list, 'No records found', a failed load. The list kit
// (src/shared/list, DataTable) holds what the next list screens reuse.
import { IMPERSONATE_ACL, useStartImpersonation } from '../../../shared/api/impersonation';
import { useState } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import type { ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { usersMessages } from '../messages';
import { ListSearch } from '../../../shared/list/ListSearch';
import { useListQuery } from '../../../shared/list/useListQuery';
import { Banner } from '../../../shared/ui/Banner';
import { useAlerts } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { DataTable, type DataTableColumn } from '../../../shared/ui/DataTable';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { Timestamp } from '../../../shared/ui/Timestamp';
import { useDeleteUserMutation, useListUsersQuery, useResetUserTwoFactorMutation, userListQuery, type UserRow } from '../api';
import { PERMISSION_FLAGS, type PermissionFlag } from '../forms/userForm';
import { ConfirmAction } from '../../../shared/forms/ConfirmAction';
import { UserDialog } from './UserDialog';
import { AuthenticatorPolicy } from './AuthenticatorPolicy';

export const USER_ACL = {
  write: 'SCP.TTI.ADMIN.USER_W',
  delete: 'SCP.TTI.ADMIN.USER_D',
} as const;

/** The ACL a user must hold to offer each permission checkbox (spec 3 section 6). */
const FLAG_ACLS: Record<PermissionFlag, string> = {
  validatePinPermission: 'SCP.EVDS.PRODUCT.REDEMPTION_R',
  redeemVoucherPermission: 'SCP.EVDS.PRODUCT.REDEMPTION_W',
  refundVoucherPermission: 'SCP.TTI.ADMIN.USER.REFUND_W',
};

type Dialog =
  | { kind: 'create' }
  | { kind: 'details'; userId: number }
  | { kind: 'delete'; username: string }
  | { kind: 'resetTwoFactor'; id: number; username: string };

const RowActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`;

export interface UserListScreenProps {
  acls: readonly string[];
  /** The signed-in user's login (no Delete on one's own row). */
  login: string;
  /** The signed-in user's agent (merchant id), whose users provider staff may sign in as. */
  agentCode?: string;
}

export function UserListScreen({ acls, login, agentCode }: UserListScreenProps) {
  const intl = useIntl();
  const list = useListQuery({ filters: { searchText: '' }, sort: { key: 'username', direction: 'asc' } });
  const page = useListUsersQuery(userListQuery(list.pageArgs, list.state.filters.searchText));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleteUser] = useDeleteUserMutation();
  const [resetTwoFactor] = useResetUserTwoFactorMutation();
  const canWrite = acls.includes(USER_ACL.write);
  const canDelete = acls.includes(USER_ACL.delete);
  // Provider staff sign in as one of the agent's users in a window of its own.
  const canImpersonate = Boolean(agentCode) && acls.includes(IMPERSONATE_ACL);
  const startImpersonation = useStartImpersonation();
  const alerts = useAlerts();
  const impersonate = async (username: string) => {
    const refusal = await startImpersonation(agentCode ?? '', username);
    if (refusal) alerts.danger(intl.formatMessage(usersMessages.impersonate), refusal);
  };
  const flags = PERMISSION_FLAGS.filter((flag) => acls.includes(FLAG_ACLS[flag]));
  const status = (row: UserRow) => (
    <StatusChip status={row.statusId === '1' ? 'ACTIVE' : 'INACTIVE'}>
      {intl.formatMessage(row.statusId === '1' ? usersMessages.statusActive : usersMessages.statusInactive)}
    </StatusChip>
  );

  const columns: DataTableColumn<UserRow>[] = [
    {
      key: 'username',
      header: intl.formatMessage(usersMessages.login),
      sortable: true,
      card: 'title',
      render: (row) => <LinkButton onClick={() => setDialog({ kind: 'details', userId: row.userId })}>{row.username}</LinkButton>,
    },
    { key: 'firstName', header: intl.formatMessage(usersMessages.firstName), sortable: true, card: 'figure' },
    { key: 'surname', header: intl.formatMessage(usersMessages.surname), sortable: true, card: 'figure' },
    { key: 'description', header: intl.formatMessage(usersMessages.description), sortable: true, hideable: true },
    { key: 'createdDate', header: intl.formatMessage(usersMessages.createdDate), sortable: true, hideable: true, render: (row) => <Timestamp value={row.createdDate} /> },
    { key: 'status', header: intl.formatMessage(usersMessages.status), sortable: true, render: status, card: 'status' },
    ...(canDelete || canImpersonate
      ? [{
          key: 'actions',
          header: intl.formatMessage(commonMessages.actions),
          align: 'end' as const,
          card: 'actions' as const,
          render: (row: UserRow) =>
            row.username === login ? null : (
              <RowActions>
                {canImpersonate ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={intl.formatMessage(usersMessages.impersonateRow, { username: row.username })}
                    onClick={() => void impersonate(row.username)}
                  >
                    {intl.formatMessage(usersMessages.impersonate)}
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={intl.formatMessage(usersMessages.deleteRow, { username: row.username })}
                    onClick={() => setDialog({ kind: 'delete', username: row.username })}
                  >
                    {intl.formatMessage(commonMessages.delete)}
                  </Button>
                ) : null}
              </RowActions>
            ),
        }]
      : []),
  ];
  const error = page.error as ApiResult | undefined;
  const close = () => setDialog(null);

  return (
    <Card
      title={intl.formatMessage(usersMessages.title)}
      toolbar={
        canWrite ? <Button onClick={() => setDialog({ kind: 'create' })}>{intl.formatMessage(usersMessages.newUser)}</Button> : null
      }
    >
      {error ? <Banner tone="danger">{error.resultDescription}</Banner> : null}
      <AuthenticatorPolicy canWrite={canWrite} />
      <DataTable<UserRow>
        cardsOnPhone
        label={intl.formatMessage(usersMessages.table)}
        rows={page.data?.users ?? []}
        rowKey={(row) => row.userId}
        columns={columns}
        totalRecords={page.data?.totalOfRecords ?? 0}
        loading={page.isFetching}
        toolbar={
          <ListSearch
            label={intl.formatMessage(usersMessages.search)}
            value={list.state.filters.searchText}
            onSearch={(searchText) => list.setFilters({ searchText })}
          />
        }
        {...list.table}
      />
      {dialog?.kind === 'create' || dialog?.kind === 'details' ? (
        <UserDialog
          {...(dialog.kind === 'details' ? { userId: dialog.userId } : {})}
          canWrite={canWrite}
          flags={flags}
          onClose={close}
          onResetTwoFactor={(user) => setDialog({ kind: 'resetTwoFactor', ...user })}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmAction
          danger
          title={intl.formatMessage(usersMessages.alertDelete)}
          question={intl.formatMessage(usersMessages.deleteConfirm, { username: dialog.username })}
          action={intl.formatMessage(commonMessages.delete)}
          run={() => deleteUser(dialog.username)}
          onDone={close}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'resetTwoFactor' ? (
        <ConfirmAction
          danger
          title={intl.formatMessage(usersMessages.alertResetTwoFactor)}
          question={intl.formatMessage(usersMessages.resetTwoFactorConfirm, { username: dialog.username })}
          action={intl.formatMessage(usersMessages.resetTwoFactor)}
          run={() => resetTwoFactor(dialog.id)}
          onDone={close}
          onClose={close}
        />
      ) : null}
    </Card>
  );
}
