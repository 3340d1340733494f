// The captcha of the sign-in form (spec 1 section 2.3): a "not a robot" box that solves the
// server's ALTCHA challenge in the browser and keeps the payload in the formik field. The solver
// (solveAltcha.ts) loads when the field is shown, so a first visit without a captcha goes without it.
import { useEffect, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { authMessages } from '../messages';
import { FieldFrame, useFieldFrame } from '../../../shared/ui/FormField';
import { Spinner } from '../../../shared/ui/Spinner';
import type { AltchaChallenge } from './challenge';
import type * as Solver from './solveAltcha';

const Box = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  flex: none;
  accent-color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export interface CaptchaFieldProps {
  name: string;
  challenge: AltchaChallenge;
}

let solver: Promise<typeof Solver> | null = null;

/** The solver module, loaded once (again after a failed load). */
function loadSolver() {
  solver ??= import('./solveAltcha').catch((error: unknown) => {
    solver = null;
    throw error;
  });
  return solver;
}

export function CaptchaField({ name, challenge }: CaptchaFieldProps) {
  useEffect(() => {
    void loadSolver().catch(() => undefined);
  }, []);
  const intl = useIntl();
  const [solving, setSolving] = useState(false);
  const { field, helpers, ids, aria, frame } = useFieldFrame<string>({
    name,
    label: intl.formatMessage(authMessages.captchaLabel),
    required: true,
  });

  const toggle = async (event: ChangeEvent<HTMLInputElement>) => {
    if (!event.target.checked) return helpers.setValue('');
    setSolving(true);
    const { solveAltcha } = await loadSolver();
    const payload = await solveAltcha(challenge);
    setSolving(false);
    await helpers.setValue(payload ?? '');
  };

  return (
    <FieldFrame {...frame} inline>
      <Box
        type="checkbox"
        id={ids.control}
        name={field.name}
        checked={Boolean(field.value)}
        onChange={(event) => void toggle(event)}
        disabled={solving}
        aria-busy={solving || undefined}
        {...aria}
      />
      {solving && <Spinner size="sm" />}
    </FieldFrame>
  );
}
