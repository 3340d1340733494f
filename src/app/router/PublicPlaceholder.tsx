// A public screen that is not built yet (forgot password, contact support, email pages):
// its title, the coming-soon notice and a link back to sign-in.
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AUTH_PATHS } from '../../features/auth';
import { authMessages } from '../../shared/i18n';
import { ComingSoon } from './ComingSoon';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.background};
  & > section {
    width: min(440px, 100%);
  }
`;

export function PublicPlaceholder({ title }: { title: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <Page>
      <ComingSoon title={intl.formatMessage(title)} />
      <Link to={AUTH_PATHS.login}>
        <FormattedMessage {...authMessages.backToLogin} />
      </Link>
    </Page>
  );
}
