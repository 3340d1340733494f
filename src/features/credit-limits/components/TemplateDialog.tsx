// The limit template dialog (spec 3 section 4): 'create' (New Template, with the create
// permission) or the details of a loaded template, read-only until Edit (with the write
// permission), then Save and Cancel. A successful save closes it and reloads the lists; a refusal
// about a field shows under it (a taken code under the code), any other as an alert of 2000 ms.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiResult } from '../../../shared/api';
import { showSaveOutcome } from '../../../shared/forms/showSaveOutcome';
import { creditLimitsMessages as m } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { Banner } from '../../../shared/ui/Banner';
import { Modal } from '../../../shared/ui/Modal';
import { LIMIT_ALERT_MS } from '../access';
import {
  useCreateLimitTemplateMutation, useEditLimitTemplateMutation, useGetAssignableAgentsQuery, useGetLimitTargetsQuery,
  type LimitInfo, type LimitItem,
} from '../api';
import { newTemplateValues, templateBody, templateSchema, templateValues, type TemplateDialogMode, type TemplateFormValues } from '../forms/templateForm';
import { DialogButtons } from './DialogButtons';
import { TemplateFields } from './TemplateFields';

export interface TemplateDialogProps {
  /** The template shown; absent for a new one. */
  details?: { limitInfo: LimitInfo; limitItems: LimitItem[] };
  canWrite: boolean;
  onClose: () => void;
}

const TITLES = { create: m.templateCreateTitle, view: m.templateDetailsTitle, edit: m.templateEditTitle } as const;

export function TemplateDialog({ details, canWrite, onClose }: TemplateDialogProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const formId = useId();
  const alerts = useAlerts({ timeout: LIMIT_ALERT_MS });
  const [mode, setMode] = useState<TemplateDialogMode>(details ? 'view' : 'create');
  const targets = useGetLimitTargetsQuery();
  const agents = useGetAssignableAgentsQuery();
  const [create] = useCreateLimitTemplateMutation();
  const [edit] = useEditLimitTemplateMutation();
  // The first values are kept: the target data arriving later does not reset what was typed.
  const [initialValues] = useState<TemplateFormValues>(() => (details ? templateValues(details) : newTemplateValues(targets.data)));

  const loadError = (targets.error ?? agents.error) as ApiResult | undefined;

  const save = async (values: TemplateFormValues, form: FormikHelpers<TemplateFormValues>) => {
    const creating = mode === 'create';
    const body = templateBody(values, creating ? 'create' : 'edit');
    const outcome = creating ? await create(body) : await edit(body);
    if (showSaveOutcome(outcome, values, form, alerts, text(creating ? m.alertCreate : m.alertEdit))) onClose();
  };

  return (
    <Formik initialValues={initialValues} validationSchema={mode === 'view' ? undefined : templateSchema(intl)} onSubmit={save}>
      {(form) => (
        <Modal
          open
          title={text(TITLES[mode])}
          onClose={onClose}
          locked={form.isSubmitting}
          size="lg"
          footer={
            <DialogButtons
              editing={mode !== 'view'}
              canWrite={canWrite}
              formId={formId}
              loading={targets.isLoading || agents.isLoading}
              onEdit={() => setMode('edit')}
              onCancel={() => (mode === 'create' ? onClose() : setMode('view'))}
            />
          }
        >
          {loadError ? <Banner tone="danger">{loadError.resultDescription}</Banner> : null}
          <Form id={formId} noValidate>
            <TemplateFields mode={mode} targets={targets.data} agents={agents.data ?? []} />
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
