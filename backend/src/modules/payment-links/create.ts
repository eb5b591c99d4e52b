/** A link created outside the page's resource routes: by the public API's secret key or a publishable key's session (ADR 0108). */
import { PAYMENT_LINK_LIMITS, type PaymentLinkBody, type PaymentLinkRow } from '@portal/contracts';
import type { Db } from '../../db/client';
import { paymentLinks } from '../../db/schema';
import { noteRowChange } from '../../http/audit-trail';
import { newId } from '../../lib/ids';
import { paymentLinkClock } from './clock';
import { linkRow, newLinkToken } from './rows';
import { checkLinkBody, linkValues } from './validation';

export interface LinkOwner { tenantId: string; merchantId: string; mode: 'Test' | 'Live'; createdBy: string }

export async function createLink(db: Db, origin: string, owner: LinkOwner, body: PaymentLinkBody, session = false): Promise<PaymentLinkRow> {
  const now = paymentLinkClock.now();
  await checkLinkBody(db, body, owner.merchantId, now);
  const [row] = await db.insert(paymentLinks).values({
    id: newId(), ...owner, ...linkValues(body), token: newLinkToken(), session, createdAt: now, updatedAt: now,
  }).returning();
  noteRowChange({ type: 'payment-links', id: row!.id, tenantId: owner.tenantId, merchantId: owner.merchantId }, null, { ...row!, token: undefined });
  return linkRow(row!, origin, now);
}

/** A hosted payment session: one use, a short expiry, the amount fixed. */
export function sessionBody(b: { websiteId: string; amount: number; currency: string; description: string }): PaymentLinkBody {
  const expiresAt = new Date(paymentLinkClock.now().getTime() + PAYMENT_LINK_LIMITS.sessionMinutes * 60_000).toISOString();
  return { ...b, amountType: 'Fixed', maxUses: 1, expiresAt };
}
