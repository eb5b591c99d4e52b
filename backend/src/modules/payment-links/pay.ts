/**
 * Paying a link (ADR 0108), one path with the virtual terminal's (ADR 0054): its card rules, its routing by the
 * processing setup check and the antifraud screen, its Sale written by `takeCardPayment`; as the link's creator,
 * in the link's mode. In one database transaction (the idempotent request's):
 * 1. the link's row is locked (SELECT ... FOR UPDATE): concurrent payers queue on it, so `uses` never passes max_uses;
 * 2. a link that is inactive, used up or expired refuses (410) and nothing is written;
 * 3. the payment is taken; when it is paid (Captured), `uses` counts up and the outbox gets `payment_link.paid` (ADR 0100),
 *    committed with the payment or not at all. A declined or blocked payment is written but uses nothing.
 */
import { eq } from 'drizzle-orm';
import { PAY_PAGE_REFUSALS, PAYER_DECLINE_REASONS, payerDeclineReason, type PayResult } from '@portal/contracts';
import type { Db } from '../../db/client';
import { merchants, paymentLinkPayments, paymentLinks, transactionRejections } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { resolveScope } from '../../http/scope';
import { stableId } from '../../lib/ids';
import { StoredRefusal } from '../transactions/actions/refusal';
import { idempotent } from '../transactions/actions/idempotency';
import { actorOf } from '../transactions/actions/types';
import { loadPrincipal, type Principal } from '../users/repository';
import { checkCard, routeCardPayment, takeCardPayment } from '../virtual-terminal/take-payment';
import { queueWebhookEvent } from '../webhooks/outbox';
import { paymentLinkClock } from './clock';
import { linkStatus, type LinkRecord } from './rows';
import { settingsOf } from './routes';

export class PayRefusal extends ApiError {
  constructor(readonly refusal: keyof typeof PAY_PAGE_REFUSALS, message?: string) {
    super(PAY_PAGE_REFUSALS[refusal].status, message ?? PAY_PAGE_REFUSALS[refusal].error);
  }
}

export async function linkByToken(db: Pick<Db, 'select'>, token: string): Promise<LinkRecord> {
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.token, token));
  if (!link) throw new PayRefusal('notFound');
  return link;
}

/** The link's creator, as whom its payments are taken; a creator who can no longer sign in ends the link. */
export async function creatorOf(db: Db, link: LinkRecord): Promise<Principal> {
  const principal = await loadPrincipal(db, link.createdBy);
  if (!principal || !principal.user.isActive || principal.user.deletedAt) throw new PayRefusal('inactive');
  return principal;
}

const REFUSAL_BY_STATUS = { Inactive: 'inactive', UsedUp: 'usedUp', Expired: 'expired' } as const;

export interface PayInput {
  requestId: string; cardNumber: string; expiryMonth: number; expiryYear: number; cvc: string; cardholderName: string; amount?: number;
}

/** The amount to charge: the link's, or the customer's within the link's range. */
function amountOf(link: LinkRecord, input: PayInput, format: (minor: number) => string): number {
  if (link.amountType === 'Fixed') return link.amount!;
  const amount = input.amount ?? 0;
  if (amount < link.minAmount! || amount > link.maxAmount!) {
    throw new PayRefusal('amountOutOfRange', PAY_PAGE_REFUSALS.amountOutOfRange.error.replace('{{min}}', format(link.minAmount!)).replace('{{max}}', format(link.maxAmount!)));
  }
  return amount;
}

export async function payLink(db: Db, token: string, input: PayInput, format: (minor: number) => string): Promise<PayResult> {
  const link = await linkByToken(db, token);
  const now = paymentLinkClock.now();
  const status = linkStatus(link, now);
  if (status !== 'Active') throw new PayRefusal(REFUSAL_BY_STATUS[status]);
  checkCard(input, now);
  const amount = amountOf(link, input, format);
  const principal = await creatorOf(db, link);
  const scope = await resolveScope(db, principal);
  const payment = { merchantId: link.merchantId, websiteId: link.websiteId, cardNumber: input.cardNumber, expiryMonth: input.expiryMonth,
    expiryYear: input.expiryYear, cvc: input.cvc, cardholderName: input.cardholderName, amount, currency: link.currency };
  const mode = link.mode as 'Test' | 'Live';
  const route = await routeCardPayment(db, scope, payment, mode);
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  const answer = await idempotent(db, {
    // One page's attempt is one request, whichever link: the id is the page's, scoped by the token.
    requestId: stableId(`pay:${token}:${input.requestId}`), userId: principal.user.id, action: 'paymentLink', target: link.id,
    request: { amount, card: `${digits.slice(0, 6)}…${digits.slice(-4)}`, name: input.cardholderName.trim(), expiry: `${input.expiryMonth}/${input.expiryYear}` },
  }, async (tx) => {
    const [locked] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, link.id)).for('update');
    const lockedStatus = linkStatus(locked!, now);
    if (lockedStatus !== 'Active') {
      const refusal = REFUSAL_BY_STATUS[lockedStatus];
      throw new StoredRefusal(PAY_PAGE_REFUSALS[refusal].status, PAY_PAGE_REFUSALS[refusal].error);
    }
    const result = await takeCardPayment({ tx, actor: actorOf(principal), scope, headers: { mode }, now }, payment, route);
    const paid = result.status === 'Captured';
    await tx.insert(paymentLinkPayments).values({ transactionId: result.transactionId, linkId: link.id, paid, createdAt: now });
    if (paid) {
      const [counted] = await tx.update(paymentLinks).set({ uses: locked!.uses + 1, lastPaidAt: now }).where(eq(paymentLinks.id, link.id)).returning();
      const [merchant] = await tx.select({ tenantId: merchants.tenantId }).from(merchants).where(eq(merchants.id, link.merchantId));
      await queueWebhookEvent(tx, {
        tenantId: merchant!.tenantId, merchantId: link.merchantId, type: 'payment_link.paid', at: now, transactionId: result.transactionId,
        data: {
          object: 'payment_link', id: link.id, description: link.description, mode, uses: counted!.uses, max_uses: counted!.maxUses,
          transaction: { id: result.transactionId, external_id: result.externalId, amount: result.amount, currency: result.currency, status: result.status },
        },
      });
    }
    // The provider's code of a decline picks what the payer is told; a payment the screen blocked has none (ADR 0145).
    const [rejection] = result.status === 'Declined'
      ? await tx.select({ code: transactionRejections.reasonCode }).from(transactionRejections).where(eq(transactionRejections.transactionId, result.transactionId))
      : [];
    return {
      paid, status: result.status, externalId: result.externalId, amount: result.amount, currency: result.currency,
      payerReason: paid ? null : payerDeclineReason(rejection?.code), payerMessage: result.payerMessage,
    };
  });
  if (!answer.ok) throw new ApiError(answer.status, answer.body.error);
  const settings = await settingsOf(db, link.merchantId);
  // Picked field by field: an answer stored before ADR 0145 also carries the recorded reason, never shown to the payer.
  const { paid, status: paymentStatus, externalId, amount: charged, currency, payerReason, payerMessage } = answer.body;
  const redirectUrl = paid && settings.successUrl ? withQuery(settings.successUrl, { payment_link: link.id, payment: externalId }) : null;
  // The payer reads the merchant's own words for a decline when its error mappings have them (ADR 0143), else what
  // the code lets the payer act on (ADR 0145).
  const message = paid ? 'Paid' : payerMessage ?? payerReason ?? PAYER_DECLINE_REASONS.generic;
  return { paid, status: paymentStatus, externalId, amount: charged, currency, message, redirectUrl };
}

function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}
