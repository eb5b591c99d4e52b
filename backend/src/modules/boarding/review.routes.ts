import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BOARDING_ENDPOINTS as E, BOARDING_MESSAGES as M, type ResultOf } from '@portal/contracts';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import type { Db } from '../../db/client';
import { boardingDocuments, boardingPrecheckForms, documentTypes, merchants, tenants } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { inScope, scopeOf } from '../../http/scope';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { fullName, reachMerchant, reviewAccess, reviewReadAccess } from './boarding-access';
import { notifyMerchantUsers } from './boarding-notify';
import { advanceMerchant } from './merchant-progress';
import { precheckOf } from './precheck.routes';
import { loadRequirements } from './requirements';

type Decision = { decision: 'Accepted' | 'Rejected'; rejectReason?: string };
type Review = ResultOf<typeof E.review>;

/** The reason of a rejection (required), null for an acceptance. */
function reasonOf(d: Decision): string | null {
  if (d.decision === 'Accepted') return null;
  const reason = (d.rejectReason ?? '').trim();
  if (!reason) throw badRequest(M.reasonRequired);
  return reason;
}

async function reviewOf(db: Db, merchantId: string): Promise<Review> {
  return { precheck: await precheckOf(db, merchantId), requirements: await loadRequirements(db, merchantId) };
}

async function tenantName(db: Db, tenantId: string): Promise<string> {
  const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.name ?? '';
}

/** Merchants with something to review, in the caller's scope: a submitted form or a current document under review. */
async function queue(db: Db, principal: Principal): Promise<ResultOf<typeof E.queue>> {
  const scope = scopeOf(principal);
  const forms = await db.select({ merchantId: boardingPrecheckForms.merchantId, tenantId: boardingPrecheckForms.tenantId, status: boardingPrecheckForms.status, updatedAt: boardingPrecheckForms.updatedAt })
    .from(boardingPrecheckForms);
  const waiting = await db.select({ merchantId: boardingDocuments.merchantId, tenantId: boardingDocuments.tenantId })
    .from(boardingDocuments).where(eq(boardingDocuments.status, 'UnderReview'));
  const ids = [...new Set([...forms.filter((f) => f.status === 'Submitted').map((f) => f.merchantId), ...waiting.map((w) => w.merchantId)])];
  if (!ids.length) return [];
  const rows = await db.select({ id: merchants.id, tenantId: merchants.tenantId, name: merchants.legalBusinessName }).from(merchants).where(inArray(merchants.id, ids));
  const out: ResultOf<typeof E.queue> = [];
  for (const m of rows) {
    if (!inScope(scope, { tenantId: m.tenantId, merchantId: m.id })) continue;
    const requirements = await loadRequirements(db, m.id);
    const underReview = requirements.requirements.filter((r) => r.state === 'UnderReview').length;
    const form = forms.find((f) => f.merchantId === m.id);
    if (form?.status !== 'Submitted' && underReview === 0) continue;
    out.push({ merchantId: m.id, merchantName: m.name, precheckStatus: (form?.status ?? 'Draft') as 'Draft', documentsUnderReview: underReview, updatedAt: form?.updatedAt.toISOString() ?? null });
  }
  return out.sort((a, b) => a.merchantName.localeCompare(b.merchantName));
}

/** The tenant's review of a merchant's boarding (ADR 0098): the form and each document, accepted or rejected with a reason. */
export function reviewRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  apiRoute(app, deps, E.queue, { access: reviewReadAccess, handler: ({ principal }) => queue(db, principal) });

  apiRoute(app, deps, E.review, {
    access: reviewReadAccess,
    handler: async ({ principal, params }) => reviewOf(db, (await reachMerchant(db, principal, params.merchantId)).id),
  });

  apiRoute(app, deps, E.reviewForm, {
    access: reviewAccess,
    handler: async ({ principal, params, body }) => {
      const merchant = await reachMerchant(db, principal, params.merchantId);
      const reason = reasonOf(body);
      const [form] = await db.select().from(boardingPrecheckForms).where(eq(boardingPrecheckForms.merchantId, merchant.id));
      if (form?.status !== 'Submitted') throw new ApiError(409, M.notReviewable);
      const at = new Date();
      await db.update(boardingPrecheckForms).set({
        status: body.decision, rejectReason: reason, reviewedBy: principal.user.id, reviewedByName: fullName(principal), reviewedAt: at, updatedAt: at,
      }).where(and(eq(boardingPrecheckForms.merchantId, merchant.id), eq(boardingPrecheckForms.status, 'Submitted')));
      const tenant = await tenantName(db, merchant.tenantId);
      await notifyMerchantUsers(db, merchant.id, {
        text: body.decision === 'Accepted' ? { key: 'boarding.precheckAccepted', params: { tenant } } : { key: 'boarding.precheckRejected', params: { tenant, reason: reason! } },
        notificationType: 'PreCheckForm', objectUrl: '/boarding/precheckform',
      });
      await advanceMerchant(db, merchant.id, at);
      return reviewOf(db, merchant.id);
    },
  });

  apiRoute(app, deps, E.reviewDocument, {
    access: reviewAccess,
    handler: async ({ principal, params, body }) => {
      const [doc] = isUuid(params.id) ? await db.select().from(boardingDocuments).where(eq(boardingDocuments.id, params.id)) : [];
      if (!doc) throw notFound('Document: not found');
      const merchant = await reachMerchant(db, principal, doc.merchantId).catch(() => { throw notFound('Document: not found'); });
      const reason = reasonOf(body);
      if (doc.status !== 'UnderReview') throw new ApiError(409, M.documentNotReviewable);
      // A file replaced by a newer upload is no longer what the merchant asks to be reviewed.
      const [newest] = await db.select({ id: boardingDocuments.id }).from(boardingDocuments)
        .where(and(eq(boardingDocuments.merchantId, doc.merchantId), eq(boardingDocuments.documentTypeId, doc.documentTypeId), eq(boardingDocuments.slot, doc.slot)))
        .orderBy(desc(boardingDocuments.uploadedAt), desc(boardingDocuments.id)).limit(1);
      if (newest?.id !== doc.id) throw new ApiError(409, M.documentReplaced);
      const at = new Date();
      await db.update(boardingDocuments).set({ status: body.decision, rejectReason: reason, reviewedBy: principal.user.id, reviewedByName: fullName(principal), reviewedAt: at })
        .where(eq(boardingDocuments.id, doc.id));
      const [type] = await db.select({ name: documentTypes.name }).from(documentTypes).where(eq(documentTypes.id, doc.documentTypeId));
      const document = type?.name ?? doc.fileName;
      await notifyMerchantUsers(db, merchant.id, {
        text: body.decision === 'Accepted' ? { key: 'boarding.documentAccepted', params: { document } } : { key: 'boarding.documentRejected', params: { document, reason: reason! } },
        notificationType: 'BoardingDocuments', objectUrl: `/boarding/documents?open=${doc.id}`,
      });
      await advanceMerchant(db, merchant.id, at);
      return reviewOf(db, merchant.id);
    },
  });
}
