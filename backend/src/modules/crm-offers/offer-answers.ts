import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BOARDING_FEES, OFFER_MESSAGES as M, type OfferKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmAgreements, crmProposals } from '../../db/schema';
import { ApiError, badRequest, forbidden } from '../../http/errors';
import { newId } from '../../lib/ids';
import { notePriceBookUse } from '../crm-pricing/price-book-usage';
import { notifyUsers } from '../notifications/notify';
import type { NotificationTextKey } from '../notifications/texts';
import type { Principal } from '../users/repository';
import { fill } from '../settings/tenant-settings-access';
import { agreementPdf } from './agreement-document';
import { advanceMerchant } from '../boarding/merchant-progress';
import { defaultOfferText } from './offer-texts.routes';
import { isPending, reachOffer } from './offer-access';
import type { OfferEntry } from './offer-entries';
import { fullName, noteOfferEvent, notifyMerchant, readAgreement, readProposal, type AgreementDbRow, type OfferDbRow, type ProposalDbRow } from './offer-store';
import { DEFAULT_AGREEMENT_TEMPLATE, DEFAULT_SIGNATURE, renderOfferTemplate } from './offer-templates';

export interface OfferAnswer { response: 'Accepted' | 'Rejected'; rejectReason?: string }

const TENANT_TEXT: Record<OfferKind, Record<OfferAnswer['response'], NotificationTextKey>> = {
  proposal: { Accepted: 'offers.proposalAccepted', Rejected: 'offers.proposalRejected' },
  agreement: { Accepted: 'offers.agreementAccepted', Rejected: 'offers.agreementRejected' },
};

/** The merchant's answer's checks: the merchant's own user, a pending offer, a reason with a rejection. */
function checkAnswer(kind: OfferKind, principal: Principal, row: OfferDbRow, answer: OfferAnswer): string | null {
  if (principal.user.userType !== 'merchant') throw forbidden(M.merchantOnly);
  if (!isPending(kind, row.status)) throw new ApiError(409, fill(M.notPending, { status: row.status }));
  if (answer.response === 'Accepted') return null;
  const reason = (answer.rejectReason ?? '').trim();
  if (!reason) throw badRequest(M.reasonRequired);
  return reason;
}

/** An accepted proposal's agreement (PendingAcceptance), from the agreement template, with the same prices. */
async function agreementFrom(db: Db, proposal: ProposalDbRow, names: { merchantName: string; tenantName: string }, at: Date): Promise<AgreementDbRow> {
  const template = await defaultOfferText(db, proposal.tenantId, 'agreement-templates') ?? DEFAULT_AGREEMENT_TEMPLATE;
  const signature = await defaultOfferText(db, proposal.tenantId, 'agreement-signatures') ?? DEFAULT_SIGNATURE(names.tenantName);
  const body = renderOfferTemplate(template, {
    merchantName: names.merchantName, tenantName: names.tenantName, customerName: names.merchantName, date: at.toISOString().slice(0, 10), signature,
  });
  const [agreement] = await db.insert(crmAgreements).values({
    id: newId(), tenantId: proposal.tenantId, merchantId: proposal.merchantId, organizationId: proposal.organizationId, priceBookId: proposal.priceBookId,
    proposalId: proposal.id, version: 1, status: 'PendingAcceptance', body, entries: proposal.entries,
    ...Object.fromEntries(BOARDING_FEES.map((f) => [f, proposal[f]])), createdBy: proposal.createdBy, createdAt: at, updatedAt: at,
  }).returning();
  await notePriceBookUse(db, { tenantId: proposal.tenantId, priceBookId: proposal.priceBookId, entryIds: [], usedByType: 'agreement', usedById: agreement!.id });
  await noteOfferEvent(db, 'agreement', agreement!, 'Created', { at });
  await noteOfferEvent(db, 'agreement', agreement!, 'Sent', { at });
  await notifyMerchant(db, 'agreement', agreement!, { key: 'offers.agreementReady', params: { tenant: names.tenantName } });
  return agreement!;
}

/**
 * Section 7.5's respond, accept and reject (ADR 0094): the merchant's user answers a pending offer; who, when and from
 * which address are stored and told to the tenant user who made it. An accepted proposal becomes an agreement; an
 * accepted agreement stores the PDF of what was accepted and its SHA-256.
 */
export async function answerOffer(db: Db, kind: OfferKind, principal: Principal, request: FastifyRequest, id: string, answer: OfferAnswer, publicOrigin = '') {
  const row = kind === 'proposal' ? await reachOffer(db, 'proposal', principal, id) : await reachOffer(db, 'agreement', principal, id);
  const reason = checkAnswer(kind, principal, row, answer);
  const at = new Date();
  const who = { respondedBy: principal.user.id, respondedByName: fullName(principal), respondedAt: at, respondedIp: request.ip ?? null };
  const status = answer.response;
  const names = kind === 'proposal' ? (await readProposal(db, id))! : (await readAgreement(db, id))!;
  let document: { pdf: Buffer; sha256: string } | null = null;
  if (kind === 'agreement' && status === 'Accepted') {
    const fees = Object.fromEntries(BOARDING_FEES.map((f) => [f, Number(row[f])])) as Record<(typeof BOARDING_FEES)[number], number>;
    document = agreementPdf({
      id: row.id, version: row.version, merchantName: names.merchantName, tenantName: names.tenantName, body: row.body, entries: row.entries as OfferEntry[],
      fees, acceptedBy: `${who.respondedByName} <${principal.user.email}>`, acceptedAt: at, acceptedIp: who.respondedIp, publicOrigin,
    });
  }
  const table = kind === 'proposal' ? crmProposals : crmAgreements;
  const [updated] = await db.update(table).set({
    status, rejectReason: reason, ...who, updatedAt: at,
    ...(document ? { document: document.pdf.toString('base64'), documentSha256: document.sha256 } : {}),
  }).where(eq(table.id, id)).returning();
  await noteOfferEvent(db, kind, updated!, status, { principal, request, reason, at });
  if (row.createdBy) {
    await notifyUsers(db, [row.createdBy], {
      text: { key: TENANT_TEXT[kind][status], params: { merchant: names.merchantName, actor: fullName(principal), version: String(row.version), reason: reason ?? '' } },
      notificationType: kind === 'proposal' ? 'Proposal' : 'Agreement', objectUrl: `/crm/organizations?open=${row.organizationId}`, useRouter: true,
    });
  }
  if (kind === 'proposal' && status === 'Accepted') await agreementFrom(db, updated as ProposalDbRow, names, at);
  // An accepted agreement may take a boarded merchant live (ADR 0098's one rule).
  if (kind === 'agreement' && status === 'Accepted') await advanceMerchant(db, row.merchantId, at);
  return kind === 'proposal' ? readProposal(db, id) : readAgreement(db, id);
}
