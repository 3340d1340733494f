// The demo provider of ../shared/design/decisions.md, produced through the domain services.
// ensureDemoData creates the structure (agents, users, products, terminals, limits, content)
// at once, and fills six months of transactions in the background: `transactions` settles when
// that is done, so the server can answer while the history is still being written.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ensureTransactionMonths } from '../db/transaction-partitions';
import { createDemoActivity } from './activity';
import { createDemoDocuments, createDemoSettlementFiles, ensureBrandingAndSettings } from './content';
import { createDemoPinOrders } from './pin-orders';
import { createPrng } from './prng';
import { createDemoStructure } from './structure';

export { demoSignIns, DEMO_PASSWORD, DEMO_TOTP_SECRET, type DemoSignIn } from './sign-ins';
export { demoTerminalKey } from './structure';

export interface DemoDataOptions {
  log?: (message: string) => void;
  /** The demo's "today"; defaults to now. */
  now?: Date;
  /** Days of history (default 183, about six months). */
  days?: number;
  /** Successful sales to aim for (default 100,000). */
  targetSales?: number;
  /** Stops the background history at its next query (the server is stopping); the history then
   * stays unfinished, as after a crash. */
  signal?: AbortSignal;
}

/** Thrown into the background history's next query once its signal has aborted. */
class DemoHistoryStopped extends Error {}

/** The database as the background history uses it: every query first checks the signal. */
function stoppable(db: Kysely<Database>, signal: AbortSignal | undefined): Kysely<Database> {
  if (!signal) return db;
  return db.withPlugin({
    transformQuery: (args) => {
      if (signal.aborted) throw new DemoHistoryStopped();
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
}

export interface DemoDataResult {
  created: boolean;
  /** Settles when the transaction history is written (at once when nothing was created). */
  transactions: Promise<void>;
}

const PROGRESS_SETTING = 'demoData';
const SEED = 2026;

/** Creates the demo data when the database has no agents yet. */
/** The demo's size unless told otherwise: six months of history, about 100,000 sales. */
export const DEMO_SIZE = { days: 183, targetSales: 100_000 } as const;

export async function ensureDemoData(db: Kysely<Database>, options: DemoDataOptions = {}): Promise<DemoDataResult> {
  const log = options.log ?? ((message: string) => console.log(message));
  const existing = await db.selectFrom('agents').select('id').limit(1).executeTakeFirst();
  if (existing) {
    const progress = await db.selectFrom('settings').select('value').where('key', '=', PROGRESS_SETTING).executeTakeFirst();
    if (progress && (progress.value as { status?: string }).status !== 'complete') {
      log('demo data: the transaction history was interrupted; run `npm run demo:reset -- --yes` to rebuild it');
    }
    return { created: false, transactions: Promise.resolve() };
  }
  const now = options.now ?? new Date();
  const days = options.days ?? DEMO_SIZE.days;
  const startedAt = Date.now();
  const prng = createPrng(SEED);
  const createdAt = new Date(now.getTime() - (days + 30) * 86_400_000);
  await ensureBrandingAndSettings(db);
  const structure = await createDemoStructure(db, createdAt);
  await createDemoDocuments(db, structure, createdAt);
  await setProgress(db, 'filling');
  log(`demo data: structure created in ${Date.now() - startedAt} ms; writing ${days} days of transactions in the background`);

  const background = stoppable(db, options.signal);
  const transactions = (async (db: Kysely<Database>) => {
    const fillStart = Date.now();
    // The ledger's month partitions for the whole history first, so that no row waits in the
    // default partition to be moved.
    await ensureTransactionMonths(db, { now, since: createdAt });
    await createDemoActivity(db, structure, prng, { now, days, targetSales: options.targetSales ?? DEMO_SIZE.targetSales, log });
    await createDemoPinOrders(db, structure, prng, now);
    await createDemoSettlementFiles(db, now);
    await setProgress(db, 'complete');
    log(`demo data: transactions written in ${Date.now() - fillStart} ms`);
  })(background);
  transactions.catch((error: unknown) =>
    log(error instanceof DemoHistoryStopped ? 'demo data: the history was stopped with the server; run `npm run demo:reset -- --yes` to rebuild it' : `demo data: filling transactions failed: ${String(error)}`),
  );
  return { created: true, transactions };
}

async function setProgress(db: Kysely<Database>, status: 'filling' | 'complete'): Promise<void> {
  const value = JSON.stringify({ status, at: new Date().toISOString() });
  await db
    .insertInto('settings')
    .values({ key: PROGRESS_SETTING, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
