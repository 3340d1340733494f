// The ten recovery codes, shown once right after the authenticator is turned on (My Profile, or
// the set-up at sign-in an authenticator policy asks for): copy them, or download them as a text
// file, then close.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formMessages } from './messages';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  list-style: none;
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: monospace;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export interface RecoveryCodesDialogProps {
  codes: readonly string[];
  account: string;
  onClose: () => void;
}

export function RecoveryCodesDialog({ codes, account, onClose }: RecoveryCodesDialogProps) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const text = [intl.formatMessage(formMessages.recoveryCodesFile, { account }), '', ...codes, ''].join('\n');
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Modal
      open
      title={intl.formatMessage(formMessages.recoveryCodesTitle)}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            {intl.formatMessage(copied ? formMessages.recoveryCodesCopied : formMessages.recoveryCodesCopy)}
          </Button>
          <Button variant="secondary" onClick={download}>
            {intl.formatMessage(formMessages.recoveryCodesDownload)}
          </Button>
          <Button onClick={onClose}>{intl.formatMessage(formMessages.recoveryCodesDone)}</Button>
        </>
      }
    >
      <p>{intl.formatMessage(formMessages.recoveryCodesExplain)}</p>
      <Codes aria-label={intl.formatMessage(formMessages.recoveryCodesTitle)}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
    </Modal>
  );
}
