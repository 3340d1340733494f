// The load of bench/floor.ts, in a process of its own (so the load generator shares neither the
// portal's nor the bare server's event loop): autocannon with the load given as JSON in argv[2],
// its figures printed as one JSON line. Every request's latency is kept (autocannon's histogram
// has no 95th percentile), and the bodies, when given, are sent one after another in turn.
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Bodies sent in turn (one per request); none for a GET. */
  bodies?: string[];
  connections: number;
  /** Seconds of load, or the number of requests (each connection sends one at a time). */
  seconds?: number;
  amount?: number;
}

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  non2xx: number;
  errors: number;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const latencies: number[] = [];
let next = 0;
let finish: (result: autocannon.Result) => void = () => undefined;
const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
const instance = autocannon({
  url: spec.url,
  method: spec.method,
  headers: { 'content-type': 'application/json', ...spec.headers },
  connections: spec.connections,
  pipelining: 1,
  ...(spec.amount ? { amount: spec.amount } : { duration: spec.seconds ?? 5 }),
  ...(spec.bodies?.length
    ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: spec.bodies![next++ % spec.bodies!.length] }) }] }
    : {}),
}, (error, result) => {
  if (error) throw error;
  finish(result);
});
instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
const result = await finished;
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
const figures: LoadFigures = {
  requests: result.requests.total,
  perSecond: result.requests.total / (result.duration || 1),
  p50: at(50),
  p95: at(95),
  non2xx: result.non2xx,
  errors: result.errors,
};
console.log(JSON.stringify(figures));
