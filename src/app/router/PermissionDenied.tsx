// The card a user sees on a page whose role they lack (spec 1 section 2.1).
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '../../shared/i18n';
import { Card } from '../../shared/ui/Card';

export function PermissionDenied({ roleDescription }: { roleDescription: string }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(commonMessages.permissionDenied)}>
      <p>
        <FormattedMessage {...commonMessages.permissionMissing} values={{ roleDescription }} />
      </p>
    </Card>
  );
}
