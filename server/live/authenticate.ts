// The live channel's session check on top of the REST one (server/http/session.ts): the bearer
// token of the CONNECT Authorization header must resolve to a valid session of the login named
// in the Username header; the REST refusals (4001-4004) become the live channel's.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError, ResultCode, SESSION_EXPIRED_DESCRIPTION } from '../http/errors';
import { bearerToken, resolveSession } from '../http/session';
import type { Authenticate, SessionRefusal } from './types';

const expired: SessionRefusal = { resultCode: ResultCode.sessionExpired, resultDescription: SESSION_EXPIRED_DESCRIPTION };

export function sessionAuthenticator(db: Kysely<Database>): Authenticate {
  return async (login, authorizationHeader) => {
    const token = bearerToken(authorizationHeader);
    if (!token) return expired;
    try {
      const session = await resolveSession(db, token);
      return session.login === login ? session : expired;
    } catch (error) {
      if (error instanceof ApiError) return { resultCode: error.resultCode, resultDescription: error.resultDescription };
      throw error;
    }
  };
}
