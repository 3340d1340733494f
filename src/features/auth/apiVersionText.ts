// The API version as shown in footers: the number, or the 'Unavailable' label when missing
// (also while it loads). Asked once per store (signInApi.ts).
import { useIntl } from 'react-intl';
import { authMessages } from './messages';
import { useGetApiVersionQuery } from './signInApi';

export function useApiVersionText(): string {
  const intl = useIntl();
  const { data: version } = useGetApiVersionQuery();
  return version || intl.formatMessage(authMessages.apiVersionUnavailable);
}
