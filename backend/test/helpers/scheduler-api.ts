import { DEFAULT_SERVICE_BASES } from '@portal/contracts';
import type { TestServer } from './server';

/**
 * The scheduler's settings API (ADR 0103) called as a demo account whose token is in `tokens`: its status and parsed
 * body. `server` is read per call, since suites start their server in `before`.
 */
export function schedulerCaller(server: () => TestServer, tokens: Record<string, string>) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (who: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const res = await fetch(`${server().origin}${DEFAULT_SERVICE_BASES.merchant}/api/v1/settings/scheduler/${path}`, {
      method, body: body === undefined ? undefined : JSON.stringify(body),
      headers: { authorization: `Bearer ${tokens[who]}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
}
