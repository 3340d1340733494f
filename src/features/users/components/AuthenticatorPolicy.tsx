// The authenticator policy of the user's agent (#37), above the user list: whether every user of
// the agent and of its agents must use an authenticator app (and how many have none yet), or that
// an agent above requires it; an administrator (SCP.TTI.ADMIN.USER_W) requires it or stops
// requiring it after a confirmation. Users without one set it up at their next sign-in.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ConfirmAction } from '../../../shared/forms/ConfirmAction';
import { Badge } from '../../../shared/ui/Badge';
import { Button } from '../../../shared/ui/Button';
import { usersMessages } from '../messages';
import { useGetAuthenticatorPolicyQuery, useSetAuthenticatorPolicyMutation } from '../api';

const Section = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.md};
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  div {
    min-width: 0;
    flex: 1 1 18rem;
  }
`;

export function AuthenticatorPolicy({ canWrite }: { canWrite: boolean }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const policy = useGetAuthenticatorPolicyQuery();
  const [setPolicy] = useSetAuthenticatorPolicyMutation();
  const [asking, setAsking] = useState(false);
  if (!policy.data) return null;
  const { agentCode: agent, required, inheritedFrom, usersWithout } = policy.data;
  const inForce = required || inheritedFrom !== null;
  const status = inheritedFrom
    ? text(usersMessages.policyInherited, { agent: inheritedFrom })
    : required
      ? text(usersMessages.policyRequired, { agent, n: usersWithout })
      : text(usersMessages.policyOptional);
  return (
    <Section aria-labelledby="authenticator-policy-title">
      <div>
        <h2 id="authenticator-policy-title">
          {text(usersMessages.policyTitle)}
          <Badge tone={inForce ? 'success' : 'neutral'}>{text(inForce ? usersMessages.policyOn : usersMessages.policyOff)}</Badge>
        </h2>
        <p>{status}</p>
      </div>
      {canWrite && !inheritedFrom ? (
        <Button variant={required ? 'secondary' : 'primary'} size="sm" onClick={() => setAsking(true)}>
          {text(required ? usersMessages.policyStop : usersMessages.policyRequire)}
        </Button>
      ) : null}
      {asking ? (
        <ConfirmAction
          danger={required}
          title={text(usersMessages.policyTitle)}
          question={text(required ? usersMessages.policyStopConfirm : usersMessages.policyRequireConfirm, { agent })}
          action={text(required ? usersMessages.policyStop : usersMessages.policyRequire)}
          run={() => setPolicy(!required)}
          onDone={() => setAsking(false)}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Section>
  );
}
