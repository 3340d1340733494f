// HTTP face of the terminal sale: POST /api/v1/terminal/sale, authenticated by the X-Terminal-Key
// header (not a session) and idempotent on the Idempotency-Key header. A refused sale is stored
// for replay like a sold one and answered as the refusal it is.
import { defineHandlers } from '../../http/handler';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { terminalSale } from './terminal-sale.service';
import { REFUSAL } from '../../i18n/refusals';
import { words } from '../../i18n/words';
import { TERMINAL_TEXT } from './terminal-auth';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export const handlers = defineHandlers({
  terminalSale: async ({ db, request, body, jobs }) => {
    const headers = request.headers;
    const answer = await terminalSale(db, header(headers['x-terminal-key']), header(headers['idempotency-key']), body, jobs);
    if (answer.resultCode === ResultCode.success) return { ...answer, resultDescription: REFUSAL.success };
    const { resultCode, resultDescription, ...details } = answer;
    throw new DomainError(resultCode, words(TERMINAL_TEXT.refused, { reason: resultDescription }), details);
  },
});
