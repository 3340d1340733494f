// The deployment's branding (GET /api/custom-template-details, sent without a token): applied
// once at start (colours, document title from portalName); empty branding when the call fails.
// The browser tab reads '<page title> - <portal name>' on a signed-in page (useDocumentTitle),
// the portal name elsewhere.
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PortalExtra } from '../shared/api';
import { shellMessages } from './shell/messages';
import { applyBranding, resolveBranding, type ResolvedBranding } from '../shared/theme';
import { readBranding } from './brandingCalls';
import { useAppDispatch } from './hooks';

export const BrandingContext = createContext<ResolvedBranding>(resolveBranding({}));
/** Sets the title of the page shown (undefined: none); BrandingProvider writes document.title. */
const PageTitleContext = createContext<((pageTitle: string | undefined) => void) | null>(null);

/** The browser tab's text: '<page title> - <portal name>', or the portal name alone. */
export function documentTitle(pageTitle: string | undefined, portalName: string): string {
  return pageTitle ? `${pageTitle} - ${portalName}` : portalName;
}

/** Names the page shown in the browser tab while the calling component is mounted. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const setPageTitle = use(PageTitleContext);
  const portalName = usePortalName();
  useEffect(() => {
    if (!setPageTitle) {
      // Without a BrandingProvider (a screen on its own): write the title directly.
      document.title = documentTitle(pageTitle, portalName);
      return undefined;
    }
    setPageTitle(pageTitle);
    return () => setPageTitle(undefined);
  }, [setPageTitle, pageTitle, portalName]);
}

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
  const [pageTitle, setPageTitle] = useState<string | undefined>(undefined);

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
    document.title = documentTitle(pageTitle, branding.portalName ?? portalName);
  }, [pageTitle, branding.portalName, portalName]);

  return (
    <BrandingContext value={branding}>
      <PageTitleContext value={setPageTitle}>{children}</PageTitleContext>
    </BrandingContext>
  );
}

function usePortalNameDefault(): string {
  return useIntl().formatMessage(shellMessages.defaultPortalName);
}
