// The deployment's branding (brandingApi.ts: GET /api/custom-template-details, sent without a token): applied
// once at start (colours, document title from portalName); empty branding when the call fails.
// The browser tab reads '<page title> - <portal name>' on a signed-in page (useDocumentTitle),
// the portal name elsewhere.
import { createContext, use, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { shellMessages } from './shell/messages';
import { applyBranding, resolveBranding, type Branding, type ResolvedBranding } from '../shared/theme';
import { useGetBrandingQuery } from './brandingApi';

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

const NO_BRANDING: Branding = {};

export function BrandingProvider({ children }: { children: ReactNode }) {
  const portalName = usePortalNameDefault();
  const [pageTitle, setPageTitle] = useState<string | undefined>(undefined);
  // Read once, at start: its branding, or none when it failed; the defaults until it is answered.
  // Kept for the app's life: a sign-out's reset of the calls' cache does not read it again.
  const [settings, setSettings] = useState<Branding | null>(null);
  const read = useGetBrandingQuery(undefined, { skip: settings !== null });
  if (settings === null && (read.isSuccess || read.isError)) setSettings(read.data ?? NO_BRANDING);
  const branding = useMemo(() => resolveBranding(settings ?? NO_BRANDING), [settings]);
  // Its colours are written before the paint that shows its logo and name.
  useLayoutEffect(() => {
    if (settings) applyBranding(settings);
  }, [settings]);

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
