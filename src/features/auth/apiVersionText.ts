// The API version as shown in footers: the number, or the 'Unavailable' label when missing.
import { useIntl } from 'react-intl';
import { authMessages } from '../../shared/i18n';
import { useGetApiVersionQuery } from './api';

export function useApiVersionText(): string {
  const intl = useIntl();
  const { data, isError } = useGetApiVersionQuery();
  return !isError && data ? data : intl.formatMessage(authMessages.apiVersionUnavailable);
}
