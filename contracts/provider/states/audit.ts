// Provider states of the audit trail (contracts/consumer/audit.pact.test.ts): the demo company
// with two audited events of 4 March 2025 in MD0001's branch, written through the audit service:
// a refund PROVIDER support made while impersonating MD0001 admin, and a refused sign-in of
// R00001 cashier. The verification keeps one database, so they are written once.
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { recordAudit } from '../../../server/modules/audit/audit.service';
import { tokens } from '../../parties';
import { demoCompany, demoUserSignedIn, type StateContext, type StateSetUp } from './context';

async function auditedEvents(db: Kysely<Database>, context: StateContext) {
  const demo = await demoCompany(db, context);
  // The trail is append-only and the database lives through the verification: written once.
  const written = await db.selectFrom('audit_log').select('id').where('entity_id', '=', '100000042').where('action', '=', 'transaction.refund').executeTakeFirst();
  if (written) return;
  const user = (login: string) => {
    const id = demo.userIds.get(login);
    if (id === undefined) throw new Error(`no demo user ${login}`);
    return id;
  };
  await recordAudit(db, {
    action: 'login', entity: 'user', entityId: user('R00001/cashier'), resultCode: 988, ip: '198.51.100.4',
    actor: { userId: user('R00001/cashier') }, at: new Date('2025-03-04T09:00:00Z'),
  });
  await recordAudit(db, {
    action: 'transaction.refund', entity: 'transaction', entityId: '100000042', resultCode: 0, ip: '203.0.113.7',
    actor: { userId: user('MD0001/admin'), impersonatorUserId: user('PROVIDER/support') }, at: new Date('2025-03-04T10:00:00Z'),
  });
}

export const auditStates: Record<string, StateSetUp> = {
  'MD0001 admin is signed in and PROVIDER support refunded a sale as MD0001 admin on 2025-03-04': async (db, context) => {
    await demoUserSignedIn('MD0001/admin', tokens.demoAdmin)(db, context);
    await auditedEvents(db, context);
  },
};
