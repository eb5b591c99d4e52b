/**
 * One webhook POST (ADR 0100): to the address the filter judged (the connection's lookup answers it, so the name is
 * not resolved twice), 10 s in all, redirects not followed (a 3xx is a failed attempt), the answer's first 4 KB kept.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_ENDPOINT_LIMITS as LIMITS } from '@portal/contracts';
import { checkedAddress, RefusedAddress, type Resolver } from './address-filter';

export interface PostRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
  resolve: Resolver;
  timeoutMs?: number;
}

export interface PostResult {
  statusCode: number | null;
  /** The answer's first 4 KB (as text). */
  responseBody: string;
  /** The Retry-After header as the receiver sent it. */
  retryAfter: string | null;
  durationMs: number;
  /** Why no answer came: refused address, timeout, connection error. */
  error: string | null;
}

export type WebhookPoster = (request: PostRequest) => Promise<PostResult>;

/**
 * Keep-alive connections per judged address (ADR 0100): a burst to one endpoint reuses its connections instead of a
 * handshake per message. Keyed by the address the filter judged and the scheme, so a connection only ever goes where
 * a check allowed, and every delivery is still judged before it picks one. At most AGENTS_MAX addresses are kept.
 */
const AGENTS_MAX = 256;
const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, address: string): http.Agent {
  const key = `${protocol}//${address}`;
  let agent = agents.get(key);
  if (agent) {
    agents.delete(key);
    agents.set(key, agent);
    return agent;
  }
  // An idle connection is closed after 4 s, before a receiver's usual 5 s keep-alive ends it under a request.
  const options = { keepAlive: true, maxSockets: 16, maxFreeSockets: 16, timeout: 4_000, scheduling: 'lifo' as const };
  agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
  agents.set(key, agent);
  if (agents.size > AGENTS_MAX) {
    const [oldestKey, oldest] = agents.entries().next().value!;
    agents.delete(oldestKey);
    oldest.destroy();
  }
  return agent;
}

export const postWebhook: WebhookPoster = async (request) => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(request.url);
  let pinned;
  try {
    pinned = await checkedAddress(url.hostname, { allowPrivate: request.allowPrivate, resolve: request.resolve });
  } catch (err) {
    if (err instanceof RefusedAddress) return { statusCode: null, responseBody: '', retryAfter: null, durationMs: elapsed(), error: err.message };
    throw err;
  }
  // The connection goes to the judged address whatever the name resolves to by now.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    let req: http.ClientRequest;
    const send = (retried: boolean) => {
      req = client.request(url, {
        method: 'POST', lookup, agent: agentFor(url.protocol, pinned.address),
        headers: { ...request.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body).toString() },
      }, (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          if (kept < LIMITS.responseBodyBytes) {
            chunks.push(chunk.subarray(0, LIMITS.responseBodyBytes - kept));
            kept += Math.min(chunk.length, LIMITS.responseBodyBytes - kept);
          }
        });
        const done = () => {
          const retryAfter = res.headers['retry-after'];
          finish({ statusCode: res.statusCode ?? null, responseBody: Buffer.concat(chunks).toString('utf8'), retryAfter: typeof retryAfter === 'string' ? retryAfter : null, error: null });
        };
        res.on('end', done);
        res.on('error', done);
      });
      const sent = req;
      sent.on('error', (err: NodeJS.ErrnoException) => {
        // A kept-alive connection the receiver closed meanwhile: sent again once on a new one (Node's own advice).
        if (!retried && !settled && sent.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) send(true);
        else finish({ statusCode: null, responseBody: '', retryAfter: null, error: err.message });
      });
      sent.end(request.body);
    };
    const timer = setTimeout(() => {
      req.destroy();
      finish({ statusCode: null, responseBody: '', retryAfter: null, error: `No answer within ${(request.timeoutMs ?? LIMITS.timeoutMs) / 1000} s` });
    }, request.timeoutMs ?? LIMITS.timeoutMs);
    send(false);
  });
};
