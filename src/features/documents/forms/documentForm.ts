// The document form of Resource Management (spec 3 section 5): code, document type, content type
// and content required; a FILE document's file within the settings' size and name length
// ('Max file size: {n}mb', 'Max filename length: {n}'), its name becoming the content; the
// choices' words; and the saveDocumentRequest part of a create or an update.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { array, mixed, object, string } from 'yup';
import type { ApiSchema } from '../../../shared/api';
import { documentsMessages } from '../messages';
import type { DocumentCreate, DocumentUpdate, ManagedDocument } from '../api';

export type DocumentType = ApiSchema<'DocumentType'>;
export type DocumentLocation = ApiSchema<'DocumentLocation'>;
export type ContentType = ApiSchema<'ContentType'>;
export type DocumentDialogMode = 'create' | 'view' | 'edit';

export interface DocumentFormValues {
  code: string;
  description: string;
  documentTypeCode: DocumentType;
  contentType: ContentType;
  /** HTML text; for FILE the kept file's name until a new file is chosen. */
  content: string;
  files: File[];
  location: DocumentLocation;
  active: boolean;
}

export const NEW_DOCUMENT: DocumentFormValues = {
  code: '', description: '', documentTypeCode: 'MER_ALL', contentType: 'HTML', content: '', files: [], location: 'company-details', active: true,
};

export const DOCUMENT_TYPES: readonly { value: DocumentType; label: MessageDescriptor }[] = [
  { value: 'UNSET', label: documentsMessages.typeAll },
  { value: 'MER_ALL', label: documentsMessages.typeMerchantAll },
  { value: 'MER_DISTRIBUTOR', label: documentsMessages.typeDistributor },
  { value: 'MER_MERCHANT', label: documentsMessages.typeMerchant },
];

export const LOCATIONS: readonly { value: DocumentLocation; label: MessageDescriptor }[] = [
  { value: 'UNSET', label: documentsMessages.locationAll },
  { value: 'company-details', label: documentsMessages.locationCompanyDetails },
  { value: 'transaction-search', label: documentsMessages.locationTransactionSearch },
  { value: 'transaction-report', label: documentsMessages.locationReport },
  { value: 'contact-us', label: documentsMessages.contactTitle },
  { value: 'resources', label: documentsMessages.resourcesTitle },
];

export const CONTENT_TYPES: readonly { value: ContentType; label: MessageDescriptor }[] = [
  { value: 'HTML', label: documentsMessages.contentHtml },
  { value: 'FILE', label: documentsMessages.contentFile },
];

export function documentValues(document: ManagedDocument): DocumentFormValues {
  return {
    code: document.code,
    description: document.description ?? '',
    documentTypeCode: document.documentType,
    contentType: document.contentType,
    content: document.content,
    files: [],
    location: document.location?.url ?? 'UNSET',
    active: document.active === 'T',
  };
}

export function documentSchema(intl: IntlShape) {
  const text = intl.formatMessage;
  return object({
    code: string().trim().required(text(documentsMessages.codeRequired)).max(64),
    description: string().max(255),
    documentTypeCode: string().required(text(documentsMessages.typeRequired)),
    contentType: string().required(text(documentsMessages.contentTypeRequired)),
    content: string().when('contentType', ([contentType], rule) => (contentType === 'HTML' ? rule.trim().required(text(documentsMessages.contentRequired)) : rule)),
    // A FILE document needs a file: a new one, or the one it keeps (its name in content).
    files: array(mixed<File>().required())
      .max(1)
      .when(['contentType', 'content'], ([contentType, content], rule) =>
        contentType === 'FILE' && !content ? rule.min(1, text(documentsMessages.contentRequired)) : rule,
      ),
  });
}

function saveRequest(values: DocumentFormValues) {
  const file = values.contentType === 'FILE' ? values.files[0] : undefined;
  return {
    request: {
      code: values.code.trim(),
      description: values.description.trim() || null,
      documentTypeCode: values.documentTypeCode,
      contentType: values.contentType,
      content: file ? file.name : values.content,
      location: values.location,
      active: values.active ? ('T' as const) : ('F' as const),
    },
    file,
  };
}

export function createBody(values: DocumentFormValues): DocumentCreate {
  const { request, file } = saveRequest(values);
  return { saveDocumentRequest: request, ...(file ? { file } : {}) } as DocumentCreate;
}

export function updateBody(id: number, values: DocumentFormValues): DocumentUpdate {
  const { request, file } = saveRequest(values);
  return { saveDocumentRequest: { id, ...request }, ...(file ? { file } : {}) } as DocumentUpdate;
}
