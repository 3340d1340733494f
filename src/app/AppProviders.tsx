// Everything around the routes: store, languages, theme and global styles, alerts, branding.
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nProvider } from '../shared/i18n';
import { ThemeProvider } from '../shared/theme';
import { AlertProvider } from '../shared/ui/Alert';
import { BrandingProvider } from './branding';
import { applyStoredThemeMode, followDeviceWhileUnchosen } from './shell/themeSwitch';
import type { PortalStore } from './store';

export interface AppProvidersProps {
  store: PortalStore;
  children: ReactNode;
}

export function AppProviders({ store, children }: AppProvidersProps) {
  useState(applyStoredThemeMode);
  useEffect(followDeviceWhileUnchosen, []);
  return (
    <Provider store={store}>
      <I18nProvider>
        <ThemeProvider>
          <AlertProvider>
            <BrandingProvider>{children}</BrandingProvider>
          </AlertProvider>
        </ThemeProvider>
      </I18nProvider>
    </Provider>
  );
}
