import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../../db/client';
import { dailyReportFiles, merchants } from '../../../db/schema';
import { apiRoute } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { badRequest, notFound } from '../../../http/errors';
import { resolveScope, scopeWhere } from '../../../http/scope';
import { attachment } from '../../../lib/content-disposition';
import { DAILY_FILE_NAME, REPORT_FILE_ENDPOINTS } from '@portal/contracts';
import { pagedQuery } from '../../../lib/paged-query';
import type { Principal } from '../../users/repository';
import { CSV_CONTENT_TYPE } from '../../transactions/export/export-job';
import { visibleReport } from '../routes';

/** The files of the caller's scope; the caller must be allowed the transactions-daily report (permission, settings). */
async function filesWhere(db: Db, principal: Principal) {
  await visibleReport(db, principal, 'transactions-daily');
  const scope = await resolveScope(db, principal);
  return scopeWhere(scope, { tenantId: dailyReportFiles.tenantId, merchantId: dailyReportFiles.merchantId });
}

/**
 * One file by its exact name, in the caller's scope: anything but a plain file name (a path, "..") is a 400, a name
 * that is not the caller's a 404 (the same answer as one that does not exist: names are not confirmed).
 */
async function sendFile(db: Db, principal: Principal, name: string, reply: FastifyReply) {
  if (!DAILY_FILE_NAME.test(name) || name.includes('..')) throw badRequest('fileName must be a file name');
  const where = await filesWhere(db, principal);
  const [file] = await db.select({ name: dailyReportFiles.name, content: dailyReportFiles.content }).from(dailyReportFiles)
    .where(and(eq(dailyReportFiles.name, name), where));
  if (!file) throw notFound('File not found');
  void reply.header('content-type', CSV_CONTENT_TYPE).header('content-disposition', attachment(file.name)).header('cache-control', 'no-store');
  return Buffer.from(file.content, 'utf8');
}

/** The daily report files (spec part 2 section 7.12, issue 12 deliverable 3, ADR 0057): list and download. */
export function dailyFileRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const E = REPORT_FILE_ENDPOINTS;

  apiRoute(app, deps, E.dailyFiles, {
    handler: async ({ principal, query }) => {
      const { rows, count } = await pagedQuery({
        db,
        select: db.select({
          name: dailyReportFiles.name, day: dailyReportFiles.day, merchantName: merchants.legalBusinessName, rows: dailyReportFiles.rows,
          size: dailyReportFiles.size, createdAt: dailyReportFiles.createdAt,
        }).from(dailyReportFiles).leftJoin(merchants, eq(merchants.id, dailyReportFiles.merchantId)).$dynamic(),
        countFrom: dailyReportFiles,
        where: await filesWhere(db, principal),
        // Newest day first; the tenant's file before its merchants' files, those by merchant name.
        order: [
          { column: dailyReportFiles.day, direction: 'desc' }, { column: sql`${dailyReportFiles.merchantId} IS NOT NULL`, direction: 'asc' },
          { column: merchants.legalBusinessName, direction: 'asc' }, { column: dailyReportFiles.name, direction: 'asc' },
        ],
        page: { pageIndex: query.pageIndex, pageSize: query.PageSize }, count: { exact: true },
      });
      return { count, data: rows.map((r) => ({ ...r, merchantName: r.merchantName ?? null, createdAt: r.createdAt.toISOString() })) };
    },
  });
  apiRoute(app, deps, E.dailyFile, { handler: async ({ principal, params, reply }) => sendFile(db, principal, params.name, reply) });
  apiRoute(app, deps, E.crmFile, { handler: async ({ principal, query, reply }) => sendFile(db, principal, query.fileName, reply) });
}
