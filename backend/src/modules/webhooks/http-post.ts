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
    const req = client.request(url, {
      method: 'POST', lookup, agent: false,
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
    const timer = setTimeout(() => {
      req.destroy();
      finish({ statusCode: null, responseBody: '', retryAfter: null, error: `No answer within ${(request.timeoutMs ?? LIMITS.timeoutMs) / 1000} s` });
    }, request.timeoutMs ?? LIMITS.timeoutMs);
    req.on('error', (err) => finish({ statusCode: null, responseBody: '', retryAfter: null, error: err.message }));
    req.end(request.body);
  });
};
