// The user dialog (spec 3, User List): 'create' (New User), 'view' (the details; fields change
// only after Edit) and 'edit' (Cancel restores what was loaded, Update saves). A refusal about one
// field shows under it (worded by the server in the reader's language), any other as an alert
// titled Create User or Update User. In view mode an administrator may reset the user's
// authenticator (a lost phone).
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { usersMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { showSaveOutcome } from '../../../shared/forms/showSaveOutcome';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { Spinner } from '../../../shared/ui/Spinner';
import { useCreateUserMutation, useEditUserMutation, useGetUserDetailsQuery } from '../api';
import {
  NEW_USER, createBody, editBody, userSchema, userValues, type PermissionFlag, type UserDialogMode, type UserFormValues,
} from '../forms/userForm';
import { UserFields } from './UserFields';

export interface UserDialogProps {
  /** The user shown; absent for a new user. */
  userId?: number;
  canWrite: boolean;
  flags: readonly PermissionFlag[];
  onClose: () => void;
  /** The details' Reset authenticator button (view mode, an enabled authenticator, canWrite). */
  onResetTwoFactor?: (user: { id: number; username: string }) => void;
}

const TITLES = { create: usersMessages.createTitle, view: usersMessages.detailsTitle, edit: usersMessages.editTitle } as const;

function useSave(mode: UserDialogMode, userId: number | undefined, flags: readonly PermissionFlag[], done: () => void) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [create] = useCreateUserMutation();
  const [edit] = useEditUserMutation();
  return async (values: UserFormValues, form: FormikHelpers<UserFormValues>) => {
    const creating = mode === 'create';
    const outcome = creating ? await create(createBody(values, flags)) : await edit(editBody(userId!, values, flags));
    const title = intl.formatMessage(creating ? usersMessages.alertCreate : usersMessages.alertUpdate);
    if (showSaveOutcome(outcome, values, form, alerts, title)) done();
  };
}

export function UserDialog({ userId, canWrite, flags, onClose, onResetTwoFactor }: UserDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [mode, setMode] = useState<UserDialogMode>(userId === undefined ? 'create' : 'view');
  const details = useGetUserDetailsQuery(userId ?? 0, { skip: userId === undefined });
  const [saving, setSaving] = useState(false);
  const save = useSave(mode, userId, flags, mode === 'create' ? onClose : () => setMode('view'));
  const user = details.data;
  const initialValues = mode === 'create' ? NEW_USER : user ? userValues(user) : null;

  const footer =
    mode === 'view' ? (
      user ? (
        <>
          {canWrite && user.twoFactorEnabled === 'T' && onResetTwoFactor ? (
            <Button variant="secondary" onClick={() => onResetTwoFactor({ id: user.id, username: user.username })}>
              {intl.formatMessage(usersMessages.resetTwoFactor)}
            </Button>
          ) : null}
          {/* Keys: Update must be a new element, or the browser submits the form with the click on Edit
              (React would turn this button into the submit button during its own click). */}
          <Button key="edit" disabled={!canWrite} onClick={() => setMode('edit')}>
            {intl.formatMessage(commonMessages.edit)}
          </Button>
        </>
      ) : null
    ) : (
      <>
        <Button variant="secondary" disabled={saving} onClick={() => (mode === 'create' ? onClose() : setMode('view'))}>
          {intl.formatMessage(commonMessages.cancel)}
        </Button>
        <Button key="submit" type="submit" form={formId} disabled={saving}>
          {intl.formatMessage(mode === 'create' ? commonMessages.create : commonMessages.update)}
        </Button>
      </>
    );

  return (
    <Modal open title={intl.formatMessage(TITLES[mode])} onClose={onClose} locked={saving} size="lg" footer={footer}>
      {details.isLoading ? <Spinner label={intl.formatMessage(usersMessages.detailsTitle)} /> : null}
      {details.isError ? <Banner tone="danger">{(details.error as ApiResult).resultDescription}</Banner> : null}
      {initialValues ? (
        <Formik
          key={mode}
          initialValues={initialValues}
          enableReinitialize={mode === 'view'}
          validationSchema={mode === 'view' ? undefined : userSchema(intl, mode)}
          onSubmit={async (values, form) => {
            setSaving(true);
            try {
              await save(values, form);
            } finally {
              setSaving(false);
            }
          }}
        >
          <Form id={formId} noValidate>
            <UserFields mode={mode} flags={flags} />
          </Form>
        </Formik>
      ) : null}
    </Modal>
  );
}
