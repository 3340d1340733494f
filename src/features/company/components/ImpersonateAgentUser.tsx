// Provider staff with SCP.SUPPORT.IMPERSONATE open a user of the agent shown in the agent dialog:
// the user's login, then a window signed in as that user (src/shared/api/impersonation.ts). A
// login the agent has not is refused in the server's words, under the field.
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { object, string } from 'yup';
import { useStartImpersonation } from '../../../shared/api/impersonation';
import { commonMessages } from '../../../shared/i18n';
import { companyMessages } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1 1 12rem;
  }
`;

export function ImpersonateAgentUser({ agentCode }: { agentCode: string }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const start = useStartImpersonation();
  return (
    <Section aria-labelledby="impersonate-agent-user">
      <h3 id="impersonate-agent-user">{text(companyMessages.impersonateTitle)}</h3>
      <p>{text(companyMessages.impersonateHint)}</p>
      <Formik
        initialValues={{ username: '' }}
        validationSchema={object({ username: string().trim().required(text(commonMessages.required)) })}
        onSubmit={async ({ username }, form) => {
          const refusal = await start(agentCode, username);
          if (refusal) form.setFieldError('username', refusal);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Row>
              <TextField name="username" label={text(companyMessages.impersonateUsername)} autoComplete="off" maxLength={64} required />
              <Button type="submit" variant="secondary" busy={isSubmitting}>
                {text(companyMessages.impersonateOpen)}
              </Button>
            </Row>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
