// User management (spec 3): user list, create, details/edit and delete dialogs.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../../shared/i18n/typedMessages';

const messages = defineMessages({
  title: { id: 'USER.TITLE', defaultMessage: 'User List' },
  newUser: { id: 'USER.BUTTON.NEW_USER', defaultMessage: 'New User' },

  // Columns and fields
  login: { id: 'USER.FIELD.LOGIN', defaultMessage: 'Login' },
  firstName: { id: 'USER.FIELD.FIRST_NAME', defaultMessage: 'First Name' },
  surname: { id: 'USER.FIELD.SURNAME', defaultMessage: 'Surname' },
  description: { id: 'USER.FIELD.DESCRIPTION', defaultMessage: 'Description' },
  createdDate: { id: 'USER.FIELD.CREATED_DATE', defaultMessage: 'Created Date' },
  status: { id: 'USER.FIELD.STATUS', defaultMessage: 'Status' },
  emailAddress: { id: 'USER.FIELD.EMAIL_ADDRESS', defaultMessage: 'Email Address' },
  phoneNumber: { id: 'USER.FIELD.PHONE_NUMBER', defaultMessage: 'Phone Number' },
  position: { id: 'USER.FIELD.POSITION', defaultMessage: 'Position' },
  password: { id: 'USER.FIELD.PASSWORD', defaultMessage: 'Password' },
  repeatPassword: { id: 'USER.FIELD.REPEAT_PASSWORD', defaultMessage: 'Repeat Password' },
  permissions: { id: 'USER.FIELD.PERMISSIONS', defaultMessage: 'Permissions' },
  accountSettings: { id: 'USER.FIELD.ACCOUNT_SETTINGS', defaultMessage: 'Account settings' },
  resetPassword: { id: 'USER.FIELD.RESET_PASSWORD', defaultMessage: 'Change password on first use' },
  refundVoucherPermission: { id: 'USER.FIELD.REFUND_VOUCHER_PERMISSION', defaultMessage: 'Refund Voucher Permission' },
  validatePinPermission: { id: 'USER.FIELD.VALIDATE_PIN_PERMISSION', defaultMessage: 'Validate Pin Permission' },
  redeemVoucherPermission: { id: 'USER.FIELD.REDEEM_VOUCHER_PERMISSION', defaultMessage: 'Redeem Voucher Permission' },
  statusActive: { id: 'USER.STATUS.ACTIVE', defaultMessage: 'Active' },
  statusInactive: { id: 'USER.STATUS.INACTIVE', defaultMessage: 'Inactive' },

  // Dialogs
  createTitle: { id: 'USER.CREATE.TITLE', defaultMessage: 'Create User' },
  detailsTitle: { id: 'USER.DETAILS.TITLE', defaultMessage: 'User Details' },
  editTitle: { id: 'USER.EDIT.TITLE', defaultMessage: 'Edit User' },
  deleteTitle: { id: 'USER.DELETE.TITLE', defaultMessage: 'Delete User' },
  deleteConfirm: { id: 'USER.DELETE.CONFIRM', defaultMessage: 'Delete the user {username}? This cannot be undone.' },

  // Validation
  repeatPasswordMismatch: { id: 'USER.VALIDATION.REPEAT_PASSWORD_MISMATCH', defaultMessage: "Repeat password doesn't match" },
  fieldRequired: { id: 'USER.VALIDATION.FIELD_REQUIRED', defaultMessage: 'This field is required' },
  wrongEmailFormat: { id: 'USER.VALIDATION.WRONG_EMAIL_FORMAT', defaultMessage: 'Wrong email format' },
  maxLength: { id: 'USER.VALIDATION.MAX_LENGTH', defaultMessage: 'Maximum {max} characters' },

  table: { id: 'USER.TABLE', defaultMessage: 'Users' },
  deleteRow: { id: 'USER.DELETE.ROW', defaultMessage: 'Delete {username}' },

  // Search, authenticator reset
  search: { id: 'USER.SEARCH', defaultMessage: 'Search by login, name or email' },
  twoFactor: { id: 'USER.FIELD.TWO_FACTOR', defaultMessage: 'Authenticator' },
  resetTwoFactor: { id: 'USER.TWO_FACTOR.RESET', defaultMessage: 'Reset authenticator' },
  resetTwoFactorConfirm: {
    id: 'USER.TWO_FACTOR.RESET_CONFIRM',
    defaultMessage: 'Turn off the authenticator of {username}? They sign in with their password until they set up a new one.',
  },
  alertResetTwoFactor: { id: 'USER.ALERT.RESET_TWO_FACTOR', defaultMessage: 'Reset Authenticator' },

  // Alert titles
  alertCreate: { id: 'USER.ALERT.CREATE', defaultMessage: 'Create User' },
  alertUpdate: { id: 'USER.ALERT.UPDATE', defaultMessage: 'Update User' },
  alertDelete: { id: 'USER.ALERT.DELETE', defaultMessage: 'Delete User' },
  impersonate: { id: 'USER.IMPERSONATE', defaultMessage: "Sign in as" },
  impersonateRow: { id: 'USER.IMPERSONATE.ROW', defaultMessage: "Sign in as {username}" },

  // The authenticator policy (#37)
  policyTitle: { id: 'USER.AUTHENTICATOR_POLICY.TITLE', defaultMessage: 'Authenticator app' },
  policyRequired: {
    id: 'USER.AUTHENTICATOR_POLICY.REQUIRED',
    defaultMessage: 'Required for every user of {agent} and of its agents. {n, plural, =0 {Every user has one.} one {# user has not set one up yet and will at the next sign-in.} other {# users have not set one up yet and will at their next sign-in.}}',
  },
  policyInherited: { id: 'USER.AUTHENTICATOR_POLICY.INHERITED', defaultMessage: 'Required for every user here by {agent}.' },
  policyOptional: { id: 'USER.AUTHENTICATOR_POLICY.OPTIONAL', defaultMessage: 'Users may sign in without an authenticator app.' },
  policyOn: { id: 'USER.AUTHENTICATOR_POLICY.ON', defaultMessage: 'Required' },
  policyOff: { id: 'USER.AUTHENTICATOR_POLICY.OFF', defaultMessage: 'Optional' },
  policyRequire: { id: 'USER.AUTHENTICATOR_POLICY.REQUIRE', defaultMessage: 'Require for every user' },
  policyStop: { id: 'USER.AUTHENTICATOR_POLICY.STOP', defaultMessage: 'Stop requiring' },
  policyRequireConfirm: {
    id: 'USER.AUTHENTICATOR_POLICY.REQUIRE_CONFIRM',
    defaultMessage: 'Every user of {agent} and of its agents will need an authenticator app. Users without one are led through setting it up at their next sign-in. Go on?',
  },
  policyStopConfirm: { id: 'USER.AUTHENTICATOR_POLICY.STOP_CONFIRM', defaultMessage: 'Users of {agent} and of its agents will be able to sign in without an authenticator app. Go on?' },
});

type Values = {
  impersonateRow: { username: string };
  deleteConfirm: { username: string };
  resetTwoFactorConfirm: { username: string };
  deleteRow: { username: string };
  policyRequired: { agent: string; n: number };
  policyInherited: { agent: string };
  policyRequireConfirm: { agent: string };
  policyStopConfirm: { agent: string };
  maxLength: { max: number };
};

export const usersMessages = messages as WithValues<typeof messages, Values>;
