import type { FastifyInstance } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { BOARDING_FEES, OFFER_MESSAGES as M, PROPOSAL_ENDPOINTS as E, PROPOSALS, type BoardingFee } from '@portal/contracts';
import { crmOfferEvents, crmPriceBooks, crmProposals, merchants, tenants } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { ApiError, badRequest } from '../../http/errors';
import { crudRoutes, listRoute, type ResourceCall } from '../../http/resource-routes';
import { sanitizeRichText } from '../../lib/rich-text';
import { reachableOrganization, tenantOfCall } from '../crm/customer-access';
import { forgetPriceBookUse, notePriceBookUse } from '../crm-pricing/price-book-usage';
import { answerOffer } from './offer-answers';
import { defaultOfferText } from './offer-texts.routes';
import { answerAccess, hiddenFromMerchant, manageAccess, reachOffer, readAccess } from './offer-access';
import { copyBookEntries, type FeeChange } from './offer-entries';
import {
  historyOf, noteOfferEvent, noteView, notifyMerchant, proposalColumns, proposalOrganizationName, proposalRow, proposalSentAt, readProposal, type ProposalDbRow, type ProposalListRow,
} from './offer-store';
import { DEFAULT_PROPOSAL_TEMPLATE, DEFAULT_SIGNATURE, renderOfferTemplate } from './offer-templates';

type ProposalBody = { organizationId: string; pricebookId: string; proposalBody?: string; proposalEntries?: FeeChange[] } & Record<BoardingFee, number>;

const owner = { tenantId: crmProposals.tenantId, merchantId: crmProposals.merchantId };
/** What a create or update used of a price book (its entries), noted after the row is stored. */
const bookUse = new WeakMap<ResourceCall, { priceBookId: string; entryIds: string[] }>();
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Proposals (ADR 0094): tenant staff draft one for a customer that is a merchant from one of the tenant's active price
 * books (its entries copied, fees changed only downwards), send it (PendingApproval, the merchant's users told), and
 * change it after sending, which makes a new version to send again. The merchant's users read and answer them.
 */
export function proposalRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  listRoute(app, deps, PROPOSALS, {
    access: readAccess('proposal'), countFrom: crmProposals, owner,
    select: (d) => d.select(proposalColumns).from(crmProposals).$dynamic(),
    columns: {
      id: crmProposals.id, status: crmProposals.status, organizationId: sql`${crmProposals.organizationId}::text` as unknown as PgColumn, created: crmProposals.createdAt, updated: crmProposals.updatedAt,
      // The tenant-wide proposals page's filters and sort (ADR 0111): subqueries of the customer's name and the sending.
      organizationName: proposalOrganizationName as unknown as PgColumn, sentAt: proposalSentAt as unknown as PgColumn,
    },
    // Drafts are the tenant's until sent.
    where: (call): SQL | undefined => (call.principal.user.userType === 'merchant' ? ne(crmProposals.status, 'Created') : undefined),
    toRow: (r: ProposalListRow) => proposalRow(r) as never,
  });

  crudRoutes(app, deps, PROPOSALS, {
    readAccess: readAccess('proposal'), access: manageAccess, table: crmProposals, owner, columns: { id: crmProposals.id },
    toRow: (async (r: ProposalDbRow, call: ResourceCall) => {
      if (hiddenFromMerchant(call.principal, r.status)) throw new ApiError(404, 'Proposal: not found');
      if (call.principal.user.userType === 'merchant') await noteView(db, 'proposal', r, call.principal);
      return readProposal(db, r.id);
    }) as never,
    toValues: async (body, call, existing: ProposalDbRow | null) => {
      const b = body as unknown as ProposalBody;
      if (existing?.status === 'Accepted') throw new ApiError(409, M.notChangeable);
      if (existing && existing.organizationId !== b.organizationId) throw badRequest('A proposal stays with its customer: make a new one for another customer');
      const tenantId = tenantOfCall(call, existing);
      const organization = await reachableOrganization(call, b.organizationId, tenantId);
      if (!organization.merchantId) throw badRequest(M.notMerchant);
      const [book] = await call.db.select({ id: crmPriceBooks.id }).from(crmPriceBooks)
        .where(and(eq(crmPriceBooks.id, b.pricebookId), eq(crmPriceBooks.tenantId, tenantId), eq(crmPriceBooks.isActive, true)));
      if (!book) throw badRequest(M.unknownPriceBook);
      const { entries, entryIds } = await copyBookEntries(call.db, book.id, b.proposalEntries, today());
      bookUse.set(call, { priceBookId: book.id, entryIds });
      const proposalBody = b.proposalBody?.trim() ? sanitizeRichText(b.proposalBody) : await templateBody(call, tenantId, organization.id);
      // A change after sending is a new version, a draft again until sent (the merchant keeps seeing none meanwhile).
      const newVersion = existing && existing.status !== 'Created';
      return {
        organizationId: organization.id, merchantId: organization.merchantId, priceBookId: book.id, body: proposalBody, entries,
        ...Object.fromEntries(BOARDING_FEES.map((f) => [f, b[f].toFixed(2)])),
        ...(existing
          ? newVersion ? { version: existing.version + 1, status: 'Created', rejectReason: null, respondedBy: null, respondedByName: null, respondedAt: null, respondedIp: null } : {}
          : { version: 1, status: 'Created', createdBy: call.principal.user.userType === 'crm' ? call.principal.user.id : null }),
        updatedAt: new Date(),
      };
    },
    inUse: async (id) => {
      const [row] = await db.select({ status: crmProposals.status, version: crmProposals.version }).from(crmProposals).where(eq(crmProposals.id, id));
      return row && (row.status !== 'Created' || row.version > 1) ? M.notDeletable : null;
    },
    afterChange: async ({ operation, id, call }) => {
      await forgetPriceBookUse(call.db, 'proposal', id);
      if (operation === 'remove') {
        await call.db.delete(crmOfferEvents).where(eq(crmOfferEvents.offerId, id));
        return;
      }
      const use = bookUse.get(call)!;
      const [tenantId] = await call.db.select({ tenantId: crmProposals.tenantId, row: crmProposals }).from(crmProposals).where(eq(crmProposals.id, id));
      await notePriceBookUse(call.db, { tenantId: tenantId!.tenantId, ...use, usedByType: 'proposal', usedById: id });
      await noteOfferEvent(call.db, 'proposal', tenantId!.row, operation === 'create' ? 'Created' : 'Changed', { principal: call.principal });
    },
  });

  /** The proposal template filled with the customer's names and the signature. */
  async function templateBody(call: ResourceCall, tenantId: string, organizationId: string): Promise<string> {
    const [names] = await call.db.select({ tenantName: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    const organization = await reachableOrganization(call, organizationId, tenantId);
    const merchantName = organization.merchantId ? (await merchantNameOf(call, organization.merchantId)) : '';
    const template = await defaultOfferText(call.db, tenantId, 'proposal-templates') ?? DEFAULT_PROPOSAL_TEMPLATE;
    const signature = await defaultOfferText(call.db, tenantId, 'proposal-signatures') ?? DEFAULT_SIGNATURE(names?.tenantName ?? '');
    return renderOfferTemplate(template, { merchantName, tenantName: names?.tenantName ?? '', customerName: merchantName, date: today(), signature });
  }

  apiRoute(app, deps, E.send, {
    access: manageAccess,
    handler: async ({ principal, params, query, request }) => {
      const row = await reachOffer(db, 'proposal', principal, params.id, query.tenantId);
      if (row.status !== 'Created') throw new ApiError(409, M.notSendable);
      const [sent] = await db.update(crmProposals).set({ status: 'PendingApproval', updatedAt: new Date() }).where(eq(crmProposals.id, row.id)).returning();
      await noteOfferEvent(db, 'proposal', sent!, 'Sent', { principal, request });
      const answer = (await readProposal(db, row.id))!;
      await notifyMerchant(db, 'proposal', sent!, { key: 'offers.proposalSent', params: { tenant: answer.tenantName, version: String(sent!.version) } });
      return answer;
    },
  });

  const answering = answerAccess('proposal');
  apiRoute(app, deps, E.respond, {
    access: answering, handler: async ({ principal, params, body, request }) => (await answerOffer(db, 'proposal', principal, request, params.id, body))!,
  });
  apiRoute(app, deps, E.accept, {
    access: answering, handler: async ({ principal, params, request }) => (await answerOffer(db, 'proposal', principal, request, params.id, { response: 'Accepted' }))!,
  });
  apiRoute(app, deps, E.reject, {
    access: answering,
    handler: async ({ principal, params, body, request }) => (await answerOffer(db, 'proposal', principal, request, params.id, { response: 'Rejected', rejectReason: body.rejectReason }))!,
  });

  apiRoute(app, deps, E.history, {
    access: manageAccess,
    handler: async ({ principal, params, query }) => historyOf(db, { offerId: (await reachOffer(db, 'proposal', principal, params.id, query.tenantId)).id }),
  });

  apiRoute(app, deps, E.organizationHistory, {
    access: manageAccess,
    handler: async ({ principal, params, query }) => {
      const call = { principal, scope: { kind: 'tenant' }, mode: 'Test', db } as unknown as ResourceCall;
      const tenantId = principal.user.userType === 'platform' ? query.tenantId : principal.user.tenantId;
      if (!tenantId) throw badRequest('tenantId is required: pick a tenant first');
      const organization = await reachableOrganization(call, params.id, tenantId);
      return historyOf(db, { organizationId: organization.id });
    },
  });
}

async function merchantNameOf(call: ResourceCall, merchantId: string): Promise<string> {
  const [m] = await call.db.select({ name: merchants.legalBusinessName }).from(merchants).where(eq(merchants.id, merchantId));
  return m?.name ?? '';
}
