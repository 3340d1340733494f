// The credit-limit Warning popup (spec 1 section 8): once the agent info loads, names each
// product code whose usage exceeds limitAlertPercent; shown once until dismissed.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { codesOverAlert } from '../../features/shell-data';
import { commonMessages } from '../../shared/i18n';
import { shellMessages } from './messages';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { useAgentInfo } from './useAgentInfo';

export function CreditLimitWarning() {
  const intl = useIntl();
  const info = useAgentInfo();
  const [dismissed, setDismissed] = useState(false);
  const codes = info ? codesOverAlert(info.limitItems, info.limitAlertPercent) : [];
  if (dismissed || codes.length === 0 || !info) return null;
  const percent = `${info.limitAlertPercent}%`;
  const close = () => setDismissed(true);
  return (
    <Modal
      open
      size="sm"
      title={intl.formatMessage(shellMessages.creditLimitWarningTitle)}
      onClose={close}
      closeLabel={intl.formatMessage(commonMessages.close)}
      footer={<Button onClick={close}>{intl.formatMessage(commonMessages.ok)}</Button>}
    >
      {codes.map((productCode) => (
        <p key={productCode}>{intl.formatMessage(shellMessages.creditLimitWarning, { productCode, percent })}</p>
      ))}
    </Modal>
  );
}
