import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { signInEvents, type SignInOutcome } from '../../db/schema';

/** The account a sign-in named, when it exists (attempts on unknown addresses are not kept). */
interface KnownAccount {
  id: string;
  tenantId: string | null;
  merchantId: string | null;
}

/** Keeps one sign-in of an existing account for the login-history report (ADR 0049). */
export async function recordSignIn(db: Db, account: KnownAccount | undefined, outcome: SignInOutcome, request: FastifyRequest): Promise<void> {
  if (!account) return;
  const agent = request.headers['user-agent'];
  await db.insert(signInEvents).values({
    id: randomUUID(), userId: account.id, tenantId: account.tenantId, merchantId: account.merchantId, outcome,
    ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null,
  });
}
