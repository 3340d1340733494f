// A sale at a demo terminal through the terminal API (POST /api/v1/terminal/sale), as a shop's
// till makes it: what journeys sell to see it in the dashboards, the reports and at a merchant.
import { randomUUID } from 'node:crypto';
import { demoTerminalKey } from '../../../server/demo/structure';

export interface TerminalSale {
  resultCode: number;
  /** Recorded for a refused sale too (as FAILED). */
  refId: string;
  /** The voucher's PIN, for a successful sale. */
  pin: string | null;
}

/** Sells one product at the terminal (default R00001's first, a 10 AUD voucher). */
export async function terminalSale(portalUrl: string, terminalCode = 'R00001-T1', productCode = 'AUD10'): Promise<TerminalSale> {
  const answer = await fetch(`${portalUrl}/api/v1/terminal/sale`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-terminal-key': demoTerminalKey(terminalCode), 'idempotency-key': randomUUID() },
    body: JSON.stringify({ productCode }),
  });
  const body = (await answer.json()) as { resultCode: number; resultDescription: string; refId?: string | null; pin?: string | null };
  if (!body.refId) throw new Error(`the terminal sale recorded nothing: ${JSON.stringify(body)}`);
  return { resultCode: body.resultCode, refId: body.refId, pin: body.pin ?? null };
}

/** A successful sale: its refId and PIN. */
export async function successfulSale(portalUrl: string): Promise<{ refId: string; pin: string }> {
  const sale = await terminalSale(portalUrl);
  if (sale.resultCode !== 0 || !sale.pin) throw new Error(`the sale failed (${sale.resultCode})`);
  return { refId: sale.refId, pin: sale.pin };
}
