// New Document and Document Detail (spec 3, Resource Management): the code, description,
// audience, location, content type (switching it clears the content), the content (an HTML
// editor of 6 rows, or one file within the settings' limits) and Active. Details are read-only
// until Edit (with the write permission); Cancel restores them. A refusal about a field shows
// under it, any other as an alert titled Create Document or Update Document.
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useGetSettingsQuery } from '../../../shared/api/agent-reads';
import { showSaveOutcome } from '../../../shared/forms/showSaveOutcome';
import { commonMessages } from '../../../shared/i18n';
import { documentsMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { CONTACT_FILE_RULES, FileDropField } from '../../../shared/ui/FileDrop';
import { Modal } from '../../../shared/ui/Modal';
import { Select } from '../../../shared/ui/Select';
import { Textarea } from '../../../shared/ui/Textarea';
import { TextField } from '../../../shared/ui/TextField';
import { useCreateDocumentMutation, useUpdateDocumentMutation, type ManagedDocument } from '../api';
import {
  CONTENT_TYPES, DOCUMENT_TYPES, LOCATIONS, NEW_DOCUMENT, createBody, documentSchema, documentValues, updateBody,
  type DocumentDialogMode, type DocumentFormValues,
} from '../forms/documentForm';
import { DialogActions } from '../../../shared/forms/DialogActions';

export interface DocumentDialogProps {
  /** The document shown; absent for a new one. */
  document?: ManagedDocument;
  canWrite: boolean;
  onClose: () => void;
}

/** Switching the content type clears the content (and a chosen file). */
function ContentTypeSwitch() {
  const { values, setFieldValue } = useFormikContext<DocumentFormValues>();
  const last = useRef(values.contentType);
  useEffect(() => {
    if (last.current === values.contentType) return;
    last.current = values.contentType;
    void setFieldValue('content', '', false);
    void setFieldValue('files', [], false);
  }, [values.contentType, setFieldValue]);
  return null;
}

function DocumentFields({ readOnly }: { readOnly: boolean }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const { values } = useFormikContext<DocumentFormValues>();
  const settings = useGetSettingsQuery().data;
  const options = (list: readonly { value: string; label: MessageDescriptor }[]) => list.map((o) => ({ value: o.value, label: intl.formatMessage(o.label) }));
  return (
    <>
      <ContentTypeSwitch />
      <TextField name="code" label={text(documentsMessages.code)} required readOnly={readOnly} maxLength={64} />
      <TextField name="description" label={text(documentsMessages.description)} readOnly={readOnly} maxLength={255} />
      <Select name="documentTypeCode" label={text(documentsMessages.documentType)} required disabled={readOnly} options={options(DOCUMENT_TYPES)} />
      <Select name="location" label={text(documentsMessages.location)} disabled={readOnly} options={options(LOCATIONS)} />
      <Select name="contentType" label={text(documentsMessages.contentType)} required disabled={readOnly} options={options(CONTENT_TYPES)} />
      {values.contentType === 'HTML' ? (
        <Textarea name="content" label={text(documentsMessages.content)} required rows={6} readOnly={readOnly} />
      ) : (
        <>
          {values.content ? <TextField name="content" label={text(documentsMessages.file)} readOnly /> : null}
          {readOnly ? null : (
            <FileDropField
              name="files"
              label={text(documentsMessages.file)}
              accept={CONTACT_FILE_RULES.accept}
              maxFileMb={settings?.documentFileMaxMb ?? 10}
              maxFileNameLength={settings?.documentFileNameMaxLength ?? 200}
              maxFiles={1}
            />
          )}
        </>
      )}
      <Checkbox name="active" label={text(documentsMessages.active)} disabled={readOnly} />
    </>
  );
}

export function DocumentDialog({ document, canWrite, onClose }: DocumentDialogProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const alerts = useAlerts();
  const formId = useId();
  const [mode, setMode] = useState<DocumentDialogMode>(document ? 'view' : 'create');
  const [create] = useCreateDocumentMutation();
  const [update] = useUpdateDocumentMutation();
  const [saving, setSaving] = useState(false);
  const initialValues = document ? documentValues(document) : NEW_DOCUMENT;

  const save = async (values: DocumentFormValues, form: FormikHelpers<DocumentFormValues>) => {
    setSaving(true);
    try {
      const creating = mode === 'create';
      const outcome = creating ? await create(createBody(values)) : await update(updateBody(document!.id, values));
      const title = text(creating ? documentsMessages.alertCreate : documentsMessages.alertUpdate);
      if (showSaveOutcome(outcome, values, form, alerts, title)) onClose();
    } finally {
      setSaving(false);
    }
  };

  const footer =
    mode === 'view' ? (
      <Button key="edit" disabled={!canWrite} onClick={() => setMode('edit')}>
        {text(commonMessages.edit)}
      </Button>
    ) : (
      <DialogActions
        action={text(mode === 'create' ? commonMessages.create : commonMessages.update)}
        busy={saving}
        onCancel={() => (mode === 'create' ? onClose() : setMode('view'))}
        form={formId}
      />
    );

  return (
    <Modal open title={text(document ? documentsMessages.documentDetail : documentsMessages.newDocument)} onClose={onClose} locked={saving} size="md" footer={footer}>
      <Formik key={mode} initialValues={initialValues} validationSchema={mode === 'view' ? undefined : documentSchema(intl)} onSubmit={save}>
        <Form id={formId} noValidate>
          <DocumentFields readOnly={mode === 'view'} />
        </Form>
      </Formik>
    </Modal>
  );
}
