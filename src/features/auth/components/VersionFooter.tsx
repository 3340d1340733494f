// The front-end version (handed in by the app) and the API version ('Unavailable' when the API version is missing).
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { authMessages } from '../messages';
import { useApiVersionText } from '../apiVersionText';

const Footer = styled.footer`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export function VersionFooter({ frontEndVersion }: { frontEndVersion: string }) {
  const apiVersion = useApiVersionText();
  return (
    <Footer>
      <span>
        <FormattedMessage {...authMessages.frontEndVersion} values={{ version: frontEndVersion }} />
      </span>
      <span>
        <FormattedMessage {...authMessages.apiVersion} values={{ version: apiVersion }} />
      </span>
    </Footer>
  );
}
