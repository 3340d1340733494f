// Provider states named by the consumer's interactions: each puts the fresh database into the
// state the interaction expects. Sessions are real (server/http/session createSession); their
// tokens replace the consumer's placeholders in the verifier's request filter.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { MERCHANT_ACLS } from '../../server/domain/acls';
import { createSignedInUser } from '../../tests/server/support/test-users';
import { tokens } from '../consumer/support/pact';

export interface StateContext {
  /** placeholder token sent by the consumer -> real token of a session made for the state */
  tokenFor: Map<string, string>;
}

type StateSetUp = (db: Kysely<Database>, context: StateContext) => Promise<void>;

export const providerStates: Record<string, StateSetUp> = {
  'the portal is running': async () => {},
  'the default branding is configured': async (db) => {
    await db.deleteFrom('branding').execute();
    await db
      .insertInto('branding')
      .values({ domain: null, portal_name: 'Merchant Portal', primary_color: '#9c0d1b', secondary_color: '#E4E6EF' })
      .execute();
  },
  'an MD administrator is signed in': async (db, context) => {
    const user = await createSignedInUser(db, { acls: [...MERCHANT_ACLS] });
    context.tokenFor.set(tokens.mdAdministrator, user.token);
  },
};
