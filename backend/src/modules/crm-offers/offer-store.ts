import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BOARDING_FEES, type BoardingFee, type OfferKind } from '@portal/contracts';
import type { Db, Queryable } from '../../db/client';
import { crmAgreements, crmOfferEvents, crmProposals, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { notifyUsers } from '../notifications/notify';
import type { KeyedText } from '../notifications/texts';
import type { Principal } from '../users/repository';
import type { OfferEntry } from './offer-entries';

export type ProposalDbRow = typeof crmProposals.$inferSelect;
export type AgreementDbRow = typeof crmAgreements.$inferSelect;
export type OfferDbRow = ProposalDbRow | AgreementDbRow;
export const tableOf = (kind: OfferKind) => (kind === 'proposal' ? crmProposals : crmAgreements);

/** Where the merchant opens an offer (the seeded notifications' paths, with the offer to open). */
export const offerLink = (kind: OfferKind, id: string) => `/boarding/${kind}?open=${id}`;

export const fullName = (p: Principal) => `${p.user.firstName} ${p.user.lastName}`.trim();

/** The table's columns plus the names the API shows (merchant, tenant) and, for a proposal, its agreement. */
const namesOf = (table: 'crm_proposals' | 'crm_agreements') => ({
  merchantName: sql<string>`(select m.legal_business_name from merchants m where m.id = ${sql.raw(`"${table}"."merchant_id"`)})`,
  tenantName: sql<string>`(select t.name from tenants t where t.id = ${sql.raw(`"${table}"."tenant_id"`)})`,
});
/** When a proposal's current version was sent: its newest Sent event of that version (null: not sent). */
export const proposalSentAt = sql<Date | null>`(select max(e.at) from crm_offer_events e where e.offer_id = "crm_proposals"."id" and e.offer_type = 'proposal' and e.action = 'Sent' and e.version = "crm_proposals"."version")`;
export const proposalOrganizationName = sql<string>`(select o.legal_name from crm_organizations o where o.id = "crm_proposals"."organization_id")`;
export const proposalColumns = {
  ...getTableColumns(crmProposals), ...namesOf('crm_proposals'),
  agreementId: sql<string | null>`(select a.id from crm_agreements a where a.proposal_id = "crm_proposals"."id")`,
  organizationName: proposalOrganizationName, sentAt: proposalSentAt,
};
export const agreementColumns = { ...getTableColumns(crmAgreements), ...namesOf('crm_agreements') };
type Named = { merchantName: string; tenantName: string };
export type ProposalListRow = ProposalDbRow & Named & { agreementId: string | null; organizationName: string | null; sentAt: Date | string | null };
export type AgreementListRow = AgreementDbRow & Named;

function commonRow(row: OfferDbRow & Named) {
  const fees = Object.fromEntries(BOARDING_FEES.map((f) => [f, Number(row[f])])) as Record<BoardingFee, number>;
  return {
    id: row.id, tenantId: row.tenantId, merchantId: row.merchantId, organizationId: row.organizationId, version: row.version,
    rejectReason: row.rejectReason, merchantName: row.merchantName ?? '', tenantName: row.tenantName ?? '',
    created: row.createdAt.toISOString(), updated: row.updatedAt.toISOString(), pricebookId: row.priceBookId,
    ...fees, respondedBy: row.respondedByName, respondedAt: row.respondedAt?.toISOString() ?? null, respondedIp: row.respondedIp,
  };
}

/** A proposal as the API answers it (section 3's fields). */
export const proposalRow = (row: ProposalListRow) => ({
  ...commonRow(row), status: row.status as 'Created', proposalBody: row.body, proposalEntries: row.entries as OfferEntry[], agreementId: row.agreementId ?? null,
  organizationName: row.organizationName ?? '', sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
});

/** An agreement as the API answers it. */
export const agreementRow = (row: AgreementListRow) => ({
  ...commonRow(row), status: row.status as 'Created', agreementBody: row.body, agreementEntries: row.entries as OfferEntry[],
  proposalId: row.proposalId, documentSha256: row.documentSha256,
});

export async function readProposal(db: Db, id: string) {
  const [row] = await db.select(proposalColumns).from(crmProposals).where(eq(crmProposals.id, id));
  return row ? proposalRow(row as ProposalListRow) : null;
}
export async function readAgreement(db: Db, id: string) {
  const [row] = await db.select(agreementColumns).from(crmAgreements).where(eq(crmAgreements.id, id));
  return row ? agreementRow(row as AgreementListRow) : null;
}

export type OfferAction = typeof crmOfferEvents.$inferInsert['action'];

/** One event of an offer's history: who (null: the system), when, from which address. */
export async function noteOfferEvent(db: Pick<Queryable, 'insert'>, kind: OfferKind, row: OfferDbRow, action: OfferAction,
  who: { principal?: Principal; request?: FastifyRequest | undefined; reason?: string | null; at?: Date } = {}): Promise<void> {
  await db.insert(crmOfferEvents).values({
    id: newId(), tenantId: row.tenantId, organizationId: row.organizationId, offerType: kind, offerId: row.id, version: row.version, action,
    userId: who.principal?.user.id ?? null, userName: who.principal ? fullName(who.principal) : null, ip: who.request?.ip ?? null,
    reason: who.reason ?? null, at: who.at ?? new Date(),
  });
}

/** A merchant user's first view of a version (later views of the same version add nothing). */
export async function noteView(db: Db, kind: OfferKind, row: OfferDbRow, principal: Principal, request?: FastifyRequest): Promise<void> {
  const [seen] = await db.select({ id: crmOfferEvents.id }).from(crmOfferEvents).where(and(
    eq(crmOfferEvents.offerId, row.id), eq(crmOfferEvents.version, row.version), eq(crmOfferEvents.action, 'Viewed'), eq(crmOfferEvents.userId, principal.user.id)));
  if (!seen) await noteOfferEvent(db, kind, row, 'Viewed', { principal, request });
}

export const eventRow = (e: typeof crmOfferEvents.$inferSelect) => ({
  id: e.id, offerType: e.offerType, offerId: e.offerId, version: e.version, action: e.action, userName: e.userName, ip: e.ip, reason: e.reason, at: e.at.toISOString(),
});

export async function historyOf(db: Db, where: { offerId?: string; organizationId?: string }) {
  const rows = await db.select().from(crmOfferEvents).where(and(
    where.offerId ? eq(crmOfferEvents.offerId, where.offerId) : undefined,
    where.organizationId ? eq(crmOfferEvents.organizationId, where.organizationId) : undefined,
  )).orderBy(asc(crmOfferEvents.at), sql`${crmOfferEvents.version}`);
  return rows.map(eventRow);
}

/** Tells the merchant's active users (a Proposal or Agreement notification that opens the offer). */
export async function notifyMerchant(db: Pick<Queryable, 'insert' | 'select'>, kind: OfferKind, row: OfferDbRow, text: KeyedText): Promise<void> {
  const recipients = await (db as Db).select({ id: users.id }).from(users)
    .where(and(eq(users.merchantId, row.merchantId), eq(users.userType, 'merchant'), eq(users.isActive, true)));
  await notifyUsers(db, recipients.map((r) => r.id), { text, notificationType: kind === 'proposal' ? 'Proposal' : 'Agreement', objectUrl: offerLink(kind, row.id), useRouter: true });
}
