import type { FastifyInstance } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { BOARDING_MERCHANTS, type PrecheckStatus, type ResourceRowOf } from '@portal/contracts';
import { merchants } from '../../db/schema';
import type { ApiDeps } from '../../http/deps';
import { listRoute } from '../../http/resource-routes';
import { reviewReadAccess } from './boarding-access';
import { loadRequirements } from './requirements';

type QueueRow = ResourceRowOf<typeof BOARDING_MERCHANTS>;

// Spelled out: drizzle leaves columns unqualified in a one-table select, and the subqueries name their own tables.
const MERCHANT = sql.raw('"merchants"."id"');
const precheckStatus = sql<string>`coalesce((select f.status from boarding_precheck_forms f where f.merchant_id = ${MERCHANT}), 'Draft')`;
/** A current document (the newest upload of its type and slot) in `status`, or accepted and past its type's validity. */
const currentDocument = (condition: SQL) => sql`exists (select 1 from boarding_documents d join document_types t on t.id = d.document_type_id
  where d.merchant_id = ${MERCHANT} and ${condition} and not exists (select 1 from boarding_documents n where n.merchant_id = d.merchant_id
  and n.document_type_id = d.document_type_id and n.slot = d.slot and (n.uploaded_at > d.uploaded_at or (n.uploaded_at = d.uploaded_at and n.id > d.id))))`;
const waitingForReview = sql`(${precheckStatus} = 'Submitted' or ${currentDocument(sql`d.status = 'UnderReview'`)})`;
const hasRejected = sql`(${precheckStatus} = 'Rejected' or ${currentDocument(sql`d.status = 'Rejected'`)})`;
const hasExpired = currentDocument(sql`d.status = 'Accepted' and t.validity_months is not null and d.reviewed_at + make_interval(months => t.validity_months) <= now()`);
const lastActivityAt = sql<Date | null>`greatest((select f.updated_at from boarding_precheck_forms f where f.merchant_id = ${MERCHANT}),
  (select max(greatest(d.uploaded_at, d.reviewed_at)) from boarding_documents d where d.merchant_id = ${MERCHANT}))`;

const queueColumns = {
  id: merchants.id, tenantId: merchants.tenantId, merchantName: merchants.legalBusinessName, boardingStage: merchants.boardingStage, processingStatus: merchants.processingStatus,
  precheckStatus,
  organizationId: sql<string | null>`(select o.id::text from crm_organizations o where o.merchant_id = ${MERCHANT} order by o.created_at limit 1)`,
  lastActivityAt,
};
type QueueDbRow = { id: string; tenantId: string; merchantName: string; boardingStage: string; processingStatus: string; precheckStatus: string; organizationId: string | null; lastActivityAt: Date | string | null };

/**
 * The tenant's boarding queue (ADR 0098): merchants not yet Completed, or with a document waiting, rejected or expired;
 * each with what is due, under review and rejected (the requirements as the merchant sees them), filtered by the
 * form's status, the stage and whether something waits for review or was rejected.
 */
export function boardingQueueRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  listRoute(app, deps, BOARDING_MERCHANTS, {
    access: reviewReadAccess, countFrom: merchants, owner: { tenantId: merchants.tenantId, merchantId: merchants.id },
    select: (d) => d.select(queueColumns).from(merchants).$dynamic(),
    columns: {
      id: merchants.id, merchantName: merchants.legalBusinessName, boardingStage: merchants.boardingStage,
      precheckStatus: precheckStatus as unknown as PgColumn, lastActivityAt: lastActivityAt as unknown as PgColumn,
      waitingForReview: waitingForReview as unknown as PgColumn, hasRejected: hasRejected as unknown as PgColumn,
    },
    where: () => sql`(${merchants.boardingStage} <> 'Completed' or ${waitingForReview} or ${hasRejected} or ${hasExpired})`,
    toRow: (async (r: QueueDbRow): Promise<QueueRow> => {
      const { requirements } = await loadRequirements(db, r.id);
      const count = (state: string) => requirements.filter((x) => x.state === state).length;
      return {
        id: r.id, tenantId: r.tenantId, merchantName: r.merchantName, organizationId: r.organizationId, boardingStage: r.boardingStage, processingStatus: r.processingStatus,
        precheckStatus: r.precheckStatus as PrecheckStatus, due: count('CurrentlyDue'), underReview: count('UnderReview'), rejected: count('Rejected'),
        lastActivityAt: r.lastActivityAt ? new Date(r.lastActivityAt).toISOString() : null,
      };
    }) as never,
  });
}
