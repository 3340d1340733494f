// The aside's brand: the deployment's logo for the current mode (brandLogoLight/Dark), else the
// portal name; the favicon of the current mode goes on the document head.
import { useEffect } from 'react';
import styled from 'styled-components';
import { useBranding, usePortalName } from '../branding';
import { useBodyThemeMode } from './useBodyThemeMode';

const FAVICON_ID = 'mp-favicon';

const Root = styled.div`
  display: flex;
  align-items: center;
  min-height: 36px;
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  img {
    max-height: 36px;
    max-width: 100%;
  }
`;

/** Sets (or removes) the portal's favicon link for the mode. */
function useFavicon(href: string | null): void {
  useEffect(() => {
    let link = document.getElementById(FAVICON_ID) as HTMLLinkElement | null;
    if (!href) {
      link?.remove();
      return;
    }
    if (!link) {
      link = document.createElement('link');
      link.id = FAVICON_ID;
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = href;
  }, [href]);
}

export function PortalBrand() {
  const branding = useBranding();
  const name = usePortalName();
  const mode = useBodyThemeMode();
  useFavicon(branding.favicons[mode]);
  const logo = branding.logos[mode];
  return <Root data-mode={mode}>{logo ? <img src={logo} alt={name} /> : name}</Root>;
}
