// My Profile (spec 3): profile details, change password and the Google Authenticator card.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../../shared/i18n/typedMessages';

const messages = defineMessages({
  title: { id: 'PROFILE.TITLE', defaultMessage: 'My Profile' },
  detailsCard: { id: 'PROFILE.CARD.DETAILS', defaultMessage: 'Profile Details' },
  changePasswordCard: { id: 'PROFILE.CARD.CHANGE_PASSWORD', defaultMessage: 'Change Password' },
  authenticatorCard: { id: 'PROFILE.CARD.AUTHENTICATOR', defaultMessage: 'Google Authenticator' },

  // Profile fields
  avatar: { id: 'PROFILE.FIELD.AVATAR', defaultMessage: 'Avatar' },
  changeAvatar: { id: 'PROFILE.FIELD.CHANGE_AVATAR', defaultMessage: 'Change avatar' },
  removeAvatar: { id: 'PROFILE.FIELD.REMOVE_AVATAR', defaultMessage: 'Remove avatar' },
  avatarTypes: { id: 'PROFILE.FIELD.AVATAR_TYPES', defaultMessage: 'Allowed file types: png, jpg, jpeg.' },
  firstName: { id: 'PROFILE.FIELD.FIRST_NAME', defaultMessage: 'First Name' },
  surname: { id: 'PROFILE.FIELD.SURNAME', defaultMessage: 'Surname' },
  emailAddress: { id: 'PROFILE.FIELD.EMAIL_ADDRESS', defaultMessage: 'Email Address' },
  phoneNumber: { id: 'PROFILE.FIELD.PHONE_NUMBER', defaultMessage: 'Phone Number' },
  jobTitle: { id: 'PROFILE.FIELD.JOB_TITLE', defaultMessage: 'Job Title' },
  addressLine1: { id: 'PROFILE.FIELD.ADDRESS_LINE_1', defaultMessage: 'Address Line 1' },
  addressLine2: { id: 'PROFILE.FIELD.ADDRESS_LINE_2', defaultMessage: 'Address Line 2' },
  zipCode: { id: 'PROFILE.FIELD.ZIP_CODE', defaultMessage: 'Zip Code' },
  country: { id: 'PROFILE.FIELD.COUNTRY', defaultMessage: 'Country' },
  state: { id: 'PROFILE.FIELD.STATE', defaultMessage: 'State' },
  firstNameRequired: { id: 'PROFILE.VALIDATION.FIRST_NAME_REQUIRED', defaultMessage: 'First name is required' },
  surnameRequired: { id: 'PROFILE.VALIDATION.SURNAME_REQUIRED', defaultMessage: 'Surname is required' },
  nameMaxLength: { id: 'PROFILE.VALIDATION.NAME_MAX_LENGTH', defaultMessage: 'Maximum {max} characters' },

  // Two-factor
  authenticatorStatus: { id: 'PROFILE.AUTHENTICATOR.STATUS', defaultMessage: 'Status: {status}' },
  authenticatorEnabled: { id: 'PROFILE.AUTHENTICATOR.ENABLED', defaultMessage: 'Enabled' },
  authenticatorDisabled: { id: 'PROFILE.AUTHENTICATOR.DISABLED', defaultMessage: 'Disabled' },
  authenticatorEnable: { id: 'PROFILE.AUTHENTICATOR.ENABLE', defaultMessage: 'Enable' },
  authenticatorDisable: { id: 'PROFILE.AUTHENTICATOR.DISABLE', defaultMessage: 'Disable' },
  authenticatorExplain: {
    id: 'PROFILE.AUTHENTICATOR.EXPLAIN',
    defaultMessage: 'Protect your account with a one-time code from an authenticator app at every sign-in.',
  },
  authenticatorDisableConfirm: {
    id: 'PROFILE.AUTHENTICATOR.DISABLE_CONFIRM',
    defaultMessage: 'Enter your current password to turn off two-factor authentication.',
  },
  authenticatorPasswordRequired: { id: 'PROFILE.AUTHENTICATOR.PASSWORD_REQUIRED', defaultMessage: 'Password is required' },
  authenticatorSetupCodeHint: {
    id: 'PROFILE.AUTHENTICATOR.SETUP_CODE_HINT',
    defaultMessage: 'Scan the QR code with your authenticator app (or enter the secret key), then type the code the app shows and press Enable.',
  },
  authenticatorPendingHint: {
    id: 'PROFILE.AUTHENTICATOR.PENDING_HINT',
    defaultMessage: 'Turned on: your next sign-in asks for the first code from your authenticator app. Scan the QR code now (or enter the secret key), and type a code here to confirm it at once.',
  },
  authenticatorRequiredByPolicy: {
    id: 'PROFILE.AUTHENTICATOR.REQUIRED_BY_POLICY',
    defaultMessage: 'Your company requires an authenticator app, so it cannot be turned off here. If you lose your phone, ask an administrator to reset it.',
  },
  authenticatorConfirm: { id: 'PROFILE.AUTHENTICATOR.CONFIRM', defaultMessage: 'Confirm' },
  avatarTooLarge: { id: 'PROFILE.FIELD.AVATAR_TOO_LARGE', defaultMessage: 'The picture must be at most 1 MB.' },

  // Alert titles
  alertUpdateProfile: { id: 'PROFILE.ALERT.UPDATE_PROFILE', defaultMessage: 'Update User Profile' },
  alertChangePassword: { id: 'PROFILE.ALERT.CHANGE_PASSWORD', defaultMessage: 'Change Password' },
  alertTwoFactor: { id: 'PROFILE.ALERT.TWO_FACTOR', defaultMessage: 'Enable/Disable Two-factor Authenticator' },
});

type Values = {
  nameMaxLength: { max: number };
  authenticatorStatus: { status: string };
};

export const profileMessages = messages as WithValues<typeof messages, Values>;
