// The server's configuration, read from the environment once at start (server/main.ts) and
// passed down; nothing else in server/ reads process.env.
import { resolve } from 'node:path';
import { projectRoot } from './paths';
import type { KeySources } from './security/server-keys';

export interface PortalConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database (ignored when databaseUrl is set). */
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded database. */
  databaseUrl: string | undefined;
  /** DATABASE_REPLICA_URL: a read replica of that PostgreSQL (a hot standby), optional. Only the
   * report pages, their exports and print, and the report by email's file read from it; nothing
   * that reads its own writes (docs/operations.md, the lag it tolerates). Requires DATABASE_URL. */
  databaseReplicaUrl: string | undefined;
  /** SMTP server for outgoing mail; absent means the outbox table and the log. */
  smtpUrl: string | undefined;
  /** The deployment's service desk (Contact Us opens it in a new tab), SUPPORT_DESK_URL; none by default. */
  supportDeskUrl: string | null;
  /** The address users reach the portal at, for links in mail (reset password...). */
  publicUrl: string;
  logLevel: string;
  /** SHUTDOWN_DELAY_MS: on SIGTERM, how long the instance keeps answering while reporting not
   * ready (GET /api/health/ready: DRAINING) before it stops listening, so that the load balancer
   * takes it out of rotation first (#36); 0 (default) stops at once. */
  shutdownDelayMs: number;
  /** Prometheus metrics (server/http/metrics.ts) on a listener of their own: METRICS_PORT (unset:
   * no listener) on METRICS_HOST (default 127.0.0.1: not for the public). */
  metrics: { port: number | null; host: string };
  /** The contract the routes are registered from. */
  openapiFile: string;
  /** The built web client (served with a history-API fallback when it exists). */
  clientDir: string;
  /** package.json, whose version is the API version. */
  packageFile: string;
  /** Demo data on first start of an empty database: always on the embedded database, on
   * PostgreSQL only with DEMO_DATA=true (a demo deployment); the size of its history. */
  demo: { enabled: boolean; days: number; targetSales: number };
  /**
   * Behind proxies: which of them to believe about the client's address (X-Forwarded-For: rate
   * limits, captcha, audit) and host (X-Forwarded-Host: branding, sign-in domains). A number of
   * hops (the nearest N proxies; TRUST_PROXY=true is one) or a list of proxy addresses and CIDR
   * ranges; false believes no header. Never the left-most entry a client can write itself.
   */
  trustProxy: false | number | string[];
  /** The job queue (server/jobs/queue.ts): workers are woken when a job is stored and also look
   * every pollSeconds (retries that came due); retryDelaySeconds, when set, replaces every kind's
   * backoff with that fixed delay (tests); schedules false leaves the scheduled kinds (weekly
   * settlement files) unscheduled and not run at start (tests that drive them, benchmarks). */
  jobs: { pollSeconds: number; retryDelaySeconds?: number; schedules?: boolean };
  /** PIN batch orders: whether a ready order's PINs may be downloaded as plain text (txt) besides
   * pgp, PIN_ORDER_TXT_DOWNLOAD=true|false; off unless the deployment turns it on (#33): an agent
   * without an OpenPGP key then gets no file until provider staff set one. */
  pinOrders: { plainTextDownloads: boolean };
  /** The server's secret keys (server/security/server-keys.ts): PIN_SECRET, CAPTCHA_SECRET,
   * TOTP_SECRET_KEY (and TOTP_SECRET_KEY_PREVIOUS after a rotation) from the environment; on the
   * embedded database the missing ones live in KEY_FILE (default `<DATA_DIR>.keys.json`). */
  keys: KeySources;
}

export { projectRoot };

function portOf(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got '${value}'`);
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): PortalConfig {
  const port = portOf('PORT', env.PORT ?? '8080');
  const host = env.HOST || '0.0.0.0';
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: replicaUrlOf(env),
    smtpUrl: env.SMTP_URL || undefined,
    supportDeskUrl: supportDeskUrlOf(env.SUPPORT_DESK_URL),
    publicUrl: (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL || 'info',
    shutdownDelayMs: millisecondsOf('SHUTDOWN_DELAY_MS', env.SHUTDOWN_DELAY_MS, 0),
    metrics: { port: env.METRICS_PORT ? portOf('METRICS_PORT', env.METRICS_PORT) : null, host: env.METRICS_HOST || '127.0.0.1' },
    openapiFile: resolve(projectRoot, 'openapi/portal.yaml'),
    clientDir: resolve(projectRoot, 'dist/client'),
    packageFile: resolve(projectRoot, 'package.json'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jobs: { pollSeconds: 5 },
    pinOrders: { plainTextDownloads: flagOf('PIN_ORDER_TXT_DOWNLOAD', env.PIN_ORDER_TXT_DOWNLOAD, false) },
    keys: {
      fromEnvironment: {
        pinSecret: env.PIN_SECRET || undefined,
        captchaSecret: env.CAPTCHA_SECRET || undefined,
        totpKey: env.TOTP_SECRET_KEY || undefined,
        previousTotpKey: env.TOTP_SECRET_KEY_PREVIOUS || undefined,
      },
      keyFile: env.DATABASE_URL ? undefined : resolve(env.KEY_FILE || `${dataDir}.keys.json`),
    },
    demo: {
      enabled: env.DEMO_DATA ? env.DEMO_DATA === 'true' : !env.DATABASE_URL,
      days: Number(env.DEMO_DAYS ?? 183),
      targetSales: Number(env.DEMO_SALES ?? 100_000),
    },
  };
}

/** DATABASE_REPLICA_URL: only beside DATABASE_URL (the embedded database has no replica). */
function replicaUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.DATABASE_REPLICA_URL) return undefined;
  if (!env.DATABASE_URL) throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL: the embedded database has no replica');
  return env.DATABASE_REPLICA_URL;
}

/** TRUST_PROXY: unset or false, a number of hops (true is one), or addresses and CIDRs, comma-separated. */
export function parseTrustProxy(value: string | undefined): PortalConfig['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1) return false;
    return hops;
  }
  const addresses = text.split(',').map((part) => part.trim()).filter(Boolean);
  if (addresses.some((address) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address))) {
    throw new Error(`TRUST_PROXY must be true, a number of proxy hops or proxy addresses (CIDR allowed), got '${text}'`);
  }
  return addresses;
}

/** A whole number of milliseconds (0 to 10 minutes); unset or empty gives the default. */
function millisecondsOf(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000) throw new Error(`${name} must be milliseconds from 0 to 600000, got '${value}'`);
  return ms;
}

/** A true/false variable; unset or empty gives the default. */
function flagOf(name: string, value: string | undefined, fallback: boolean): boolean {
  if (!value) return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`${name} must be true or false, got '${value}'`);
}

/** SUPPORT_DESK_URL: an https (or http) address, or nothing. */
function supportDeskUrlOf(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^https?:\/\/[^\s"'<>]+$/.test(value)) throw new Error(`SUPPORT_DESK_URL must be an http(s) address, got '${value}'`);
  return value;
}
