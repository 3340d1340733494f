// The agent details modal (spec 1 sections 2.7 and 4): view, edit, add sub division and add
// retailer modes; Edit needs SCP.TTI.ADMIN.USER_W, adding follows the hierarchy rule; saves
// show the server's message in a success or danger alert.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { companyMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { showSaveOutcome } from '../../../shared/forms/showSaveOutcome';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { Spinner } from '../../../shared/ui/Spinner';
import { useCreateAgentMutation, useGetAgentInfoQuery, useUpdateAgentMutation } from '../api';
import { agentSchema } from '../forms/agentSchema';
import {
  agentSaveBody,
  agentValues,
  levelOfMode,
  newAgentValues,
  type AgentValues,
} from '../forms/agentValues';
import { addRights } from '../hierarchy';
import type { AgentInfo, AgentLevel, AgentModalMode } from '../types';
import { AgentFields } from './AgentFields';
import { ImpersonateAgentUser } from './ImpersonateAgentUser';

export const REPORTS_PATH = '/reports';

export interface AgentDetailsModalProps {
  agentCode: string;
  /** The level of the signed-in user's agent (the structure's root). */
  userLevel: AgentLevel | undefined;
  /** The user holds SCP.TTI.ADMIN.USER_W. */
  canEdit: boolean;
  /** The user holds SCP.SUPPORT.IMPERSONATE (provider staff): the dialog opens the agent's users. */
  canImpersonate?: boolean;
  onClose: () => void;
}

const TITLES = {
  view: companyMessages.agentDetails,
  edit: companyMessages.editAgentDetails,
  addSubDivision: companyMessages.addSubDivision,
  addRetailer: companyMessages.addRetailer,
} as const;

const ALERT_TITLES = {
  edit: companyMessages.alertEditAgent,
  addSubDivision: companyMessages.alertAddSubDivision,
  addRetailer: companyMessages.alertAddRetailer,
} as const;

function ViewButtons({
  info,
  userLevel,
  canEdit,
  setMode,
}: {
  info: AgentInfo;
  userLevel: AgentLevel | undefined;
  canEdit: boolean;
  setMode: (mode: AgentModalMode) => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const rights = addRights(userLevel, info.agentDetail.level);
  return (
    <>
      <Button variant="secondary" disabled={!canEdit} onClick={() => setMode('edit')}>
        {intl.formatMessage(companyMessages.edit)}
      </Button>
      <Button
        variant="secondary"
        disabled={!canEdit || !rights.subDivision}
        onClick={() => setMode('addSubDivision')}
      >
        {intl.formatMessage(companyMessages.addSubDivisionButton)}
      </Button>
      <Button
        variant="secondary"
        disabled={!canEdit || !rights.retailer}
        onClick={() => setMode('addRetailer')}
      >
        {intl.formatMessage(companyMessages.addRetailerButton)}
      </Button>
      <Button
        onClick={() => navigate(REPORTS_PATH, { state: { agentCode: info.agentDetail.agentCode } })}
      >
        {intl.formatMessage(companyMessages.report)}
      </Button>
    </>
  );
}

function useSave(mode: AgentModalMode, onAdded: () => void, onEdited: () => Promise<unknown>) {
  const intl = useIntl();
  const alerts = useAlerts();
  const [create] = useCreateAgentMutation();
  const [update] = useUpdateAgentMutation();
  return async (values: AgentValues, form: FormikHelpers<AgentValues>) => {
    if (mode === 'view') return;
    const adding = mode !== 'edit';
    const call = adding ? create : update;
    const outcome = await call(agentSaveBody(values));
    const title = intl.formatMessage(ALERT_TITLES[mode]);
    if (!showSaveOutcome(outcome, values, form, alerts, title)) return;
    if (adding) onAdded();
    else await onEdited();
  };
}

export function AgentDetailsModal({
  agentCode,
  userLevel,
  canEdit,
  canImpersonate = false,
  onClose,
}: AgentDetailsModalProps) {
  const intl = useIntl();
  const formId = useId();
  const [mode, setMode] = useState<AgentModalMode>('view');
  const agent = useGetAgentInfoQuery(agentCode);
  // A saved edit shows the agent as reloaded, then view mode.
  const save = useSave(mode, onClose, async () => {
    await agent.refetch();
    setMode('view');
  });
  const info = agent.data;
  const level = levelOfMode(mode);
  const initialValues = info ? (level ? newAgentValues(info, level) : agentValues(info)) : null;
  const editing = mode !== 'view';

  const footer = !info ? null : editing ? (
    <>
      <Button variant="secondary" onClick={() => setMode('view')}>
        {intl.formatMessage(companyMessages.cancel)}
      </Button>
      <Button type="submit" form={formId}>
        {intl.formatMessage(companyMessages.saveChanges)}
      </Button>
    </>
  ) : (
    <ViewButtons info={info} userLevel={userLevel} canEdit={canEdit} setMode={setMode} />
  );

  return (
    <Modal
      open
      title={intl.formatMessage(TITLES[mode])}
      onClose={onClose}
      size="lg"
      footer={footer}
    >
      {agent.isLoading ? (
        <Spinner label={intl.formatMessage(companyMessages.agentDetails)} />
      ) : null}
      {agent.isError ? (
        <Banner tone="danger">{intl.formatMessage(companyMessages.loadFailed)}</Banner>
      ) : null}
      {!canEdit && info ? (
        <Banner tone="info">{intl.formatMessage(companyMessages.noEditPermission)}</Banner>
      ) : null}
      {initialValues ? (
        <Formik
          key={mode}
          initialValues={initialValues}
          // In view mode the form follows the agent as reloaded after a save.
          enableReinitialize={!editing}
          validationSchema={agentSchema(intl)}
          onSubmit={save}
        >
          <Form id={formId} noValidate>
            <AgentFields editing={editing} adding={level !== null} />
          </Form>
        </Formik>
      ) : null}
      {canImpersonate && info && !editing ? <ImpersonateAgentUser agentCode={agentCode} /> : null}
    </Modal>
  );
}
