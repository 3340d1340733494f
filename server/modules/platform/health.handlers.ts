// Liveness and readiness of one instance (#36), for process supervisors and the load balancer
// (deploy/haproxy.cfg checks readiness). Neither needs a session; liveness asks nothing of the
// database, readiness one cheap query (databaseAnswers).
import { databaseAnswers } from '../../db/database';
import { defineHandlers } from '../../http/handler';
import { ApiError, ResultCode } from '../../http/errors';
import { REFUSAL } from '../../i18n/refusals';

export const healthHandlers = defineHandlers({
  async getLiveness() {
    return { status: 'UP' };
  },

  async getReadiness({ db, request }) {
    const state = request.server.readiness.state();
    if (state !== 'READY') throw new ApiError(503, ResultCode.unexpectedError, REFUSAL.unexpected, { status: state });
    if (!(await databaseAnswers(db))) throw new ApiError(503, ResultCode.unexpectedError, REFUSAL.unexpected, { status: 'DATABASE_DOWN' });
    return { status: 'UP' };
  },
});
