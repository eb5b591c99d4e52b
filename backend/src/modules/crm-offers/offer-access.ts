import { eq } from 'drizzle-orm';
import { OFFER_PERMISSIONS, PENDING_STATUS, type OfferKind } from '@portal/contracts';
import type { Access } from '../../http/api-route';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { inScope, scopeOf } from '../../http/scope';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { tableOf, type AgreementDbRow, type ProposalDbRow } from './offer-store';

/**
 * Section 6: an offer is read with its permission or CRM.Dashboard.View; tenant staff who manage customers read and
 * write them too (offers live on the customer's record), those who read customers read them (the proposals page, ADR 0111).
 */
export const readAccess = (kind: OfferKind): Access => ({
  userTypes: ['merchant', 'crm', 'platform'], anyPermission: [...OFFER_PERMISSIONS[kind], OFFER_PERMISSIONS.manage, OFFER_PERMISSIONS.read],
});
export const manageAccess: Access = { userTypes: ['crm', 'platform'], anyPermission: [OFFER_PERMISSIONS.manage] };
/** Answering: the offer's permission (or CRM.Dashboard.View); the handler then admits the merchant's own users only. */
export const answerAccess = (kind: OfferKind): Access => ({ anyPermission: [...OFFER_PERMISSIONS[kind]] });

/** A merchant never sees a draft (a first draft, or a new version not sent yet). */
export const hiddenFromMerchant = (principal: Principal, status: string) => principal.user.userType === 'merchant' && status === 'Created';
export const isPending = (kind: OfferKind, status: string) => status === PENDING_STATUS[kind];

/** The offer if the caller's scope reaches it (merchants: their merchant's, sent ones); 404 otherwise. */
export async function reachOffer(db: Db, kind: 'proposal', principal: Principal, id: string, tenantId?: string): Promise<ProposalDbRow>;
export async function reachOffer(db: Db, kind: 'agreement', principal: Principal, id: string, tenantId?: string): Promise<AgreementDbRow>;
export async function reachOffer(db: Db, kind: OfferKind, principal: Principal, id: string, tenantId?: string): Promise<ProposalDbRow | AgreementDbRow> {
  const table = tableOf(kind);
  const [row] = isUuid(id) ? await db.select().from(table).where(eq(table.id, id)) : [];
  const title = kind === 'proposal' ? 'Proposal' : 'Agreement';
  if (!row || !inScope(scopeOf(principal, { tenantId }), row) || hiddenFromMerchant(principal, row.status)) throw notFound(`${title}: not found`);
  return row;
}
