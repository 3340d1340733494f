// Calls the cluster's tests make over HTTP (a sign-in, a signed-in read, a terminal sale) and a
// steady load of them with its counts: sent, answered (an HTTP answer the portal gave: 200 and a
// resultCode) and failed (no answer, or an answer from the proxy, or a 5xx).
import { randomUUID } from 'node:crypto';
import { demoTerminalKey } from '../../../server/demo/structure';

export const DEMO_PASSWORD = 'Portal#2026';

/** Signs in through `url` (an instance or the proxy); the session's bearer token. */
export async function signIn(url: string, merchantId: string, username: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ merchantId, username, password: DEMO_PASSWORD }),
  });
  const body = (await answer.json()) as { resultCode: number };
  const token = answer.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (answer.status !== 200 || body.resultCode !== 0 || !token) throw new Error(`sign-in of ${merchantId} ${username} failed: ${answer.status} ${JSON.stringify(body)}`);
  return token;
}

export async function profileStatus(url: string, token: string): Promise<{ status: number; resultCode: number }> {
  const answer = await fetch(`${url}/api/v1/profile`, { headers: { authorization: `Bearer ${token}` } });
  return { status: answer.status, resultCode: ((await answer.json()) as { resultCode: number }).resultCode };
}

export interface SaleAnswer {
  status: number;
  resultCode: number;
  refId: string | null;
}

export async function sell(url: string, terminalCode = 'R00001-T1', idempotencyKey = randomUUID()): Promise<SaleAnswer> {
  const answer = await fetch(`${url}/api/v1/terminal/sale`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-terminal-key': demoTerminalKey(terminalCode), 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ productCode: 'AUD10' }),
  });
  const body = (await answer.json()) as { resultCode: number; refId?: string | null };
  return { status: answer.status, resultCode: body.resultCode, refId: body.refId ?? null };
}

export interface LoadCounts {
  sent: number;
  answered: number;
  failed: number;
  /** Sales answered with a recorded refId: the writes the portal acknowledged. */
  acknowledgedRefIds: string[];
  failures: string[];
}

/**
 * A steady load through `url` until stop(): `workers` loops, each alternating a terminal sale
 * (a write) with a signed-in read of the profile. An answer counts when the portal gave it (HTTP
 * 200, or a refusal with a resultCode below 500 status); anything else fails.
 */
export function steadyLoad(url: string, token: string, workers = 4): { stop(): Promise<LoadCounts>; counts: LoadCounts } {
  const counts: LoadCounts = { sent: 0, answered: 0, failed: 0, acknowledgedRefIds: [], failures: [] };
  let running = true;
  const terminals = ['R00001-T1', 'R00001-T2'];
  const loop = async (worker: number) => {
    for (let n = 0; running; n += 1) {
      counts.sent += 1;
      try {
        if (n % 2 === 0) {
          const sale = await sell(url, terminals[worker % terminals.length]);
          if (sale.status >= 500 || !sale.refId) throw new Error(`sale: HTTP ${sale.status} resultCode ${sale.resultCode}`);
          counts.acknowledgedRefIds.push(sale.refId);
        } else {
          const read = await profileStatus(url, token);
          if (read.status !== 200 || read.resultCode !== 0) throw new Error(`profile: HTTP ${read.status} resultCode ${read.resultCode}`);
        }
        counts.answered += 1;
      } catch (error) {
        counts.failed += 1;
        if (counts.failures.length < 20) counts.failures.push(String(error));
      }
    }
  };
  const loops = Array.from({ length: workers }, (_, worker) => loop(worker));
  return {
    counts,
    async stop() {
      running = false;
      await Promise.all(loops);
      return counts;
    },
  };
}
