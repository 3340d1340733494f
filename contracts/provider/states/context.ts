// What every provider state shares: the context of a verification (the consumer's placeholder
// tokens mapped to real sessions, the demo company made once) and the demo company helpers.
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { createSession } from '../../../server/http/session';
import { revokeUserSessions } from '../../../server/modules/auth/session-events';
import { ensureBrandingAndSettings } from '../../../server/demo/content';
import { createDemoStructure, type DemoStructure } from '../../../server/demo/structure';

export interface StateContext {
  /** placeholder token sent by the consumer -> real token of a session made for the state */
  tokenFor: Map<string, string>;
  /** The demo company (agents, users with the demo password), made once per verification. */
  demo?: DemoStructure;
}

/** A state may answer values the interaction injects (Pact `fromProviderState`, e.g. a mailed token). */
export type StateSetUp = (db: Kysely<Database>, context: StateContext) => Promise<void | Record<string, string | number>>;

export async function demoCompany(db: Kysely<Database>, context: StateContext): Promise<DemoStructure> {
  if (!context.demo) {
    await ensureBrandingAndSettings(db);
    context.demo = await createDemoStructure(db, new Date(Date.now() - 30 * 86_400_000));
  }
  return context.demo;
}

/** The demo company, with `login` (agent code/username) signed in under the consumer's placeholder.
 * As a sign-in does, the new session ends the user's earlier ones (so a run never piles up
 * sessions a second sign-in would have to notify), unless `alongside` keeps them. */
export function demoUserSignedIn(login: string, placeholder: string, { alongside = false } = {}): StateSetUp {
  return async (db, context) => {
    const demo = await demoCompany(db, context);
    const userId = demo.userIds.get(login);
    if (userId === undefined) throw new Error(`no demo user ${login}`);
    if (!alongside) await revokeUserSessions(db, userId, 'duplicate-login');
    context.tokenFor.set(placeholder, await createSession(db, userId));
  };
}
