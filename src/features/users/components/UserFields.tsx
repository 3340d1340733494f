// The fields of the user dialog: login and passwords when creating; names, description, contact
// and position; the status when editing; under Account settings whether the password must be
// changed on first use (a setting of the account, not a permission); under Permissions the
// checkboxes the signed-in user may give (spec 3 section 6: validate pin with REDEMPTION_R, redeem
// voucher with REDEMPTION_W, refund with the refund permission). `editing` unlocks what may change.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { usersMessages } from '../messages';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { USER_MAX, type PermissionFlag, type UserDialogMode } from '../forms/userForm';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Flags = styled.fieldset`
  border: 0;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

export interface UserFieldsProps {
  mode: UserDialogMode;
  /** The permission checkboxes offered to the signed-in user. */
  flags: readonly PermissionFlag[];
}

export function UserFields({ mode, flags }: UserFieldsProps) {
  const intl = useIntl();
  const creating = mode === 'create';
  const readOnly = mode === 'view';
  const text = (name: keyof typeof USER_MAX, options: { required?: boolean; type?: 'email' | 'tel' | 'text' } = {}) => (
    <TextField
      name={name}
      label={intl.formatMessage(usersMessages[name === 'login' ? 'login' : name])}
      required={!readOnly && options.required}
      readOnly={readOnly || (name === 'login' && !creating)}
      type={options.type}
      maxLength={USER_MAX[name]}
      autoComplete="off"
    />
  );
  return (
    <>
      <Grid>
        {text('login', { required: creating })}
        {creating ? (
          <>
            <PasswordField name="password" label={intl.formatMessage(usersMessages.password)} required autoComplete="new-password" />
            <PasswordField name="repeatPassword" label={intl.formatMessage(usersMessages.repeatPassword)} required autoComplete="new-password" />
          </>
        ) : null}
        {text('firstName', { required: true })}
        {text('surname', { required: true })}
        {text('description', { required: true })}
        {text('emailAddress', { type: 'email' })}
        <TextField name="phoneNumber" label={intl.formatMessage(usersMessages.phoneNumber)} type="tel" readOnly={readOnly} autoComplete="off" />
        {text('position')}
        {creating ? null : (
          <Select
            name="statusId"
            label={intl.formatMessage(usersMessages.status)}
            disabled={readOnly}
            options={[
              { value: '1', label: intl.formatMessage(usersMessages.statusActive) },
              { value: '4', label: intl.formatMessage(usersMessages.statusInactive) },
            ]}
          />
        )}
      </Grid>
      <Flags>
        <Legend>{intl.formatMessage(usersMessages.accountSettings)}</Legend>
        <Checkbox name="resetPassword" label={intl.formatMessage(usersMessages.resetPassword)} disabled={readOnly} />
      </Flags>
      {flags.length ? (
        <Flags>
          <Legend>{intl.formatMessage(usersMessages.permissions)}</Legend>
          {flags.map((name) => (
            <Checkbox key={name} name={name} label={intl.formatMessage(usersMessages[name])} disabled={readOnly} />
          ))}
        </Flags>
      ) : null}
    </>
  );
}
