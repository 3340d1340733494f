// Creating credit limit templates and assigning them to agents: each assigned agent gets its own
// copy of every item (agent_limit_items), which sales then consume.
import type { Kysely, Transaction } from 'kysely';
import type { Database, LimitTargetType, LimitTemplateStatus, LimitType } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { insertInChunks } from '../../db/chunked-insert';

export interface NewLimitItem {
  targetType: LimitTargetType;
  targetCode: string;
  limitType: LimitType;
  /** Minor units for VALUE, a number of sales for COUNT. */
  limitValue: number;
  periodId: number;
  periodValue: string;
  /** Initial current value for every assigned agent (demo data; normally 0). */
  currentValue?: number;
}

export interface NewLimitTemplate {
  code: string;
  name: string;
  status?: LimitTemplateStatus;
  ownerAgentId: number | null;
  items: readonly NewLimitItem[];
  agentIds: readonly number[];
}

export async function createLimitTemplate(db: Kysely<Database>, template: NewLimitTemplate): Promise<number> {
  const code = template.code.replace(/\s/g, '').toUpperCase();
  if (template.items.length === 0) throw new DomainError(ResultCode.invalidRequest, 'limitItems: at least one item is required');
  for (const item of template.items) {
    if (item.targetType === 'CURRENCY' && item.limitType !== 'VALUE') {
      throw new DomainError(ResultCode.invalidRequest, 'limitType: only VALUE is allowed for currency targets');
    }
  }
  return db.transaction().execute(async (trx) => {
    const clash = await trx.selectFrom('limit_templates').select('id').where('code', '=', code).executeTakeFirst();
    if (clash) throw new DomainError(ResultCode.conflict, `templateCode: ${code} already exists`);
    const { id } = await trx
      .insertInto('limit_templates')
      .values({ code, name: template.name, status: template.status ?? 'ACTIVE', owner_agent_id: template.ownerAgentId })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const item of template.items) {
      await trx
        .insertInto('limit_template_items')
        .values({
          template_id: id,
          target_type: item.targetType,
          target_code: item.targetCode,
          limit_type: item.limitType,
          limit_value: item.limitValue,
          period_id: item.periodId,
          period_value: item.periodValue,
        })
        .execute();
    }
    await assignAgents(trx, id, template.agentIds, template.items);
    return id;
  });
}

async function assignAgents(
  trx: Transaction<Database>,
  templateId: number,
  agentIds: readonly number[],
  initial: readonly NewLimitItem[],
): Promise<void> {
  if (agentIds.length === 0) return;
  const links = agentIds.map((agentId) => ({ template_id: templateId, agent_id: agentId }));
  await insertInChunks(links, (chunk) => trx.insertInto('limit_template_agents').values(chunk).execute());
  const items = await trx.selectFrom('limit_template_items').selectAll().where('template_id', '=', templateId).execute();
  const now = new Date();
  const rows = agentIds.flatMap((agentId) =>
    items.map((item) => {
      const seed = initial.find(
        (i) => i.targetType === item.target_type && i.targetCode === item.target_code && i.limitType === item.limit_type,
      );
      return {
        agent_id: agentId,
        template_item_id: item.id,
        target_type: item.target_type,
        target_code: item.target_code,
        limit_type: item.limit_type,
        limit_value: item.limit_value,
        current_value: seed?.currentValue ?? 0,
        period_id: item.period_id,
        period_value: item.period_value,
        period_start: seed?.currentValue ? now : new Date(0),
      };
    }),
  );
  await insertInChunks(rows, (chunk) => trx.insertInto('agent_limit_items').values(chunk).execute());
}
