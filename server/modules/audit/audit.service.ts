// The audit log: every sign-in attempt, refusal and change of data is written here with the
// acting user and, while support staff impersonate, the impersonator too (both identities).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import { insertAuditRow } from './audit.repository';

export interface AuditEntry {
  action: string;
  entity?: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
  resultCode?: number;
  ip?: string;
  /** The agent the event belongs to (whose trail lists it); without it, the acting user's agent
   * (audit.repository.ts insertAuditRow). */
  agentId?: number;
  /** When it happened: only the demo history and test states say so; services leave it to the
   * database (now()). */
  at?: Date;
  /** Who acted: the session's user (and its impersonator), or a user id before sign-in. */
  actor?: Pick<SessionInfo, 'userId' | 'impersonatorUserId'> | { userId: number | null; impersonatorUserId?: null };
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    action: entry.action,
    entity: entry.entity ?? null,
    entity_id: entry.entityId === undefined ? null : String(entry.entityId),
    before: json(entry.before),
    after: json(entry.after),
    result_code: entry.resultCode ?? null,
    ip: entry.ip ?? null,
    actor_user_id: entry.actor?.userId ?? null,
    impersonator_user_id: entry.actor?.impersonatorUserId ?? null,
    agent_id: entry.agentId ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}
