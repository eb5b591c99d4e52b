import type { FastifyRequest } from 'fastify';
import { SCA_HEADER, SCA_LOCK_MINUTES, type ScaRefusal } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { SecretVault } from '../encryption-keys/vault';
import { ApiError } from '../../http/errors';
import type { Principal } from '../users/repository';
import { authenticatorOf, checkCode } from './authenticators';
import { scaClock } from './totp';

const MESSAGES: Record<ScaRefusal, string> = {
  required: 'This action needs a code from your authenticator app (scaCode header)',
  invalid: 'Invalid code',
  locked: `Too many wrong codes: strong authentication is locked for ${SCA_LOCK_MINUTES} minutes`,
  enrol: 'This action needs strong authentication: set up an authenticator app on your profile page first',
};

/** A 403 the portal answers by asking for a code (its body's `sca` says why; ADR 0080). */
export class ScaRefused extends ApiError {
  constructor(readonly reason: ScaRefusal, readonly lockedUntil?: Date) {
    super(403, MESSAGES[reason]);
  }

  override body() {
    return { error: this.message, sca: this.reason, ...(this.lockedUntil ? { lockedUntil: this.lockedUntil.toISOString() } : {}) };
  }
}

/** The scaCode header (Node lower-cases header names). */
export const scaCodeOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[SCA_HEADER.toLowerCase()];
  const code = Array.isArray(value) ? value[0] : value;
  return code?.trim() || undefined;
};

/**
 * Refuses the call unless it carries a valid, unused code of the caller's authenticator. Called by a handler
 * before it changes anything, after its own checks that need no code (a 404 or 400 does not spend one).
 */
export async function requireSca({ db, vault }: { db: Db; vault: SecretVault }, principal: Principal, request: FastifyRequest): Promise<void> {
  // One code per request: a call the route's SCA-required permission already checked is not asked again.
  if (passed.has(request)) return;
  const code = scaCodeOf(request);
  if (!code) {
    // Without an authenticator, or while locked, say so at once (the portal leads to enrolment instead of asking).
    const row = await authenticatorOf(db, principal.user.id);
    if (!row?.confirmedAt) throw new ScaRefused('enrol');
    if (row.lockedUntil && row.lockedUntil.getTime() > scaClock.now()) throw new ScaRefused('locked', row.lockedUntil);
    throw new ScaRefused('required');
  }
  const check = await checkCode(db, vault, principal.user.id, code);
  if (!check.ok) throw new ScaRefused(check.reason, check.reason === 'locked' ? check.lockedUntil : undefined);
  passed.add(request);
}

const passed = new WeakSet<FastifyRequest>();

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The permissions marked SCA-required in the caller's role that this call relies on: those of the route's
 * access it holds. Only changes ask (a code works once; a page's reads would each need a new one; ADR 0080).
 */
export function scaRequiredBy(principal: Principal, method: string, anyPermission: readonly string[] | undefined): string[] {
  const marked = principal.role.scaRequiredPermissions ?? [];
  if (!MUTATING.has(method) || !anyPermission?.length || marked.length === 0) return [];
  return anyPermission.filter((p) => principal.permissions.has(p) && marked.includes(p));
}
