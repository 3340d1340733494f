// The API version as shown in footers: the number, or the 'Unavailable' label when missing
// (also while it loads). Loaded once per store (calls.ts).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { PortalExtra } from '../../shared/api';
import { authMessages } from '../../shared/i18n';
import { loadApiVersion } from './calls';
import type { AuthRootState } from './slice';

export function useApiVersionText(): string {
  const intl = useIntl();
  const dispatch = useDispatch<ThunkDispatch<AuthRootState, PortalExtra, UnknownAction>>();
  const version = useSelector((state: AuthRootState) => state.auth.apiVersion.value);
  useEffect(() => {
    void dispatch(loadApiVersion());
  }, [dispatch]);
  return version || intl.formatMessage(authMessages.apiVersionUnavailable);
}
