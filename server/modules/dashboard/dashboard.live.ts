// The live channel's dashboard kind (spec 2 section 7): a standing request for the last ten
// transactions of the user's scope, answered when asked and again, without request-id, when
// transactions the request sees are committed on any instance (the ledger's NOTIFY). Postings
// are gathered for a short while so that a burst of sales costs one answer per watcher.
import { REFUSAL } from '../../i18n/refusals';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { components } from '../../../openapi/generated/portal';
import { ResultCode } from '../../domain/domain-error';
import type { OpenApiDocument } from '../../http/openapi-document';
import { contractSchemaCheck } from '../../http/validator-compiler';
import type { LiveChannel } from '../../live/plugin';
import type { LiveLogger } from '../../live/types';
import { agentsAndAncestors } from '../agents/agents.service';
import { dashboardSees, lastTransactions } from './dashboard.service';

type DashboardFilter = components['schemas']['DashboardFilter'];

/** How long postings are gathered before the watchers are answered again. */
export const PUSH_GATHER_MS = 150;

export function registerDashboardKind(live: LiveChannel, db: Kysely<Database>, contract: OpenApiDocument, log: LiveLogger): void {
  const problemOf = contractSchemaCheck(contract, 'DashboardFilter');

  live.registerKind(
    'dashboard',
    async (session, filter) => {
      const problem = problemOf(filter);
      if (problem) throw problem;
      return { resultCode: ResultCode.success, resultDescription: REFUSAL.success, data: await lastTransactions(db, session, filter as DashboardFilter) };
    },
    { standing: true },
  );

  const push = async (agentIds: ReadonlySet<number> | null): Promise<void> => {
    if (live.standingCount('dashboard') === 0) return;
    const reached = agentIds ? await agentsAndAncestors(db, [...agentIds]) : null;
    await live.pushAgain('dashboard', (session, filter) => problemOf(filter) === null && dashboardSees(session, filter as DashboardFilter, { agentIds, reached }));
  };
  const gathered = gatherFor(PUSH_GATHER_MS, (agentIds) => push(agentIds).catch((error: unknown) => log.error({ err: error }, 'dashboard: push failed')));
  live.onTransactions((event) => gathered.add(event.agentIds));
}

/** Collects agent ids (null: any agent) and hands them over once per window; a window opens
 * with its first event and the next one only after the previous hand-over finished. */
function gatherFor(ms: number, handOver: (agentIds: ReadonlySet<number> | null) => Promise<void>) {
  let pending: Set<number> | null | undefined;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();
  const flush = (): void => {
    timer = null;
    const agentIds = pending;
    pending = undefined;
    if (agentIds === undefined) return;
    running = running.then(() => handOver(agentIds));
  };
  return {
    add(agentIds: readonly number[] | null): void {
      if (agentIds === null || pending === null) pending = null;
      else pending = new Set([...(pending ?? []), ...agentIds]);
      timer ??= setTimeout(flush, ms);
      timer.unref?.();
    },
  };
}
