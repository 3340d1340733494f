// The placeholder of a screen that is not built yet: its title and a short notice.
import { FormattedMessage } from 'react-intl';
import { shellMessages } from '../shell/messages';
import { Card } from '../../shared/ui/Card';

export function ComingSoon({ title }: { title: string }) {
  return (
    <Card title={title}>
      <p>
        <FormattedMessage {...shellMessages.comingSoon} />
      </p>
    </Card>
  );
}
