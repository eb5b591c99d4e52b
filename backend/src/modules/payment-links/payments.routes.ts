/**
 * One payment link's payments (ADR 0108, 0110): every attempt through its public page, paid or declined, with the
 * transaction the lookup shows. Read from the transactions (their tenant, merchant and mode are the scope's owner
 * columns), limited to the link's payments; a link the caller cannot see (another merchant's, another tenant's, the
 * other mode's) answers 404 before anything is read.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PAYMENT_LINK_PAYMENTS_RESOURCE, PAYMENT_LINK_PERMISSIONS as P, type PaymentLinkPaymentRow } from '@portal/contracts';
import { paymentLinkPayments, paymentLinks, transactions } from '../../db/schema';
import type { Access } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { listRoute } from '../../http/resource-routes';
import { isUuid } from '../../lib/ids';

const LINKS: Access = { userTypes: ['merchant'], anyPermission: [P.links] };
const NOT_FOUND = 'This payment link does not exist';

type Joined = { tx: typeof transactions.$inferSelect; payment: typeof paymentLinkPayments.$inferSelect };

export function paymentLinkPaymentsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const paymentsWhere = (condition: ReturnType<typeof eq>) =>
    inArray(transactions.id, deps.db.select({ id: paymentLinkPayments.transactionId }).from(paymentLinkPayments).where(condition));

  listRoute(app, deps, PAYMENT_LINK_PAYMENTS_RESOURCE, {
    access: LINKS,
    select: (db) => db.select({ tx: transactions, payment: paymentLinkPayments }).from(transactions)
      .innerJoin(paymentLinkPayments, eq(paymentLinkPayments.transactionId, transactions.id)).$dynamic(),
    countFrom: transactions,
    columns: { id: transactions.id, createdAt: transactions.createdAt },
    owner: { tenantId: transactions.tenantId, merchantId: transactions.merchantId, mode: transactions.mode },
    parent: async ({ principal, mode, db }, query) => {
      const linkId = typeof query.linkId === 'string' ? query.linkId : '';
      const [link] = isUuid(linkId) && principal.user.merchantId
        ? await db.select({ id: paymentLinks.id }).from(paymentLinks)
          .where(and(eq(paymentLinks.id, linkId), eq(paymentLinks.merchantId, principal.user.merchantId), eq(paymentLinks.mode, mode)))
        : [];
      if (!link) throw notFound(NOT_FOUND);
    },
    filterWhere: {
      // `parent` has checked it is one link of the caller's.
      linkId: (value) => (typeof value === 'string' && isUuid(value) ? paymentsWhere(eq(paymentLinkPayments.linkId, value)) : sql`false`),
      paid: (value) => (value === undefined || value === '' ? undefined : paymentsWhere(eq(paymentLinkPayments.paid, value === true || value === 'true'))),
    },
    toRow: (({ tx, payment }: Joined): PaymentLinkPaymentRow => ({
      id: tx.id, linkId: payment.linkId, createdAt: payment.createdAt.toISOString(), paid: payment.paid, transactionId: tx.id, externalId: tx.externalId,
      amount: tx.amount, currency: tx.currency, status: tx.status, cardLast4: tx.cardLast4,
    })) as never,
  });
}
