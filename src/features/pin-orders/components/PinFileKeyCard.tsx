// The PIN file encryption key card of Pin Orders (our addition to spec 3): the OpenPGP public key
// an agent's pgp PIN files are encrypted to. Everyone who lists orders sees their own agent's key
// (fingerprint in blocks of four, algorithm, user IDs, created and expiry, who set it and when) or
// that none is set. Provider staff with SCP.EVDS.PIN.BATCH.KEY_W look up any agent of their
// structure by code (their own by default; the server's 1004 or 1005 shows under the code), and
// set, replace or remove its key; a change invalidates 'PinOrders', so the card, the list's
// download formats and an order's details reload.
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiResult } from '../../../shared/api';
import { ConfirmAction } from '../../../shared/forms/ConfirmAction';
import { commonMessages } from '../../../shared/i18n';
import { pinOrdersMessages } from '../messages';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { DetailList } from '../../../shared/ui/DetailList';
import { Spinner } from '../../../shared/ui/Spinner';
import { TextField } from '../../../shared/ui/TextField';
import { formatTimestamp } from '../../../shared/ui/Timestamp';
import { useGetAgentPgpKeyQuery, useLazyGetAgentPgpKeyQuery, useSetAgentPgpKeyMutation, type AgentPgpKey } from '../api';
import { AGENT_CODE_MAX_LENGTH, agentCodeAsTyped, keyAgentName, keyLookupSchema, type KeyLookupValues } from '../forms/pgpKeyForm';
import { KeyFingerprint } from './KeyFingerprint';
import { PinFileKeyDialog } from './PinFileKeyDialog';

/** The code field and its button on one line, the button level with the input (below the
 * field's label: one line of it and the field's gap), whether or not an error shows under it. */
const Lookup = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  > :first-child {
    flex: 0 1 16rem;
  }
  > button {
    flex: none;
    margin-top: calc(${({ theme }) => theme.font.size.md} * ${({ theme }) => theme.font.lineHeight.normal} + ${({ theme }) => theme.space[1]} + 1px);
  }
`;

const UserId = styled.span`
  display: block;
`;

const NoKey = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

type Dialog = { kind: 'set' } | { kind: 'remove' } | null;

function KeyFacts({ agentKey }: { agentKey: AgentPgpKey }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const agent: [string, string] = [text(pinOrdersMessages.keyAgent), keyAgentName(agentKey)];
  if (!agentKey.fingerprint) {
    return (
      <>
        <DetailList items={[agent]} />
        <NoKey>{text(agentKey.plainTextDownloads ? pinOrdersMessages.noKeyPlainText : pinOrdersMessages.noKeyNoFile)}</NoKey>
      </>
    );
  }
  return (
    <DetailList
      items={[
        agent,
        [text(pinOrdersMessages.keyFingerprint), <KeyFingerprint key="fingerprint" fingerprint={agentKey.fingerprint} />],
        [text(pinOrdersMessages.keyAlgorithm), agentKey.algorithm ?? ''],
        [text(pinOrdersMessages.keyUserIds), agentKey.userIds.map((id) => <UserId key={id}>{id}</UserId>)],
        [text(pinOrdersMessages.keyCreated), formatTimestamp(intl, agentKey.keyCreatedDate)],
        [text(pinOrdersMessages.keyExpires), agentKey.keyExpiresDate ? formatTimestamp(intl, agentKey.keyExpiresDate) : text(pinOrdersMessages.keyNeverExpires)],
        [text(pinOrdersMessages.keySetBy), [agentKey.setBy, formatTimestamp(intl, agentKey.setDate)].filter(Boolean).join(', ')],
      ]}
    />
  );
}

/** Provider staff's look-up of another agent's key: an empty code is the user's own agent. */
function KeyLookup({ shown, onFound }: { shown: string; onFound: (agentCode: string | undefined) => void }) {
  const intl = useIntl();
  const schema = useMemo(() => keyLookupSchema(intl), [intl]);
  const [lookUp] = useLazyGetAgentPgpKeyQuery();
  return (
    <Formik<KeyLookupValues>
      initialValues={{ agentCode: shown }}
      enableReinitialize
      validationSchema={schema}
      onSubmit={async ({ agentCode }, form) => {
        const wanted = agentCode || undefined;
        const answer = await lookUp(wanted, true);
        if (answer.error) form.setFieldError('agentCode', (answer.error as ApiResult).resultDescription);
        else onFound(wanted);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={intl.formatMessage(pinOrdersMessages.keyLookUpForm)}>
          <Lookup>
            <TextField
              name="agentCode"
              label={intl.formatMessage(pinOrdersMessages.keyAgentCode)}
              maxLength={AGENT_CODE_MAX_LENGTH}
              transform={agentCodeAsTyped}
              autoComplete="off"
            />
            <Button type="submit" variant="secondary" busy={isSubmitting}>
              {intl.formatMessage(pinOrdersMessages.keyLookUp)}
            </Button>
          </Lookup>
        </Form>
      )}
    </Formik>
  );
}

export interface PinFileKeyCardProps {
  /** Provider staff with SCP.EVDS.PIN.BATCH.KEY_W: look up any agent, set, replace, remove. */
  canChange: boolean;
}

export function PinFileKeyCard({ canChange }: PinFileKeyCardProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  /** The agent shown: undefined for the user's own. */
  const [agentCode, setAgentCode] = useState<string | undefined>(undefined);
  const key = useGetAgentPgpKeyQuery(agentCode);
  const [setKey] = useSetAgentPgpKeyMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const shown = key.currentData;
  const error = key.error as ApiResult | undefined;

  return (
    <Card title={text(pinOrdersMessages.keyTitle)}>
      {canChange ? <KeyLookup shown={shown?.agentCode ?? agentCode ?? ''} onFound={setAgentCode} /> : null}
      {!shown && !error ? <Spinner label={text(commonMessages.loading)} /> : null}
      {error ? <Banner tone="danger">{error.resultDescription}</Banner> : null}
      {shown ? <KeyFacts agentKey={shown} /> : null}
      {canChange && shown ? (
        <Actions>
          {shown.fingerprint ? (
            <Button variant="secondary" onClick={() => setDialog({ kind: 'remove' })}>
              {text(pinOrdersMessages.keyRemove)}
            </Button>
          ) : null}
          <Button onClick={() => setDialog({ kind: 'set' })}>{text(shown.fingerprint ? pinOrdersMessages.keyReplace : pinOrdersMessages.keySet)}</Button>
        </Actions>
      ) : null}
      {dialog?.kind === 'set' && shown ? <PinFileKeyDialog agentKey={shown} onClose={close} /> : null}
      {dialog?.kind === 'remove' && shown ? (
        <ConfirmAction<string>
          title={text(pinOrdersMessages.keyRemoveTitle)}
          question={text(pinOrdersMessages.keyRemoveConfirm, { agent: keyAgentName(shown) })}
          action={text(pinOrdersMessages.keyRemove)}
          danger
          run={() => setKey({ agentCode: shown.agentCode, publicKey: null })}
          onDone={close}
          onClose={close}
        />
      ) : null}
    </Card>
  );
}
