// Set or replace an agent's PIN file key (provider staff, SCP.EVDS.PIN.BATCH.KEY_W): the agent
// (and the key being replaced), the ASCII-armored public key pasted into the text area or read
// from a chosen .asc, .pgp or .txt file, Cancel and Save. It cannot be closed while the call
// runs. The server reads the key: a refusal naming publicKey (not a public key, a private key, a
// key that cannot encrypt) shows under the text area in the user's language, others as an alert.
import { Form, Formik, type FormikProps } from 'formik';
import { useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { showSaveOutcome } from '../../../shared/forms/showSaveOutcome';
import { commonMessages } from '../../../shared/i18n';
import { pinOrdersMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { DetailList } from '../../../shared/ui/DetailList';
import { FileDrop } from '../../../shared/ui/FileDrop';
import { Modal } from '../../../shared/ui/Modal';
import { Textarea } from '../../../shared/ui/Textarea';
import { useSetAgentPgpKeyMutation, type AgentPgpKey } from '../api';
import { EMPTY_PUBLIC_KEY, KEY_FILE_TYPES, keyAgentName, publicKeySchema, type PublicKeyValues } from '../forms/pgpKeyForm';
import { KeyFingerprint } from './KeyFingerprint';
import { DialogActions } from '../../../shared/forms/DialogActions';

/** An armored key reads best in a fixed-width font (its lines are 64 characters). */
const KeyText = styled(Textarea)`
  textarea {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export interface PinFileKeyDialogProps {
  /** The agent's key as the card shows it (its fingerprint null when none is set). */
  agentKey: AgentPgpKey;
  onClose: () => void;
}

export function PinFileKeyDialog({ agentKey, onClose }: PinFileKeyDialogProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const alerts = useAlerts();
  const formId = useId();
  const [setKey, { isLoading }] = useSetAgentPgpKeyMutation();
  const schema = useMemo(() => publicKeySchema(intl), [intl]);
  const [files, setFiles] = useState<File[]>([]);
  /** The text read from the chosen file, so that removing the file empties an unchanged field. */
  const loaded = useRef<string | null>(null);
  const replacing = agentKey.fingerprint !== null;
  const title = text(replacing ? pinOrdersMessages.keyReplaceTitle : pinOrdersMessages.keySetTitle);

  const chooseFile = async (next: File[], form: FormikProps<PublicKeyValues>) => {
    const added = next.filter((file) => !files.includes(file)).at(-1);
    if (!added) {
      setFiles(next);
      if (loaded.current !== null && form.values.publicKey === loaded.current) await form.setFieldValue('publicKey', '', false);
      loaded.current = null;
      return;
    }
    try {
      const content = await added.text();
      setFiles([added]);
      loaded.current = content;
      // Touched first, without validating (formik would validate the value before this one).
      await form.setFieldTouched('publicKey', true, false);
      await form.setFieldValue('publicKey', content, true);
    } catch {
      alerts.danger(title, text(pinOrdersMessages.keyFileUnreadable, { fileName: added.name }));
    }
  };

  return (
    <Formik
      initialValues={EMPTY_PUBLIC_KEY}
      validationSchema={schema}
      onSubmit={async (values, form) => {
        const outcome = await setKey({ agentCode: agentKey.agentCode, publicKey: values.publicKey.trim() });
        if (showSaveOutcome(outcome, values, form, alerts, title)) onClose();
      }}
    >
      {(form) => (
        <Modal
          open
          size="md"
          title={title}
          onClose={onClose}
          locked={isLoading}
          footer={<DialogActions action={text(commonMessages.save)} busy={isLoading} onCancel={onClose} form={formId} />}
        >
          <Form id={formId} noValidate aria-label={title}>
            <DetailList
              items={[
                [text(pinOrdersMessages.keyAgent), keyAgentName(agentKey)],
                ...(agentKey.fingerprint ? [[text(pinOrdersMessages.keyFingerprint), <KeyFingerprint key="fingerprint" fingerprint={agentKey.fingerprint} />] as const] : []),
              ]}
            />
            <KeyText name="publicKey" label={text(pinOrdersMessages.publicKey)} required rows={8} help={text(pinOrdersMessages.publicKeyHelp)} />
            <FileDrop
              label={text(pinOrdersMessages.keyFile)}
              files={files}
              accept={KEY_FILE_TYPES}
              maxTotalMb={1}
              disabled={isLoading}
              onChange={(next) => void chooseFile(next, form)}
            />
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
