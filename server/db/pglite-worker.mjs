// The embedded database's own thread: it owns the PGlite instance, so a long query (a report on
// 100,000 rows) runs here and the server's event loop keeps answering (static files, the live
// channel, the engine status) meanwhile. Plain JavaScript, so that tsx, vitest and a compiled
// server all start it alike. Messages (server/db/pglite-thread.ts is the other side):
//   in:  { id, kind: 'query', sql, params }   one statement (extended protocol, $1... parameters)
//        { id, kind: 'exec', sql }            a script of one or more statements, no parameters
//                                             (simple protocol: the job queue's schema and its
//                                             BEGIN ... COMMIT blocks)
//        { id, kind: 'listen', channel } | { id, kind: 'unlisten', channel } | { id, kind: 'close' }
//   out: { kind: 'ready' }                    once, when the database has opened
//        { id, result }                       query: { rows, affectedRows }; exec: one such per statement
//        { id, error: { message, code, ... } }
//        { kind: 'notify', channel, payload }  a NOTIFY on a channel listened to
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

const { dataDir, dump } = workerData;
const pglite = await PGlite.create(dataDir, {
  parsers: { [types.INT8]: (value) => Number(value) },
  ...(dump ? { loadDataDir: new Blob([dump]) } : {}),
});
const listeners = new Map();

/** The fields of a PostgreSQL error that callers look at (code '23505' for a duplicate...). */
function errorOf(error) {
  const fields = ['message', 'code', 'detail', 'hint', 'constraint', 'table', 'column', 'severity', 'schema'];
  return Object.fromEntries(fields.filter((f) => error?.[f] !== undefined).map((f) => [f, String(error[f])]));
}

async function handle(message) {
  switch (message.kind) {
    case 'query': {
      const result = await pglite.query(message.sql, message.params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    }
    case 'exec': {
      const results = await pglite.exec(message.sql);
      return results.map((result) => ({ rows: result.rows, affectedRows: result.affectedRows ?? 0 }));
    }
    case 'listen': {
      const stop = await pglite.listen(message.channel, (payload) => parentPort.postMessage({ kind: 'notify', channel: message.channel, payload }));
      listeners.set(message.channel, stop);
      return null;
    }
    case 'unlisten': {
      await listeners.get(message.channel)?.();
      listeners.delete(message.channel);
      return null;
    }
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error(`unknown message ${message.kind}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => {
      parentPort.postMessage({ id: message.id, result });
      if (message.kind === 'close') parentPort.close();
    },
    (error) => parentPort.postMessage({ id: message.id, error: errorOf(error) }),
  );
});
parentPort.postMessage({ kind: 'ready' });
