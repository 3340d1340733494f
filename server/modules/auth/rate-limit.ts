// Window counters in rate_limit_counters, shared by every server instance because they live in
// the database: request limits per IP and per account (403 1429), and failure tallies. Request
// limits use a sliding-window estimate (this window's count plus the previous window's, weighted
// by how much of it is still in view), so no burst across a window boundary doubles the limit.
// Counting a request, for every limit it is under, is one SQL statement.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { counterOf, countWindows, deleteCounters } from './rate-limit-counters.repository';
import { defineMessage } from '@formatjs/intl';

const TOO_MANY_REQUESTS = defineMessage({ id: 'SERVER.AUTH.TOO_MANY_REQUESTS', defaultMessage: "Too many requests, please try again later." });

/** Adds one to the key's counter of the current window and returns the new count. */
export async function incrementCounter(db: Kysely<Database>, key: string, windowSeconds: number): Promise<number> {
  return (await countWindows(db, [{ key, windowSeconds }])).get(key)?.count ?? 1;
}

/** The key's count in the current window, or in the one `windowsAgo` before it (0 when none). */
export async function readCounter(db: Kysely<Database>, key: string, windowSeconds: number, windowsAgo = 0): Promise<number> {
  return counterOf(db, key, windowSeconds, windowsAgo);
}

/** The key's sliding-window estimate now, without counting anything: this window's count plus
 * the previous one's, weighted by how much of it is still in view. */
export async function slidingCount(db: Kysely<Database>, key: string, windowSeconds: number): Promise<number> {
  const [current, previous] = await Promise.all([readCounter(db, key, windowSeconds), readCounter(db, key, windowSeconds, 1)]);
  const elapsed = (Date.now() / 1000 / windowSeconds) % 1;
  return current + previous * (1 - elapsed);
}

export async function resetCounter(db: Kysely<Database>, key: string): Promise<void> {
  await deleteCounters(db, key);
}

export interface RateLimit {
  /** What is counted, e.g. 'login:ip'. */
  name: string;
  /** Who is counted: the IP, or the account named in the request. */
  subject: string;
  limit: number;
  windowSeconds: number;
}

const rateKey = (limit: RateLimit) => `rate:${limit.name}:${limit.subject.toLowerCase()}`;

/**
 * Counts the request against every limit (one statement for all of them); refuses with 403
 * 1429 when the sliding-window estimate of one exceeds its limit.
 */
export async function enforceRateLimits(db: Kysely<Database>, limits: readonly RateLimit[]): Promise<void> {
  if (limits.length === 0) return;
  const windows = new Map(limits.map((limit) => [rateKey(limit), limit.windowSeconds]));
  const counts = await countWindows(db, [...windows].map(([key, windowSeconds]) => ({ key, windowSeconds })));
  for (const limit of limits) {
    const window = counts.get(rateKey(limit));
    if (window && window.count + window.previous * (1 - window.elapsed) > limit.limit) {
      throw new DomainError(ResultCode.tooManyRequests, TOO_MANY_REQUESTS);
    }
  }
}
