import type { FastifyInstance } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ne, sql, type SQL } from 'drizzle-orm';
import { AGREEMENT_ENDPOINTS as E, AGREEMENTS } from '@portal/contracts';
import { crmAgreements } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { ApiError, notFound } from '../../http/errors';
import { crudRoutes, listRoute, type ResourceCall } from '../../http/resource-routes';
import type { Principal } from '../users/repository';
import { answerOffer } from './offer-answers';
import { verifyAgreementHash } from './verify/lookup';
import { answerAccess, hiddenFromMerchant, manageAccess, reachOffer, readAccess } from './offer-access';
import { agreementColumns, agreementRow, historyOf, noteView, readAgreement, type AgreementDbRow, type AgreementListRow } from './offer-store';

const owner = { tenantId: crmAgreements.tenantId, merchantId: crmAgreements.merchantId };

/** Nobody signed in: the verify call is public (whoever holds a file may check it), and reads nothing else. */
const anyone = async (): Promise<Principal> => ({
  user: { id: '', userType: 'anonymous' }, role: { scaRequiredPermissions: [] }, tenant: null, merchant: null, permissions: new Set<string>(),
}) as unknown as Principal;

/**
 * Agreements (ADR 0094): made by accepting a proposal, answered by the merchant's users like a proposal; accepting one
 * stores the PDF of what was accepted and its SHA-256, downloadable by both sides and checked by a public call.
 */
export function agreementRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  listRoute(app, deps, AGREEMENTS, {
    access: readAccess('agreement'), countFrom: crmAgreements, owner,
    select: (d) => d.select(agreementColumns).from(crmAgreements).$dynamic(),
    columns: { id: crmAgreements.id, status: crmAgreements.status, organizationId: sql`${crmAgreements.organizationId}::text` as unknown as PgColumn, created: crmAgreements.createdAt, updated: crmAgreements.updatedAt },
    where: (call): SQL | undefined => (call.principal.user.userType === 'merchant' ? ne(crmAgreements.status, 'Created') : undefined),
    toRow: (r: AgreementListRow) => agreementRow(r) as never,
  });

  // The public verify call first: agreements/verify/:sha256 before the resource's agreements/:id. Per address limited.
  apiRoute(app, deps, E.verify, {
    authenticate: anyone, rateLimited: true,
    handler: async ({ params }) => (await verifyAgreementHash(db, params.sha256)).answer,
  });

  crudRoutes(app, deps, AGREEMENTS, {
    readAccess: readAccess('agreement'), access: manageAccess, table: crmAgreements, owner, columns: { id: crmAgreements.id },
    toRow: (async (r: AgreementDbRow, call: ResourceCall) => {
      if (hiddenFromMerchant(call.principal, r.status)) throw new ApiError(404, 'Agreement: not found');
      if (call.principal.user.userType === 'merchant') await noteView(db, 'agreement', r, call.principal);
      return readAgreement(db, r.id);
    }) as never,
    toValues: () => {
      throw new ApiError(405, 'Agreements are made by accepting a proposal');
    },
  });

  const answering = answerAccess('agreement');
  apiRoute(app, deps, E.respond, {
    access: answering, handler: async ({ principal, params, body, request }) => (await answerOffer(db, 'agreement', principal, request, params.id, body, deps.config.publicOrigin))!,
  });
  apiRoute(app, deps, E.accept, {
    access: answering, handler: async ({ principal, params, request }) => (await answerOffer(db, 'agreement', principal, request, params.id, { response: 'Accepted' }, deps.config.publicOrigin))!,
  });
  apiRoute(app, deps, E.reject, {
    access: answering,
    handler: async ({ principal, params, body, request }) => (await answerOffer(db, 'agreement', principal, request, params.id, { response: 'Rejected', rejectReason: body.rejectReason }, deps.config.publicOrigin))!,
  });

  apiRoute(app, deps, E.history, {
    access: manageAccess,
    handler: async ({ principal, params, query }) => historyOf(db, { offerId: (await reachOffer(db, 'agreement', principal, params.id, query.tenantId)).id }),
  });

  apiRoute(app, deps, E.document, {
    access: readAccess('agreement'),
    handler: async ({ principal, params, query, reply }) => {
      const row = await reachOffer(db, 'agreement', principal, params.id, query.tenantId);
      if (!row.document) throw notFound('The agreement is not accepted yet: it has no document');
      void reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="agreement-${row.id}-v${row.version}.pdf"`);
      return Buffer.from(row.document, 'base64') as never;
    },
  });
}
