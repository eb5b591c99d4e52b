import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { addToWindow } from '../modules/identity/sign-in-lockout';

interface RouteInfo { method?: string | string[]; url?: string }
type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over the database's abuse counters (ADR 0101, 0102): every replica counts the same
 * requests, so N replicas behind a load balancer do not allow N times the limit. A window per route and address,
 * started by its first request; a database that does not answer lets the request through (the limit is a brake,
 * not a door) and is logged by the caller's error path.
 */
export function sharedRateLimitStore(db: Db) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // At run time the plugin passes its merged options, the route under `routeInfo` (its typings say otherwise).
    constructor(options: object = {}) {
      const route = (options as { routeInfo?: RouteInfo }).routeInfo;
      this.prefix = route?.url ? `requests:${[route.method ?? ''].flat().join(',')} ${route.url}|` : 'requests:|';
    }

    incr(key: string, answer: Answer, timeWindow: number, max: number): void {
      const now = new Date();
      addToWindow(db, `${this.prefix}${key}`, now, { maxFailures: max, windowMs: timeWindow })
        .then(({ count, startedAt }) => answer(null, { current: count, ttl: Math.max(0, startedAt.getTime() + timeWindow - now.getTime()) }))
        .catch((error: unknown) => answer(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: object): SharedRateLimitStore {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}
