import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { transactions } from '../../../db/schema';
import { answerWith, apiRoute } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { resolveScope } from '../../../http/scope';
import { attachment } from '../../../lib/content-disposition';
import { checkExportQuota, exportOwnerOf, type ExportOwner } from '../../../jobs/export-quota';
import { countUpTo } from '../../../lib/paged-query';
import { readerLanguage } from '../../../lib/reader-language';
import { TRANSACTION_ENDPOINTS, type TransactionExportJob } from '@portal/contracts';
import type { Principal } from '../../users/repository';
import { mayExport } from '../access';
import { readTenantId } from '../query';
import { exportLines } from './export-csv';
import { CSV_CONTENT_TYPE, EXPORT_QUEUE, type ExportJob } from './export-job';
import { exportRequestOf, exportWhere, type ExportRequest } from './export-request';

/** Whose clock and words the file is in: the profile's time zone; the portal's language, else the profile's. */
const readerOf = (principal: Principal, request: FastifyRequest) => ({
  timeZone: principal.user.timeZone,
  language: readerLanguage(request.headers['accept-language'], principal.user.language),
});

/**
 * The file itself when the rows fit EXPORT_SYNC_LIMIT (counted up to the limit, never further), streamed
 * from keyset pages; otherwise a background job for the caller and 202.
 */
async function answerExport(deps: ApiDeps, owner: ExportOwner, request: ExportRequest, reply: FastifyReply) {
  const limit = deps.config.exportSyncLimit;
  if (await countUpTo(deps.db, transactions, exportWhere(request), limit) > limit) {
    await checkExportQuota(deps.jobs, owner);
    const jobId = await deps.jobs.send<ExportJob>(EXPORT_QUEUE, { userId: owner.userId, tenantId: owner.tenantId, request });
    const job: TransactionExportJob = { jobId, fileName: request.fileName, notifies: true };
    return answerWith(202, job);
  }
  void reply.header('content-type', CSV_CONTENT_TYPE).header('content-disposition', attachment(request.fileName)).header('cache-control', 'no-store');
  return Readable.from(exportLines(deps.db, request));
}

/**
 * Exports of the three transaction lookups (issue 10 deliverable 4, ADR 0045): `csv?timezoneOffset=` beside
 * each lookup, with its filters, sort and scope, the chosen columns and the Mode header's rows.
 */
export function transactionExportRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const E = TRANSACTION_ENDPOINTS;

  apiRoute(app, deps, E.tenantExport, {
    access: { userTypes: ['crm', 'platform'] },
    handler: async ({ mode, principal, query, reply, request }) => {
      mayExport(principal);
      // Platform staff export one tenant's lookup by naming it, as they look it up.
      const scope = await resolveScope(db, principal, { tenantId: readTenantId(query), tenantRequired: true });
      return answerExport(deps, exportOwnerOf(principal), exportRequestOf('tenant', scope, mode, query, new Date(), readerOf(principal, request)), reply);
    },
  });

  apiRoute(app, deps, E.platformExport, {
    access: { userTypes: ['platform'] },
    handler: async ({ mode, principal, query, reply, request }) => {
      mayExport(principal);
      const scope = await resolveScope(db, principal, { tenantIds: query.tenantIds ?? [] });
      return answerExport(deps, exportOwnerOf(principal), exportRequestOf('platform', scope, mode, query, new Date(), readerOf(principal, request)), reply);
    },
  });

  apiRoute(app, deps, E.merchantExport, {
    access: { userTypes: ['merchant'] },
    handler: async ({ mode, principal, query, reply, request }) => {
      mayExport(principal);
      const scope = await resolveScope(db, principal, {});
      return answerExport(deps, exportOwnerOf(principal), exportRequestOf('merchant', scope, mode, query, new Date(), readerOf(principal, request)), reply);
    },
  });
}
