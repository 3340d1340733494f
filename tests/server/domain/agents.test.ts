// The agent hierarchy: company structure of a subtree, scope checks across branches, and the
// closure rows a new agent gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../../server/db/database';
import type { DemoStructure } from '../../../server/demo/structure';
import { createAgent, getCompanyStructure, isInScope, type CompanyStructureNode } from '../../../server/modules/agents/agents.service';
import { DomainError } from '../../../server/domain/domain-error';
import { OPEN_TIMEOUT_MS, openDomainDatabase } from './domain-database';
import { demoStructure } from './fixtures';

let portal: PortalDatabase;
let structure: DemoStructure;
const id = (code: string) => structure.agentIds.get(code)!;

beforeAll(async () => {
  portal = await openDomainDatabase();
  structure = await demoStructure(portal.db);
}, OPEN_TIMEOUT_MS);
afterAll(async () => portal?.close());

function shape(node: CompanyStructureNode): unknown {
  return { [node.code]: node.children.map(shape) };
}

describe('company structure', () => {
  it('returns the subtree of MD0001 as nested nodes', async () => {
    const tree = await getCompanyStructure(portal.db, id('MD0001'));
    expect(shape(tree!)).toEqual({
      MD0001: [
        { M00001: [] },
        { SD0001: [{ R00001: [] }, { R00002: [] }, { R00003: [] }] },
        { SD0002: [{ M00002: [] }, { R00004: [] }, { R00005: [] }, { R00006: [] }] },
      ],
    });
    expect(tree).toMatchObject({ code: 'MD0001', name: 'Southern Cross Distribution', type: 'DISTRIBUTOR', status: 'ACTIVE' });
    const r6 = tree!.children[2]!.children.find((n) => n.code === 'R00006');
    expect(r6).toMatchObject({ status: 'INACTIVE', type: 'PREPAID', children: [] });
  });

  it('returns a single node for a retailer', async () => {
    expect(shape((await getCompanyStructure(portal.db, id('R00001')))!)).toEqual({ R00001: [] });
  });
});

describe('isInScope', () => {
  it.each([
    ['MD0001', 'MD0001', true],
    ['MD0001', 'R00005', true],
    ['PROVIDER', 'R00001', true],
    ['SD0001', 'R00002', true],
    ['SD0001', 'R00004', false],
    ['SD0002', 'R00001', false],
    ['R00001', 'SD0001', false],
    ['R00001', 'R00002', false],
    ['MD0001', 'PROVIDER', false],
  ])('%s sees %s: %s', async (ancestor, agent, expected) => {
    expect(await isInScope(portal.db, id(ancestor), id(agent))).toBe(expected);
  });
});

describe('createAgent', () => {
  it('adds closure rows to every ancestor', async () => {
    const newId = await createAgent(portal.db, { code: ' r00099 ', name: 'New retailer', level: 'R', parentId: id('SD0002') });
    const closure = await portal.db.selectFrom('agent_closure').select(['ancestor_id', 'depth']).where('descendant_id', '=', newId).orderBy('depth').execute();
    expect(closure).toEqual([
      { ancestor_id: newId, depth: 0 },
      { ancestor_id: id('SD0002'), depth: 1 },
      { ancestor_id: id('MD0001'), depth: 2 },
      { ancestor_id: id('PROVIDER'), depth: 3 },
    ]);
    const agent = await portal.db.selectFrom('agents').select(['code', 'type', 'status']).where('id', '=', newId).executeTakeFirstOrThrow();
    expect(agent).toEqual({ code: 'R00099', type: 'PREPAID', status: 'ACTIVE' });
    expect(await isInScope(portal.db, id('SD0001'), newId)).toBe(false);
  });

  it('refuses a duplicate or too long code', async () => {
    await expect(createAgent(portal.db, { code: 'R00001', name: 'x', level: 'R', parentId: id('SD0001') })).rejects.toMatchObject({ resultCode: 1009 });
    await expect(createAgent(portal.db, { code: 'R000000001', name: 'x', level: 'R', parentId: id('SD0001') })).rejects.toBeInstanceOf(DomainError);
  });
});
