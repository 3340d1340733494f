// The deployment's branding (GET /api/custom-template-details, sent without a token): applied
// once at start (colours, document title from portalName); empty branding when the call fails.
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PortalExtra } from '../shared/api';
import { shellMessages } from '../shared/i18n';
import { applyBranding, resolveBranding, type ResolvedBranding } from '../shared/theme';
import { readBranding } from './brandingCalls';
import { useAppDispatch } from './hooks';

export const BrandingContext = createContext<ResolvedBranding>(resolveBranding({}));

/** The resolved branding of the deployment (defaults until it loads). */
export function useBranding(): ResolvedBranding {
  return use(BrandingContext);
}

/** The portal name to show: the branding's, else 'Merchant Portal' in the current language. */
export function usePortalName(): string {
  const intl = useIntl();
  return useBranding().portalName ?? intl.formatMessage(shellMessages.defaultPortalName);
}

const fetchBranding = () => (_dispatch: unknown, _getState: unknown, { apiClient }: PortalExtra) =>
  readBranding(apiClient);

export function BrandingProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const portalName = usePortalNameDefault();
  const [branding, setBranding] = useState<ResolvedBranding>(() => resolveBranding({}));

  useEffect(() => {
    let current = true;
    void dispatch(fetchBranding()).then((settings) => {
      if (current) setBranding(applyBranding(settings));
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  useEffect(() => {
    document.title = branding.portalName ?? portalName;
  }, [branding.portalName, portalName]);

  return <BrandingContext value={branding}>{children}</BrandingContext>;
}

function usePortalNameDefault(): string {
  return useIntl().formatMessage(shellMessages.defaultPortalName);
}
