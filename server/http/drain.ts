// A graceful stop (#33 item 3): the requests this instance is answering, so that it can finish
// them before its database pool closes. A request counts from its arrival until its answer has
// gone, or, when its client went away first, until its handler has finished (a sale whose
// client hung up is still saved, and must not meet a closed pool).
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestDrain {
  /** From now on every answer closes its connection, so that none stays open idle. */
  close(): void;
  /** Requests begun and not yet finished. */
  inFlight(): number;
  /** Resolves true once no request is in flight, false at the deadline. */
  settled(deadlineMs: number): Promise<boolean>;
  /** The router runs each handler through this, so that a handler outliving its client counts. */
  handling<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T>;
}

export function registerRequestDrain(app: FastifyInstance): RequestDrain {
  let inFlight = 0;
  const waiters = new Set<() => void>();
  const ends = new WeakMap<FastifyRequest, () => void>();
  const handlersRunning = new WeakSet<FastifyRequest>();
  let closing = false;

  const end = (request: FastifyRequest) => {
    const finish = ends.get(request);
    if (!finish) return;
    ends.delete(request);
    finish();
  };

  app.addHook('onRequest', async (request) => {
    // A live connection (WebSocket upgrade) is no request in flight: it is told to reconnect.
    if (request.headers.upgrade) return;
    inFlight++;
    ends.set(request, () => {
      inFlight--;
      if (inFlight === 0) for (const wake of waiters) wake();
    });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => end(request));
  // A client that went away: the request ends now unless its handler runs, which ends it.
  app.addHook('onRequestAbort', async (request) => {
    if (!handlersRunning.has(request)) end(request);
  });

  return {
    close: () => {
      closing = true;
    },
    inFlight: () => inFlight,
    async settled(deadlineMs) {
      if (inFlight === 0) return true;
      return new Promise<boolean>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, deadlineMs);
        waiters.add(wake);
      });
    },
    async handling(request, run) {
      handlersRunning.add(request);
      try {
        return await run();
      } finally {
        handlersRunning.delete(request);
        if (request.raw.socket?.destroyed) end(request);
      }
    },
  };
}
