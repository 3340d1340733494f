// Provider states named by the consumer's interactions: each puts the fresh database into the
// state the interaction expects. Sessions are real (server/http/session createSession); their
// tokens replace the consumer's placeholders in the verifier's request filter.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { MERCHANT_ACLS } from '../../server/domain/acls';
import { createSignedInUser } from '../../tests/server/support/test-users';
import { createSession } from '../../server/http/session';
import { ensureBrandingAndSettings } from '../../server/db/demo-data/content';
import { createDemoStructure, type DemoStructure } from '../../server/db/demo-data/structure';
import { tokens } from '../consumer/support/pact';

export interface StateContext {
  /** placeholder token sent by the consumer -> real token of a session made for the state */
  tokenFor: Map<string, string>;
  /** The demo company (agents, users with the demo password), made once per verification. */
  demo?: DemoStructure;
}

type StateSetUp = (db: Kysely<Database>, context: StateContext) => Promise<void>;

async function demoCompany(db: Kysely<Database>, context: StateContext): Promise<DemoStructure> {
  if (!context.demo) {
    await ensureBrandingAndSettings(db);
    context.demo = await createDemoStructure(db, new Date(Date.now() - 30 * 86_400_000));
  }
  return context.demo;
}

/** The demo company, with `login` (agent code/username) signed in under the consumer's placeholder. */
function demoUserSignedIn(login: string, placeholder: string): StateSetUp {
  return async (db, context) => {
    const demo = await demoCompany(db, context);
    const userId = demo.userIds.get(login);
    if (userId === undefined) throw new Error(`no demo user ${login}`);
    context.tokenFor.set(placeholder, await createSession(db, userId));
  };
}

export const providerStates: Record<string, StateSetUp> = {
  'the portal is running': async () => {},
  'the default branding is configured': async (db) => {
    await db.deleteFrom('branding').execute();
    await db
      .insertInto('branding')
      .values({ domain: null, portal_name: 'Merchant Portal', primary_color: '#9c0d1b', secondary_color: '#E4E6EF' })
      .execute();
  },
  'the demo company exists': async (db, context) => {
    await demoCompany(db, context);
  },
  'the demo company exists and MD0001 admin is signed in': demoUserSignedIn('MD0001/admin', tokens.demoAdmin),
  'the demo company exists and MD0001 viewer is signed in': demoUserSignedIn('MD0001/viewer', tokens.demoViewer),
  'the demo company exists and R00001 cashier is signed in': demoUserSignedIn('R00001/cashier', tokens.demoCashier),
  'the price-list notice 900001 exists and MD0001 admin is signed in': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    await db
      .insertInto('documents')
      .values({
        id: 900001,
        code: 'PACT-PRICES',
        content_type: 'FILE',
        content: 'price-list.txt',
        file_name: 'price-list.txt',
        file_content_type: 'text/plain',
        file_bytes: Buffer.from('AUD 10 voucher: 9.50\n'),
        location: 'company-details',
        document_type: 'MER_ALL',
        active: 'T',
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
  'an MD administrator is signed in': async (db, context) => {
    const user = await createSignedInUser(db, { acls: [...MERCHANT_ACLS] });
    context.tokenFor.set(tokens.mdAdministrator, user.token);
  },
};
