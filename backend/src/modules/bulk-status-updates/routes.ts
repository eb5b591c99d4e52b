import type { FastifyInstance } from 'fastify';
import { answerWith, apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { ApiError, notFound } from '../../http/errors';
import { bulkStatusUpdateItems, bulkStatusUpdates } from '../../db/schema';
import { attachment } from '../../lib/content-disposition';
import { toCsv } from '../../lib/csv';
import { newId } from '../../lib/ids';
import { BULK_CSV_HEADER, BULK_MESSAGES, BULK_UPDATE_ENDPOINTS, BULK_UPDATE_PERMISSIONS } from '@portal/contracts';
import { BULK_UPDATE_QUEUE, type BulkUpdateJob } from './job';
import { previewLines } from './resolve';
import { findUpdate, itemsOf, summaryOf, updateDetail, updatePage } from './repository';
import { localDateTime } from '../transactions/export/export-format';

const NOT_FOUND = 'Bulk update not found';

/**
 * Platform bulk status updates (issue 13 part A, ADR 0050): preview, queue, history, detail and the CSV of
 * outcomes. Platform staff holding Platform.Transaction.Actions.TransactionStatusChange only; the Mode header
 * picks the transactions (and the history) of Test or Live.
 */
export function bulkStatusUpdateRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const E = BULK_UPDATE_ENDPOINTS;
  const platform = { userTypes: ['platform' as const], anyPermission: [BULK_UPDATE_PERMISSIONS.request] };

  /** The reason as the action will record it (trimmed; blank is refused, as the browser refuses it). */
  const reasonOf = (reason: string) => {
    const trimmed = reason.trim();
    if (!trimmed) throw new ApiError(422, BULK_MESSAGES.reasonRequired);
    return trimmed;
  };

  apiRoute(app, deps, E.preview, {
    access: platform,
    handler: async ({ mode, body }) => {
      reasonOf(body.reason);
      const lines = await previewLines(db, body.references, body.targetStatus, mode);
      return { targetStatus: body.targetStatus, lines, ready: lines.filter((l) => l.verdict === 'Ready').length };
    },
  });

  apiRoute(app, deps, E.create, {
    access: platform,
    handler: async ({ mode, principal, body }) => {
      const reason = reasonOf(body.reason);
      const lines = await previewLines(db, body.references, body.targetStatus, mode);
      if (!lines.some((l) => l.verdict === 'Ready')) throw new ApiError(422, BULK_MESSAGES.nothingReady);
      const id = newId();
      const name = `${principal.user.firstName} ${principal.user.lastName}`.trim();
      // The request and every line at once: lines the preview refused keep their verdict as their outcome.
      await db.transaction(async (tx) => {
        await tx.insert(bulkStatusUpdates).values({
          id, requestedBy: principal.user.id, requestedByName: name, targetStatus: body.targetStatus, reason, mode, status: 'Queued',
          total: lines.length, refused: lines.filter((l) => l.verdict !== 'Ready').length,
        });
        await tx.insert(bulkStatusUpdateItems).values(lines.map((l) => ({
          updateId: id, line: l.line, reference: l.reference, transactionId: l.transaction?.transactionId ?? null, tenantId: l.transaction?.tenantId ?? null,
          outcome: l.verdict === 'Ready' ? 'Pending' : l.verdict, message: l.verdict === 'Ready' ? '' : l.message,
          statusBefore: l.transaction?.status ?? null, statusAfter: l.verdict === 'Ready' ? null : l.transaction?.status ?? null,
        })));
      });
      await deps.jobs.send<BulkUpdateJob>(BULK_UPDATE_QUEUE, { updateId: id });
      return answerWith(202, summaryOf((await findUpdate(db, id))!));
    },
  });

  apiRoute(app, deps, E.list, {
    access: platform,
    handler: ({ mode, query }) => updatePage(db, mode, { pageIndex: query.pageIndex ?? 0, pageSize: query.pageSize ?? 20 }),
  });

  const one = async (id: string, mode: 'Test' | 'Live') => {
    const row = await findUpdate(db, id);
    if (!row || row.mode !== mode) throw notFound(NOT_FOUND);
    return row;
  };

  apiRoute(app, deps, E.detail, {
    access: platform,
    handler: async ({ mode, params }) => updateDetail(db, await one(params.updateId, mode)),
  });

  apiRoute(app, deps, E.csv, {
    access: platform,
    handler: async ({ mode, params, reply, principal }) => {
      const row = await one(params.updateId, mode);
      const items = await itemsOf(db, row.id);
      // The update's day on the caller's profile clock (ADR 0069); the file holds no other date.
      const [dd, mm, yyyy] = localDateTime(row.createdAt, principal.user.timeZone).slice(0, 10).split('/');
      const fileName = `bulk-status-update-${yyyy}-${mm}-${dd}-${row.id.slice(0, 8)}.csv`;
      void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(fileName)).header('cache-control', 'no-store');
      return toCsv(BULK_CSV_HEADER, items.map((i) => [i.line, i.reference, i.transactionId ?? '', i.externalId ?? '', i.outcome, i.message, i.statusBefore ?? '', i.statusAfter ?? '']));
    },
  });
}
