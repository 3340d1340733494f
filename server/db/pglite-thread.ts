// The embedded database on a worker thread (server/db/pglite-worker.mjs): this side is what
// Kysely's PGlite dialect, the notifications and the job queue need of a PGlite instance (query,
// exec, listen, close). Queries still run one at a time, as PGlite has one session, but the server's event
// loop is free while one runs. Rows cross the thread as structured clones: Dates stay Dates,
// bytea arrives as Uint8Array and is turned back into a Buffer.
import { Worker } from 'node:worker_threads';
import { projectFile } from '../paths';

export interface PgliteQueryResult {
  rows: Record<string, unknown>[];
  affectedRows: number;
}

export interface ThreadPglite {
  query(sql: string, params?: unknown[]): Promise<PgliteQueryResult>;
  /** A script of one or more statements without parameters (simple protocol); one result each. */
  exec(sql: string): Promise<PgliteQueryResult[]>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** False once the thread has ended (crashed or closed): the engine status reads it. */
  readonly alive: boolean;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/** A PostgreSQL error from the thread, with its code and fields as PGlite gives them. */
class DatabaseError extends Error {
  constructor(fields: Record<string, string>) {
    super(fields.message ?? 'database error');
    Object.assign(this, fields);
    this.name = 'DatabaseError';
  }
}

function withBuffers(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (value instanceof Uint8Array && !Buffer.isBuffer(value)) row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return rows;
}

/** Starts the thread on the data folder (undefined: in memory), loading the dump when given. */
export async function openThreadPglite(dataDir: string | undefined, dump?: Blob): Promise<ThreadPglite> {
  const worker = new Worker(projectFile('server/db/pglite-worker.mjs'), {
    workerData: { dataDir, dump: dump ? new Uint8Array(await dump.arrayBuffer()) : undefined },
  });
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let alive = true;
  let failure: Error | null = null;

  const ended = (error: Error) => {
    alive = false;
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: { kind?: string; id?: number; result?: unknown; error?: Record<string, string>; channel?: string; payload?: string }) => {
      if (message.kind === 'ready') return resolve();
      if (message.kind === 'notify') {
        for (const listener of listeners.get(message.channel!) ?? []) listener(message.payload!);
        return;
      }
      const call = pending.get(message.id!);
      if (!call) return;
      pending.delete(message.id!);
      if (message.error) call.reject(new DatabaseError(message.error));
      else call.resolve(message.result);
    });
    worker.on('error', (error) => {
      ended(error);
      reject(error);
    });
    worker.on('exit', (code) => {
      ended(new Error(`the embedded database thread ended (exit code ${code})`));
      reject(failure);
    });
  });
  await ready;

  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (!alive) return Promise.reject(failure ?? new Error('the embedded database is closed'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  return {
    get alive() {
      return alive;
    },
    async query(sql, params = []) {
      const result = await send<PgliteQueryResult>({ kind: 'query', sql, params });
      return { rows: withBuffers(result.rows), affectedRows: result.affectedRows };
    },
    async exec(sql) {
      const results = await send<PgliteQueryResult[]>({ kind: 'exec', sql });
      return results.map((result) => ({ rows: withBuffers(result.rows), affectedRows: result.affectedRows }));
    },
    async listen(channel, onPayload) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await send({ kind: 'listen', channel });
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          if (alive) await send({ kind: 'unlisten', channel });
        }
      };
    },
    async close() {
      if (!alive) return;
      await send({ kind: 'close' });
      await worker.terminate();
      alive = false;
    },
  };
}
