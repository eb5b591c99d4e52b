import { sql } from 'drizzle-orm';
import type { CrmClosedState, CrmDealKind } from '@portal/contracts';
import { crmDeals } from '../../db/schema';

// Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would be ambiguous in a subquery.
const D = (column: string) => sql.raw(`"crm_deals"."${column}"`);
/** The currency's decimal places (2 when unknown or none). */
const places = sql`coalesce((select c.decimal_places from currencies c where c.code = ${D('currency_code')}), 2)`;

/** A record's columns as the list, the board and the form read them (names joined, amounts at the currency's places). */
export const dealColumns = {
  id: crmDeals.id, tenantId: crmDeals.tenantId, kind: crmDeals.kind, organizationId: crmDeals.organizationId, contactId: crmDeals.contactId,
  name: crmDeals.name, currencyCode: crmDeals.currencyCode, expectedCloseDate: crmDeals.expectedCloseDate,
  pipelineId: crmDeals.pipelineId, stageId: crmDeals.stageId, probability: crmDeals.probability, ownerId: crmDeals.ownerId,
  closedState: crmDeals.closedState, closeReason: crmDeals.closeReason, closedAt: crmDeals.closedAt,
  stageEnteredAt: crmDeals.stageEnteredAt, lastActivityAt: crmDeals.lastActivityAt, createdAt: crmDeals.createdAt, updatedAt: crmDeals.updatedAt,
  amount: sql<string | null>`round(${D('amount')}, ${places})::text`,
  weightedAmount: sql<string | null>`round(${D('amount')} * ${D('probability')} / 100.0, ${places})::text`,
  organizationName: sql<string>`(select o.legal_name from crm_organizations o where o.id = ${D('organization_id')})`,
  contactName: sql<string | null>`(select p.first_name || ' ' || p.last_name from crm_contacts p where p.id = ${D('contact_id')})`,
  pipelineName: sql<string>`(select p.name from pipelines p where p.id = ${D('pipeline_id')})`,
  stageName: sql<string>`(select s.name from pipeline_stages s where s.id = ${D('stage_id')})`,
  ownerName: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${D('owner_id')})`,
  isRotting: sql<boolean>`(${D('closed_state')} is null and coalesce((select ${D('last_activity_at')} < now() - s.rotting_days * interval '1 day'
    from pipeline_stages s where s.id = ${D('stage_id')} and s.rotting_days is not null), false))`,
  /** The card order's key as PostgreSQL prints it (a cursor keeps its microseconds). */
  enteredKey: sql<string>`${D('stage_entered_at')}::text`,
  // The stage's checklist (ADR 0093): its activity set's size, and the ticks of activities it still lists.
  checklistTotal: sql<number | null>`(select cardinality(a.activities) from pipeline_stages s join activity_sets a on a.id = s.activity_set_id where s.id = ${D('stage_id')})`,
  checklistDone: sql<number | null>`(select count(k.id)::int from pipeline_stages s join activity_sets a on a.id = s.activity_set_id
    left join crm_activity_ticks k on k.deal_id = ${D('id')} and k.activity_set_id = a.id and k.activity = any(a.activities) where s.id = ${D('stage_id')})`,
};

export type DealDbRow = typeof crmDeals.$inferSelect & {
  amount: string | null; weightedAmount: string | null; organizationName: string; contactName: string | null; pipelineName: string;
  stageName: string; ownerName: string | null; isRotting: boolean; enteredKey: string; checklistTotal: number | null; checklistDone: number | null;
};

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** The row the contract answers. */
export const toDealRow = (r: DealDbRow) => ({
  id: r.id, tenantId: r.tenantId, kind: r.kind as CrmDealKind, organizationId: r.organizationId, organizationName: r.organizationName ?? '',
  contactId: r.contactId, contactName: r.contactName, name: r.name, amount: r.amount, currencyCode: r.currencyCode, weightedAmount: r.weightedAmount,
  expectedCloseDate: r.expectedCloseDate, pipelineId: r.pipelineId, pipelineName: r.pipelineName ?? '', stageId: r.stageId, stageName: r.stageName ?? '',
  probability: Number(r.probability), ownerId: r.ownerId, ownerName: r.ownerName, closedState: r.closedState as CrmClosedState | null,
  closeReason: r.closeReason, closedAt: iso(r.closedAt), stageEnteredAt: iso(r.stageEnteredAt)!, lastActivityAt: iso(r.lastActivityAt)!,
  isRotting: r.isRotting === true || (r.isRotting as unknown) === 't', createdAt: iso(r.createdAt)!, updatedAt: iso(r.updatedAt)!,
  checklistDone: r.checklistTotal === null ? null : Number(r.checklistDone ?? 0), checklistTotal: r.checklistTotal === null ? null : Number(r.checklistTotal),
});
export type DealRow = ReturnType<typeof toDealRow>;
