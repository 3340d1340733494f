// The shell footer: copyright line with the portal name, front-end and API versions.
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useApiVersionText } from '../../features/auth';
import { shellMessages } from './messages';
import { usePortalName } from '../branding';
import { FRONT_END_VERSION } from '../frontEndVersion';

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  & > :first-child {
    flex: 1;
  }
`;

export function ShellFooter() {
  const portalName = usePortalName();
  const apiVersion = useApiVersionText();
  return (
    <Footer>
      <span>
        <FormattedMessage {...shellMessages.footerCopyright} values={{ year: new Date().getUTCFullYear(), portalName }} />
      </span>
      <span>
        <FormattedMessage {...shellMessages.footerFrontEndVersion} values={{ version: FRONT_END_VERSION }} />
      </span>
      <span>
        <FormattedMessage {...shellMessages.footerApiVersion} values={{ version: apiVersion }} />
      </span>
    </Footer>
  );
}
