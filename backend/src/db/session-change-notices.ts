/**
 * News of changes other processes make to what the API's session check reads (ADR 0127): migration 0076's triggers
 * NOTIFY `SESSION_CHANGES_CHANNEL` on every update, delete or truncate of accounts, roles, tenants and merchants and
 * of the provider's grants; one connection per process LISTENs. While it is not listening (before it connects, after
 * it is lost, until it is back), the cache keeps nothing, so a change made elsewhere is never missed.
 */
import pg from 'pg';
import { withConnectionSettings } from './client';

export const SESSION_CHANGES_CHANNEL = 'portal_session_changes';
/** How long after a lost listener a new one is tried. */
export const SESSION_LISTENER_RETRY_MS = 1_000;

export interface SessionChangeSink {
  forgetAll(): void;
  setTrusted(trusted: boolean): void;
}

/** Listens on PostgreSQL at `databaseUrl` until the returned stop() (connecting again after a lost connection). */
export function listenForSessionChanges(databaseUrl: string, sink: SessionChangeSink, log: (message: string) => void): { stop(): Promise<void> } {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const lost = (reason: string) => {
    sink.setTrusted(false);
    const lostClient = client;
    client = undefined;
    lostClient?.end().catch(() => undefined);
    if (stopped || retry) return;
    log(`session cache: change listener lost (${reason}); sessions are read from the database until it is back`);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, SESSION_LISTENER_RETRY_MS);
    retry.unref();
  };
  const connect = async () => {
    if (stopped) return;
    // TCP keep-alive: a connection a network drops silently is noticed as lost, not taken for a quiet one.
    const next = new pg.Client({ ...withConnectionSettings(databaseUrl), keepAlive: true });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === SESSION_CHANGES_CHANNEL) sink.forgetAll();
    });
    next.on('error', (err) => { if (client === next) lost(err.message); });
    next.on('end', () => { if (client === next) lost('connection ended'); });
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
      if (client === next && !stopped) sink.setTrusted(true);
    } catch (err) {
      if (client === next) lost((err as Error).message);
    }
  };
  sink.setTrusted(false);
  void connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      sink.setTrusted(false);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
