/**
 * The per-key rate limit (ADR 0104): calls counted in the database in a fixed window (`addToWindow`, ADR 0101/0102),
 * so every replica counts the same calls. Every answer carries RateLimit-Limit, -Remaining and -Reset (seconds).
 */
import type { FastifyReply } from 'fastify';
import { API_KEY_LIMITS } from '@portal/contracts';
import type { Db } from '../../db/client';
import { addToWindow } from '../identity/sign-in-lockout';
import { apiKeyClock } from './clock';
import { refusal } from './public-error';

export const apiKeyRateLimit = { max: API_KEY_LIMITS.rateLimit as number, windowMs: API_KEY_LIMITS.rateWindowSeconds * 1000 };

export async function countCall(db: Db, keyId: string, reply: FastifyReply): Promise<void> {
  const now = apiKeyClock.now();
  const { max, windowMs } = apiKeyRateLimit;
  const { count, startedAt } = await addToWindow(db, `api-key:${keyId}`, now, { maxFailures: max, windowMs });
  const reset = Math.max(1, Math.ceil((startedAt.getTime() + windowMs - now.getTime()) / 1000));
  reply.header('RateLimit-Limit', String(max)).header('RateLimit-Remaining', String(Math.max(0, max - count))).header('RateLimit-Reset', String(reset));
  if (count > max) {
    reply.header('Retry-After', String(reset));
    throw refusal('rateLimited');
  }
}
