import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this an answer goes as it is: a header and a frame cost more than they would save. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli's quality 4: a page of transactions (17 KB of JSON) in a fraction of a millisecond, within a few percent of
 * quality 6; the static files are compressed at 11 once, at build time (ADR 0031).
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const COMPRESSIBLE_TYPE = /^(?:application\/(?:[\w.+-]*\+)?json|text\/(?:csv|plain))\b/i;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding an Accept-Encoding header allows, brotli first: a coding the client lists with q=0 (or only through a
 * `*` with q=0) is refused; anything else listed is accepted.
 */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    weights.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const accepted = (coding: AnswerEncoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipped(body, { level: GZIP_LEVEL });
}

function addVary(current: unknown, field: string): string {
  const list = String(current ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  if (list.some((v) => v === '*' || v.toLowerCase() === field.toLowerCase())) return list.join(', ');
  return [...list, field].join(', ');
}

/**
 * The API's JSON (and CSV or plain text) answers under `prefixes`, compressed when the client accepts it (ADR 0139):
 * a page of transactions is 17 KB of JSON and 3 KB compressed, and the landing pages' API calls were a twentieth of
 * what they download. Streams (exports, the assistant's events) go as they are: their bytes leave as they are made.
 * Only bearer-token routes are compressed: no cookie rides on them, so a page on another site cannot make a victim's
 * browser send secrets beside text it chose (BREACH); the sign-in provider's pages are not under these prefixes.
 */
export function apiCompression(app: FastifyInstance, prefixes: string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!prefixes.some((prefix) => request.url.startsWith(`${prefix}/`))) return payload;
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || !COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // Whether compressed or not, the answer depends on Accept-Encoding: a shared cache must key on it.
    reply.header('vary', addVary(reply.getHeader('vary'), 'Accept-Encoding'));
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_FROM_BYTES) return payload;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(body, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
