import { and, arrayContains, eq, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { roles, users } from '../../db/schema';
import { APPROVAL_PERMISSION } from '@portal/contracts';
import { PAYMENT_SETTINGS_PERMISSIONS } from '../settings/payment-settings/contracts';

/** The merchant's users who decide its payments (the pending payments page's permission, ADR 0051). */
export const MERCHANT_APPROVE_PERMISSION = 'Merchant.Payments.PendingPayments';

/**
 * Who may approve a request (ADR 0071): the active users of its tenant (tenant staff with the approve permission)
 * or of its merchant (merchant users with the pending payments permission), never the requester. Platform staff
 * may also decide through StatusChange, across every tenant: they are an escalation, not the queue, and are not told.
 */
export async function approversOf(
  q: Pick<Queryable, 'select'>, owner: { tenantId: string } | { merchantId: string }, requesterId: string | null,
): Promise<string[]> {
  const who = 'merchantId' in owner
    ? and(eq(users.merchantId, owner.merchantId), eq(users.userType, 'merchant'), arrayContains(roles.permissions, [MERCHANT_APPROVE_PERMISSION]))
    : and(eq(users.tenantId, owner.tenantId), eq(users.userType, 'crm'), arrayContains(roles.permissions, [APPROVAL_PERMISSION]));
  const rows = await q.select({ id: users.id }).from(users).innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(who, eq(users.isActive, true), requesterId ? ne(users.id, requesterId) : undefined));
  return rows.map((r) => r.id);
}

/**
 * Who may decide a merchant's promotion to Live (ADR 0067): its own users with the promote permission and its tenant's
 * staff who manage merchants' payment settings, never the requester.
 */
export async function promotionApproversOf(
  q: Pick<Queryable, 'select'>, owner: { tenantId: string; merchantId: string }, requesterId: string,
): Promise<string[]> {
  const who = or(
    and(eq(users.merchantId, owner.merchantId), eq(users.userType, 'merchant'), arrayContains(roles.permissions, [PAYMENT_SETTINGS_PERMISSIONS.promote])),
    and(eq(users.tenantId, owner.tenantId), eq(users.userType, 'crm'), arrayContains(roles.permissions, [PAYMENT_SETTINGS_PERMISSIONS.tenantStaff])),
  );
  const rows = await q.select({ id: users.id }).from(users).innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(who, eq(users.isActive, true), ne(users.id, requesterId)));
  return rows.map((r) => r.id);
}
