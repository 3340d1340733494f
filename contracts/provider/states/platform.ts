// Provider states of the platform calls: the portal itself and its branding.
import { ACL } from '../../../server/domain/acls';
import { createSignedInUser } from '../../../tests/server/support/test-users';
import { tokens } from '../../parties';
import type { StateSetUp } from './context';

export const platformStates: Record<string, StateSetUp> = {
  'the portal is running': async () => {},
  'the default branding is configured': async (db) => {
    await db.deleteFrom('branding').execute();
    await db
      .insertInto('branding')
      .values({ domain: null, portal_name: 'Merchant Portal', primary_color: '#9c0d1b', secondary_color: '#E4E6EF' })
      .execute();
  },
  'provider staff allowed to change the branding is signed in': async (db, context) => {
    const user = await createSignedInUser(db, { acls: [ACL.BRANDING_W] });
    context.tokenFor.set(tokens.providerStaff, user.token);
  },
};
