// Answer texts of the profile module's refusals.
export const WRONG_PASSWORD_TEXT = 'The password is not correct.';
