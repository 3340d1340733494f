// The app of the company tests: the real server on a fresh database holding the demo structure
// (MD0001 with SD0001, SD0002 and retailers; users admin, viewer, manager, cashier), and bearer
// headers for any demo user.
import { createDemoStructure, type DemoStructure } from '../../../../server/demo/structure';
import { createSession } from '../../../../server/http/session';
import { createTestApp, type TestApp } from '../../support/app';

export interface CompanyTestApp extends TestApp {
  structure: DemoStructure;
  /** Bearer headers of a demo user, e.g. headersOf('MD0001/admin'). */
  headersOf(user: string): Promise<Record<string, string>>;
  agentId(code: string): number;
}

export const DEMO_CREATED_AT = new Date('2026-01-01T00:00:00Z');

export async function createCompanyTestApp(): Promise<CompanyTestApp> {
  const t = await createTestApp();
  const structure = await createDemoStructure(t.db, DEMO_CREATED_AT);
  return {
    ...t,
    structure,
    agentId: (code) => {
      const id = structure.agentIds.get(code);
      if (id === undefined) throw new Error(`no demo agent ${code}`);
      return id;
    },
    headersOf: async (user) => {
      const userId = structure.userIds.get(user);
      if (userId === undefined) throw new Error(`no demo user ${user}`);
      return { authorization: `Bearer ${await createSession(t.db, userId)}` };
    },
  };
}
