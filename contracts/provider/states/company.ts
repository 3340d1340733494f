// Provider states of the company and shell calls: the demo company with a user signed in.
import { MERCHANT_ACLS } from '../../../server/domain/acls';
import { createSignedInUser } from '../../../tests/server/support/test-users';
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { tokens } from '../../parties';
import { demoCompany, demoUserSignedIn, type StateSetUp } from './context';

export const companyStates: Record<string, StateSetUp> = {
  'the demo company exists': async (db, context) => {
    await demoCompany(db, context);
  },
  'the demo company exists and MD0001 admin is signed in': demoUserSignedIn('MD0001/admin', tokens.demoAdmin),
  'the demo company exists and MD0001 viewer is signed in': demoUserSignedIn('MD0001/viewer', tokens.demoViewer),
  // Not named by a pact: the message verification's second session of the viewer, whose password it changes.
  'MD0001 viewer is signed in a second time': demoUserSignedIn('MD0001/viewer', tokens.demoViewerSecond, { alongside: true }),
  'the demo company exists and R00001 cashier is signed in': demoUserSignedIn('R00001/cashier', tokens.demoCashier),
  'the demo company exists, R00001 has sold an AUD voucher and R00001 cashier is signed in': async (db, context) => {
    await demoUserSignedIn('R00001/cashier', tokens.demoCashier)(db, context);
    const terminal = context.demo!.terminals.find((t) => t.agentCode === 'R00001')!;
    const sale = await sellVouchers(db, [{ terminalId: terminal.id, productCode: 'AUD10' }]);
    if (!sale.ok) throw new Error('the demo sale of R00001 was refused');
  },
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
  'the demo company exists and PROVIDER support is signed in': demoUserSignedIn('PROVIDER/support', tokens.demoSupport),
  'an MD administrator is signed in': async (db, context) => {
    const user = await createSignedInUser(db, { acls: [...MERCHANT_ACLS] });
    context.tokenFor.set(tokens.mdAdministrator, user.token);
  },
};
