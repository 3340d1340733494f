// /logout: calls the logout endpoint (errors ignored), resets the auth state and the API cache,
// clears the theme choice (its cookie: the device's preference decides again, Light on a device
// that prefers none), then goes to the sign-in page.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { commonMessages } from '../../../shared/i18n';
import { applyThemeMode, clearThemeMode, deviceThemeMode } from '../../../shared/theme';
import { Splash } from '../../../shared/ui/Splash';
import { useLogoutMutation } from '../api';
import { portalApi } from '../../../shared/api';
import { AUTH_PATHS } from '../paths';
import { loggedOut } from '../slice';

export function LogoutPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().finally(() => {
      dispatch(loggedOut());
      dispatch(portalApi.util.resetApiState());
      clearThemeMode();
      applyThemeMode(deviceThemeMode());
      navigate(AUTH_PATHS.login, { replace: true });
    });
  }, [logout, dispatch, navigate]);

  return <Splash label={intl.formatMessage(commonMessages.pleaseWait)} />;
}
