// Provider states of the documents calls (contracts/consumer/documents.pact.test.ts): the demo
// company with two portal documents of fixed ids (an HTML notice 910001 and a FILE resource
// 910002, put back as they were before every interaction that names them), and the signed-in
// user the interaction is about: PROVIDER support (provider staff: every ACL, SCP.PORTAL.DOCUMENTS_W
// included), MD0001 admin (a merchant administrator: SCP.FLEX.ACCOUNT.MANAGER_R but not
// DOCUMENTS_W) or MD0001 viewer (neither).
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { tokens } from '../../parties';
import { demoUserSignedIn, type StateContext, type StateSetUp } from './context';

export const PACT_NOTICE_ID = 910001;
export const PACT_RESOURCE_ID = 910002;

async function portalDocuments(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('documents').where('id', 'in', [PACT_NOTICE_ID, PACT_RESOURCE_ID]).execute();
  await db
    .insertInto('documents')
    .values([
      {
        id: PACT_NOTICE_ID, code: 'PACT-NOTICE', description: 'Stock take notice', document_type: 'MER_ALL', content_type: 'HTML',
        content: '<p>Stock take on Friday 28 November.</p>', location: 'company-details', active: 'T',
      },
      {
        id: PACT_RESOURCE_ID, code: 'PACT-PRICES', description: 'Price list', document_type: 'MER_MERCHANT', content_type: 'FILE',
        content: 'price-list-2026.csv', file_name: 'price-list-2026.csv', file_content_type: 'text/csv', file_bytes: Buffer.from('product,price\nAUD20,19.00\n'),
        location: 'resources', active: 'T',
      },
    ])
    .execute();
}

function signedInWithDocuments(login: string, placeholder: string): StateSetUp {
  return async (db: Kysely<Database>, context: StateContext) => {
    await demoUserSignedIn(login, placeholder)(db, context);
    await portalDocuments(db);
  };
}

export const documentsStates: Record<string, StateSetUp> = {
  'PROVIDER support is signed in and the portal has documents': signedInWithDocuments('PROVIDER/support', tokens.demoSupport),
  'MD0001 admin is signed in and the portal has documents': signedInWithDocuments('MD0001/admin', tokens.demoAdmin),
  'MD0001 viewer is signed in and the portal has documents': signedInWithDocuments('MD0001/viewer', tokens.demoViewer),
};
