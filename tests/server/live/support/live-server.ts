// A real Fastify server with only the live channel, on 127.0.0.1 and a random port, and a fake
// session check whose tokens the tests grant and revoke.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseNotifications } from '../../../../server/db/database';
import type { SessionInfo } from '../../../../server/http/handler';
import { registerLiveChannel, type LiveChannel } from '../../../../server/live/plugin';
import type { Authenticate, SessionRefusal } from '../../../../server/live/types';

export function testSession(login: string, userId: number, sessionId: string): SessionInfo {
  return { sessionId, userId, agentId: userId, login, acls: new Set(), impersonatorUserId: null, email: null, emailConfirmed: true };
}

const unknownToken: SessionRefusal = { resultCode: 4001, resultDescription: 'Your session has expired, please login again.' };

/** Tokens and the session (or the refusal) each stands for. */
export class FakeSessions {
  private readonly tokens = new Map<string, SessionInfo | SessionRefusal>();

  grant(token: string, session: SessionInfo): void {
    this.tokens.set(token, session);
  }

  refuse(token: string, refusal: SessionRefusal): void {
    this.tokens.set(token, refusal);
  }

  readonly authenticate: Authenticate = async (login, authorizationHeader) => {
    const found = this.tokens.get(authorizationHeader.replace(/^Bearer /, ''));
    if (!found) return unknownToken;
    if ('resultCode' in found) return found;
    return found.login === login ? found : unknownToken;
  };
}

export interface LiveServer {
  app: FastifyInstance;
  live: LiveChannel;
  sessions: FakeSessions;
  url: string;
  close(): Promise<void>;
}

export interface LiveServerOptions {
  portalDb?: DatabaseNotifications;
  notifyChannel?: string;
  heartbeatMs?: number;
}

export async function startLiveServer(options: LiveServerOptions = {}): Promise<LiveServer> {
  const app = Fastify({ logger: false });
  const sessions = new FakeSessions();
  const live = await registerLiveChannel(app, { authenticate: sessions.authenticate, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, live, sessions, url: `ws://127.0.0.1:${port}/ws`, close: () => app.close() };
}
