// My Profile's first card (spec 3): the profile in view mode; Edit unlocks the fields, Update
// saves them (alert 'Update User Profile'), Cancel restores what was there. A refusal about one
// field shows under it. After a save the app reloads the signed-in user (onSaved).
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CountryStateSelects } from '../../../shared/forms/CountryStateSelects';
import { showSaveOutcome } from '../../../shared/forms/showSaveOutcome';
import { commonMessages } from '../../../shared/i18n';
import { profileMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { TextField } from '../../../shared/ui/TextField';
import { useUpdateProfileMutation } from '../api';
import {
  PROFILE_MAX,
  profileBody,
  profileSchema,
  profileValues,
  type ProfileData,
  type ProfileTextField,
} from '../forms/profileForm';
import { AvatarField } from './AvatarField';

const Grid = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const LABELS = {
  firstName: profileMessages.firstName,
  surname: profileMessages.surname,
  emailAddress: profileMessages.emailAddress,
  phoneNumber: profileMessages.phoneNumber,
  position: profileMessages.jobTitle,
  addressLine1: profileMessages.addressLine1,
  addressLine2: profileMessages.addressLine2,
  zipCode: profileMessages.zipCode,
} as const;

const TYPES: Partial<Record<ProfileTextField, 'email' | 'tel'>> = { emailAddress: 'email', phoneNumber: 'tel' };
const AUTOCOMPLETE: Record<ProfileTextField, string> = {
  firstName: 'given-name',
  surname: 'family-name',
  emailAddress: 'email',
  phoneNumber: 'tel',
  position: 'organization-title',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  zipCode: 'postal-code',
};

export interface ProfileDetailsCardProps {
  profile: ProfileData;
  /** The signed-in login, for the initials when there is no name. */
  login: string;
  onSaved: () => void;
}

const initialsOf = (profile: ProfileData, login: string) =>
  ([profile.firstName, profile.surname].map((name) => name?.trim()[0] ?? '').join('') || login.slice(0, 2)).toUpperCase();

export function ProfileDetailsCard({ profile, login, onSaved }: ProfileDetailsCardProps) {
  const intl = useIntl();
  const alerts = useAlerts();
  const formId = useId();
  const [editing, setEditing] = useState(false);
  const [update, { isLoading: saving }] = useUpdateProfileMutation();
  const field = (name: ProfileTextField, required = false) => (
    <TextField
      key={name}
      name={name}
      label={intl.formatMessage(LABELS[name])}
      required={editing && required}
      readOnly={!editing}
      type={TYPES[name]}
      maxLength={PROFILE_MAX[name]}
      autoComplete={AUTOCOMPLETE[name]}
    />
  );
  return (
    <Card title={intl.formatMessage(profileMessages.detailsCard)}>
      <Formik
        key={editing ? 'edit' : 'view'}
        initialValues={profileValues(profile)}
        enableReinitialize={!editing}
        validationSchema={editing ? profileSchema(intl) : undefined}
        onSubmit={async (values, form) => {
          const outcome = await update(profileBody(values));
          if (showSaveOutcome(outcome, values, form, alerts, intl.formatMessage(profileMessages.alertUpdateProfile))) {
            setEditing(false);
            onSaved();
          }
        }}
      >
        {({ resetForm }) => (
          <Form id={formId} noValidate>
            <AvatarField editing={editing} initials={initialsOf(profile, login)} />
            <Grid>
              {field('firstName', true)}
              {field('surname', true)}
              {field('emailAddress')}
              {field('phoneNumber')}
              {field('position')}
              {field('addressLine1')}
              {field('addressLine2')}
              {field('zipCode')}
              <CountryStateSelects
                labels={{ country: intl.formatMessage(profileMessages.country), state: intl.formatMessage(profileMessages.state) }}
                disabled={!editing}
              />
            </Grid>
            <Footer>
              {editing ? (
                <>
                  <Button
                    variant="secondary"
                    disabled={saving}
                    onClick={() => {
                      resetForm();
                      setEditing(false);
                    }}
                  >
                    {intl.formatMessage(commonMessages.cancel)}
                  </Button>
                  <Button key="update" type="submit" busy={saving}>
                    {intl.formatMessage(commonMessages.update)}
                  </Button>
                </>
              ) : (
                // Its own key: never reused as the submit button during its click (that would submit).
                <Button key="edit" onClick={() => setEditing(true)}>{intl.formatMessage(commonMessages.edit)}</Button>
              )}
            </Footer>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
