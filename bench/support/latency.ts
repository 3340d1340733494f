// Closed-loop load (N clients, each sending its requests one after another) and percentiles.

/** Runs `clients` loops of `each` sequential calls; `call` returns the latency it measured in ms.
 * The first error stops every loop and is thrown. */
export async function closedLoop(
  clients: number,
  each: number,
  call: (client: number, index: number) => Promise<number>,
): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let failed: unknown = null;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let index = 0; index < each && failed === null; index++) {
        try {
          latencies.push(await call(client, index));
        } catch (error) {
          failed ??= error;
        }
      }
    }),
  );
  if (failed !== null) throw failed;
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  count: number;
}

export function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN, count: sorted.length };
}

/** "p50 1.23 ms, p95 ... (n requests, r/s)" and, with a goal on p95, whether it was met. */
export function describeLatencies(values: readonly number[], seconds: number | null, goalP95Ms?: number, unit = 'requests'): string {
  const p = percentiles(values);
  const rate = seconds ? `, ${(p.count / seconds).toFixed(0)}/s` : '';
  const goal = goalP95Ms === undefined ? '' : `; goal p95 under ${goalP95Ms} ms: ${p.p95 < goalP95Ms ? 'met' : 'MISSED'}`;
  return `p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, p99 ${ms(p.p99)}, max ${ms(p.max)} (${p.count} ${unit}${rate})${goal}`;
}

/** `clients` loops of `each` calls where each client starts a call every intervalMs (the clients'
 * starts spread evenly over the interval), or as soon as its previous answer is back when that took longer: clients that
 * are in use, not flat out. */
export async function pacedLoop(
  clients: number,
  each: number,
  intervalMs: number,
  call: (client: number, index: number) => Promise<number>,
): Promise<{ latencies: number[]; seconds: number }> {
  const started = performance.now();
  const phases = Array.from({ length: clients }, (_, client) => (client * intervalMs) / clients);
  const run = await closedLoop(clients, each, async (client, index) => {
    const due = started + phases[client]! + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return call(client, index);
  });
  return { latencies: run.latencies, seconds: (performance.now() - started) / 1000 };
}
