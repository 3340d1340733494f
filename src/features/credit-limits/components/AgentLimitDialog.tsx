// The agent-limit dialog (spec 3 section 4; issue #19): one agent's own limit items of the
// templates the user manages, each with its usage bar, limit, current value and period; read-only
// until Edit (with the write permission), then the limit, current value and period change (the
// target and limit type stay), Save or Cancel. A saved change shows a success alert, reloads the
// templates and closes; a refusal about an item's field shows under it. Below, the history of the
// agent's limits.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiResult } from '../../../shared/api';
import { showSaveOutcome } from '../../../shared/forms/showSaveOutcome';
import { creditLimitsMessages as m } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { Banner } from '../../../shared/ui/Banner';
import { Modal } from '../../../shared/ui/Modal';
import { Spinner } from '../../../shared/ui/Spinner';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { TextField } from '../../../shared/ui/TextField';
import { UsageBar } from '../../../shared/ui/UsageBar';
import { LIMIT_ALERT_MS } from '../access';
import { useEditAgentLimitsMutation, useGetAgentLimitDetailsQuery, type AgentLimitItem } from '../api';
import { agentLimitBody, agentLimitSchema, agentLimitValues, type AgentLimitFormValues } from '../forms/agentLimitForm';
import { describePeriod } from '../forms/periods';
import { amountUnit, formatAmount, itemRatio } from '../usage';
import { DialogButtons } from './DialogButtons';
import { ItemBox, ItemGrid, ItemHeading, ItemList, Note, SectionHeading } from './itemLayout';
import { LimitHistory } from './LimitHistory';
import { PeriodFields } from './PeriodFields';
import { LimitTexts } from './LimitTexts';

export interface AgentLimitDialogProps {
  agentCode: string;
  canWrite: boolean;
  onClose: () => void;
}

function AgentItem({ item, index, editing }: { item: AgentLimitItem; index: number; editing: boolean }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const name = `limitItems[${index}]`;
  const amount = (value: number) => formatAmount(intl, value, item);
  return (
    <ItemBox data-item={item.limitItemId}>
      <ItemHeading>
        <span>{item.targetCode}</span>
        <LimitTexts item={item} />
        {item.templateStatus === 'INACTIVE' ? <StatusChip status="INACTIVE">{text(m.statusInactive)}</StatusChip> : null}
      </ItemHeading>
      <UsageBar
        ratio={itemRatio(item)}
        label={`${amount(item.currentValue)} / ${amount(item.limitValue)}`}
        ariaLabel={`${item.targetCode} ${text(m.usageColumn)}`}
      />
      {editing ? (
        <ItemGrid>
          <TextField name={`${name}.limitValue`} label={text(m.limitValue)} help={amountUnit(intl, item)} type="number" inputMode="decimal" required />
          <TextField name={`${name}.currentValue`} label={text(m.currentValue)} help={amountUnit(intl, item)} type="number" inputMode="decimal" required />
          <PeriodFields name={name} readOnly={false} />
          <TextField name={`${name}.alertThresholds`} label={text(m.alertThresholds)} help={text(m.alertThresholdsHelp)} inputMode="numeric" autoComplete="off" />
        </ItemGrid>
      ) : (
        <>
          <Note>{describePeriod(intl, item.periodId, item.periodValue)}</Note>
          <Note>
            {item.alertThresholds && item.alertThresholds.length > 0
              ? text(m.thresholdsNote, { thresholds: intl.formatList(item.alertThresholds.map((t) => intl.formatNumber(t / 100, { style: 'percent' }))) })
              : text(m.noThresholds)}
          </Note>
        </>
      )}
    </ItemBox>
  );
}

export function AgentLimitDialog({ agentCode, canWrite, onClose }: AgentLimitDialogProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const formId = useId();
  const alerts = useAlerts({ timeout: LIMIT_ALERT_MS });
  const [editing, setEditing] = useState(false);
  const details = useGetAgentLimitDetailsQuery(agentCode);
  const [edit] = useEditAgentLimitsMutation();
  const data = details.data;
  const title = text(m.agentLimitTitle, { agentCode });
  const save = async (values: AgentLimitFormValues, form: FormikHelpers<AgentLimitFormValues>) => {
    const outcome = await edit(agentLimitBody(agentCode, values));
    if (showSaveOutcome(outcome, values, form, alerts, text(m.alertAgentLimit))) onClose();
  };
  return (
    <Formik
      initialValues={agentLimitValues(data?.limitItems ?? [])}
      enableReinitialize={!editing}
      validationSchema={editing ? agentLimitSchema(intl) : undefined}
      onSubmit={save}
    >
      {(form) => (
        <Modal
          open
          title={title}
          description={data?.agentName}
          onClose={onClose}
          locked={form.isSubmitting}
          size="lg"
          footer={
            data && data.limitItems.length > 0 ? (
              <DialogButtons editing={editing} canWrite={canWrite} formId={formId} onEdit={() => setEditing(true)} onCancel={() => setEditing(false)} />
            ) : null
          }
        >
          {details.isError ? <Banner tone="danger">{(details.error as ApiResult).resultDescription}</Banner> : null}
          {data ? (
            <>
              <SectionHeading>
                <h3>{text(m.limitItems)}</h3>
                {editing ? <Note>{text(m.periodUtcNote)}</Note> : null}
              </SectionHeading>
              {data.limitItems.length === 0 ? <p>{text(m.noAgentItems)}</p> : null}
              <Form id={formId} noValidate>
                <ItemList tabIndex={0} role="group" aria-label={text(m.limitItems)}>
                  {data.limitItems.map((item, index) => (
                    <AgentItem key={item.limitItemId} item={item} index={index} editing={editing} />
                  ))}
                </ItemList>
              </Form>
              <SectionHeading>
                <h3>{text(m.history)}</h3>
              </SectionHeading>
              <LimitHistory history={data.history} />
            </>
          ) : null}
          {details.isLoading ? <Spinner label={title} /> : null}
        </Modal>
      )}
    </Formik>
  );
}
