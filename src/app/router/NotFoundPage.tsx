// /error and /error/error-v1..v6: the generic 'not found' page with a way back.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { commonMessages } from '../../shared/i18n';
import { Card } from '../../shared/ui/Card';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.background};
  & > section {
    width: min(520px, 100%);
  }
`;

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <Page>
      <Card title={intl.formatMessage(commonMessages.pageNotFoundTitle)}>
        <p>
          <FormattedMessage {...commonMessages.pageNotFoundText} />
        </p>
        <Link to="/">
          <FormattedMessage {...commonMessages.backToHome} />
        </Link>
      </Card>
    </Page>
  );
}
