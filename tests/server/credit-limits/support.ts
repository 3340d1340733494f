// What the Credit Limits server tests share: the real server on a fresh database with the demo
// structure (agents, users, products, terminals, the four demo templates owned by MD0001),
// sign-ins of demo users and of users made on a demo agent with chosen ACLs, calls, and a
// snapshot of every limit table to show that a refusal changed nothing.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ensureBrandingAndSettings } from '../../../server/demo/content';
import { createDemoStructure, type DemoStructure } from '../../../server/demo/structure';
import { createSession } from '../../../server/http/session';
import { sellVouchers } from '../../../server/modules/terminal/sale.service';
import { createTestApp, type TestApp } from '../support/app';

export interface LimitsWorld {
  t: TestApp;
  demo: DemoStructure;
  agentId(code: string): number;
  /** The bearer headers of a demo user ('MD0001/admin'), signed in once. */
  as(login: string): Promise<Record<string, string>>;
  /** A new user of a demo agent holding exactly these ACLs, signed in. */
  userOf(agentCode: string, acls: readonly string[]): Promise<{ headers: Record<string, string>; login: string; userId: number }>;
  call(headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Answer>;
  /** One sale of a product by a terminal of the agent, at `at` (now by default); throws if refused. */
  sell(agentCode: string, productCode: string, at?: Date): Promise<void>;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & { resultCode: number; resultDescription: string; field?: string };
}

export async function limitsWorld(): Promise<LimitsWorld> {
  const t = await createTestApp();
  await ensureBrandingAndSettings(t.db);
  const demo = await createDemoStructure(t.db, new Date(Date.now() - 7 * 86_400_000));
  const signedIn = new Map<string, Record<string, string>>();
  const agentId = (code: string) => {
    const id = demo.agentIds.get(code);
    if (id === undefined) throw new Error(`no demo agent ${code}`);
    return id;
  };
  return {
    t,
    demo,
    agentId,
    async as(login) {
      const known = signedIn.get(login);
      if (known) return known;
      const userId = demo.userIds.get(login);
      if (userId === undefined) throw new Error(`no demo user ${login}`);
      const headers = { authorization: `Bearer ${await createSession(t.db, userId)}` };
      signedIn.set(login, headers);
      return headers;
    },
    async userOf(agentCode, acls) {
      const login = `limits${randomBytes(3).toString('hex')}`;
      const { id } = await t.db
        .insertInto('users')
        .values({ agent_id: agentId(agentCode), login, password_hash: 'not-a-hash', email: `${login}@example.test`, email_confirmed_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (acls.length > 0) await t.db.insertInto('user_acls').values(acls.map((acl) => ({ user_id: id, acl }))).execute();
      return { headers: { authorization: `Bearer ${await createSession(t.db, id)}` }, login, userId: id };
    },
    async call(headers, method, url, payload) {
      const answer = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      return { status: answer.statusCode, body: answer.json() };
    },
    async sell(agentCode, productCode, at) {
      const terminal = demo.terminals.find((candidate) => candidate.agentCode === agentCode);
      if (!terminal) throw new Error(`no terminal of ${agentCode}`);
      const sale = await sellVouchers(t.db, [{ terminalId: terminal.id, productCode, ...(at ? { at } : {}) }]);
      if (!sale.ok) throw new Error(`the sale of ${productCode} by ${agentCode} was refused: ${sale.resultDescription}`);
    },
    close: () => t.close(),
  };
}

/** Every row of every limit table and the history, in order: equal before and after a refusal. */
export async function limitTables(db: TestApp['db']): Promise<unknown[]> {
  const tables = ['limit_templates', 'limit_template_items', 'limit_template_agents', 'agent_limit_items', 'limit_history'];
  const contents = [];
  for (const table of tables) {
    contents.push((await sql.raw(`select * from ${table} order by 1, 2`).execute(db)).rows);
  }
  return contents;
}

/** A template body for create and edit. */
export function templateBody<Item extends object>(code: string, agents: string[], items: Item[], extra: { templateName?: string; status?: 'ACTIVE' | 'INACTIVE' } = {}) {
  return {
    limitInfo: { templateCode: code, templateName: extra.templateName ?? `Template ${code}`, assignedAgentCodes: agents, ...(extra.status ? { status: extra.status } : {}) },
    limitItems: items,
  };
}

export const audItem = (limitValue = 500, extra: object = {}) => ({
  limitItemId: 0, targetType: 'CURRENCY', targetCode: 'AUD', limitType: 'VALUE', limitValue, periodId: 1, periodValue: '1', ...extra,
});
