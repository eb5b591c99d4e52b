import { and, eq } from 'drizzle-orm';
import {
  colourProblem, httpsUrlProblem, PAYMENT_LINK_MESSAGES as M, websiteOriginProblem, type HostedPaymentSettings, type PaymentLinkBody,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { currencies, websites } from '../../db/schema';
import { ApiError, badRequest } from '../../http/errors';

/** The link's own rules (the schema checked the shapes): the amount by its type, the expiry ahead, uses not below those so far. */
export async function checkLinkBody(db: Db, body: PaymentLinkBody, merchantId: string, now: Date, existing?: { uses: number; expiresAt: Date | null }): Promise<void> {
  const usesSoFar = existing?.uses ?? 0;
  // An edit that keeps a past expiry (deactivating an expired link) is not setting one.
  const keptExpiry = !!body.expiresAt && existing?.expiresAt?.getTime() === new Date(body.expiresAt).getTime();
  if (body.amountType === 'Fixed' && !body.amount) throw badRequest(M.amountRequired);
  if (body.amountType === 'Customer') {
    if (!body.minAmount || !body.maxAmount) throw badRequest(M.minMaxRequired);
    if (body.minAmount > body.maxAmount) throw badRequest(M.minAboveMax);
  }
  if (body.expiresAt && !keptExpiry && new Date(body.expiresAt) <= now) throw badRequest(M.expiryPast);
  if (body.maxUses != null && body.maxUses < usesSoFar) throw badRequest(M.maxUsesBelowUses.replace('{{uses}}', String(usesSoFar)));
  const [site] = await db.select({ id: websites.id }).from(websites).where(and(eq(websites.id, body.websiteId), eq(websites.merchantId, merchantId)));
  if (!site) throw badRequest(M.websiteUnknown);
  const [currency] = await db.select({ active: currencies.isActive }).from(currencies).where(eq(currencies.code, body.currency));
  if (!currency?.active) throw new ApiError(422, M.currencyUnknown);
}

/** The columns a body writes: a fixed amount drops min/max, a customer's drops the amount. */
export function linkValues(body: PaymentLinkBody) {
  const fixed = body.amountType === 'Fixed';
  return {
    websiteId: body.websiteId, amountType: body.amountType, amount: fixed ? body.amount ?? null : null,
    minAmount: fixed ? null : body.minAmount ?? null, maxAmount: fixed ? null : body.maxAmount ?? null,
    currency: body.currency, description: body.description.trim(), expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    maxUses: body.maxUses ?? null, ...(body.active === undefined ? {} : { active: body.active }),
  };
}

/** The settings' rules: https origins and URLs, readable colours (the logo is checked where its file is read). */
export function checkSettings(s: HostedPaymentSettings): void {
  for (const site of s.allowedWebsites) {
    const problem = websiteOriginProblem(site);
    if (problem) throw badRequest(`${site}: ${problem}`);
  }
  for (const colour of [s.brandColour, s.accentColour]) {
    const problem = colourProblem(colour);
    if (problem) throw badRequest(problem);
  }
  for (const url of [s.successUrl, s.cancelUrl]) {
    if (url && httpsUrlProblem(url)) throw badRequest(M.httpsRequired);
  }
}
