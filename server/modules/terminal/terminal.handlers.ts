// HTTP face of the terminal sale: POST /api/v1/terminal/sale, authenticated by the X-Terminal-Key
// header (not a session) and idempotent on the Idempotency-Key header.
import type { HandlerMap } from '../../http/handler';
import { ApiError } from '../../http/errors';
import { answeringDomainErrors } from '../../domain/to-api-error';
import { terminalSale, type TerminalSaleBody } from './terminal-sale.service';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export const handlers: HandlerMap = {
  terminalSale: async ({ db, request }) => {
    const body = (request.body ?? {}) as TerminalSaleBody;
    const answer = await answeringDomainErrors(() =>
      terminalSale(db, header(request.headers['x-terminal-key']), header(request.headers['idempotency-key']), body),
    );
    if (answer.resultCode !== 0) {
      const { resultCode, resultDescription, ...details } = answer;
      throw new ApiError(400, resultCode, resultDescription, details);
    }
    return answer;
  },
};
