import type { FastifyReply } from 'fastify';
import { IDENTITY_CSP } from './layout';

/** Identity pages are never cached or framed, and run only their own assets. */
export function sendPage(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', IDENTITY_CSP)
    .header('X-Frame-Options', 'DENY')
    .header('Referrer-Policy', 'same-origin')
    .send(body);
}
