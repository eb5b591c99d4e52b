import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crmAgreements, crmOfferTexts, crmOrganizations, crmPriceBooks, crmProposals, merchants, tenants, users } from '../../db/schema';
import { stableId } from '../../lib/ids';
import { notePriceBookUse } from '../crm-pricing/price-book-usage';
import { copyBookEntries } from './offer-entries';
import { noteOfferEvent, offerLink } from './offer-store';
import { DEFAULT_AGREEMENT_TEMPLATE, DEFAULT_PROPOSAL_TEMPLATE, renderOfferTemplate } from './offer-templates';

const HOUR = 3_600_000;
const FEES = { boardingFee: '250.00', accountConfigurationFee: '99.50', bankAccountSetupFee: '45.00', monthlyMinimumFee: '25.00', gatewayMonthlyAccess: '15.00' };

/** The demo offers' ids (the seeded Proposal and Agreement notifications open them). */
export const seedOfferIds = {
  proposal: (merchantKey: string) => stableId(`crm-proposal:${merchantKey}`),
  agreement: (merchantKey: string) => stableId(`crm-agreement:${merchantKey}`),
};
/** Where a demo account's seeded Proposal / Agreement notification leads (ADR 0094): its offer, or the list of offers. */
export function seedOfferLink(kind: 'proposal' | 'agreement', email: string): string {
  if (kind === 'proposal' && email === 'merchant@demo.test') return offerLink('proposal', seedOfferIds.proposal('blue-bottle'));
  if (kind === 'agreement' && email === 'sandbox@demo.test') return offerLink('agreement', seedOfferIds.agreement('sandbox-surf'));
  return `/boarding/${kind}`;
}

/**
 * Demo offers (issue 32's seed): Blue Bottle Coffee (merchant@) has a proposal PendingApproval; Sandbox Surf Shop
 * (sandbox@) accepted its proposal and has the agreement PendingAcceptance. From the "High-volume retail" book of Acme.
 */
export async function seedCrmOffers(db: Db, now: Date = new Date()): Promise<void> {
  const acme = stableId('tenant:acme');
  const [book] = await db.select({ id: crmPriceBooks.id }).from(crmPriceBooks).where(and(eq(crmPriceBooks.tenantId, acme), eq(crmPriceBooks.name, 'High-volume retail')));
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, acme));
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'tenant@demo.test'));
  if (!book || !tenant) return;
  // Acme's templates and signatures as the settings pages show them: the built-in ones, each its list's default.
  const signature = `<p>Kind regards,<br>Tina Tenant, ${tenant.name}</p>`;
  await db.insert(crmOfferTexts).values(([
    ['proposal-templates', 'Standard proposal', DEFAULT_PROPOSAL_TEMPLATE], ['proposal-signatures', 'Sales team', signature],
    ['agreement-templates', 'Standard merchant agreement', DEFAULT_AGREEMENT_TEMPLATE], ['agreement-signatures', 'Sales team', signature],
  ] as const).map(([kind, name, body]) => ({ id: stableId(`crm-offer-text:${acme}:${kind}`), tenantId: acme, kind, name, body, isDefault: true, isActive: true })))
    .onConflictDoNothing();
  const { entries, entryIds } = await copyBookEntries(db, book.id, undefined, now.toISOString().slice(0, 10));
  for (const [merchantKey, accepted] of [['blue-bottle', false], ['sandbox-surf', true]] as const) {
    const merchantId = stableId(`merchant:${merchantKey}`);
    const [org] = await db.select({ id: crmOrganizations.id }).from(crmOrganizations).where(eq(crmOrganizations.merchantId, merchantId));
    const [merchant] = await db.select({ name: merchants.legalBusinessName }).from(merchants).where(eq(merchants.id, merchantId));
    if (!org || !merchant) continue;
    const sent = new Date(now.getTime() - (accepted ? 30 : 12) * HOUR);
    const values = { merchantName: merchant.name, tenantName: tenant.name, customerName: merchant.name, date: sent.toISOString().slice(0, 10), signature };
    const common = { tenantId: acme, merchantId, organizationId: org.id, priceBookId: book.id, version: 1, entries, ...FEES, createdBy: seller?.id ?? null };
    const [proposal] = await db.insert(crmProposals).values({
      id: seedOfferIds.proposal(merchantKey), ...common, status: accepted ? 'Accepted' : 'PendingApproval', body: renderOfferTemplate(DEFAULT_PROPOSAL_TEMPLATE, values),
      createdAt: sent, updatedAt: sent,
      ...(accepted ? { respondedBy: stableId('user:sandbox@demo.test'), respondedByName: 'Sam Sandbox', respondedAt: new Date(sent.getTime() + 8 * HOUR), respondedIp: '192.0.2.10' } : {}),
    }).onConflictDoNothing().returning();
    if (!proposal) continue;
    await notePriceBookUse(db, { tenantId: acme, priceBookId: book.id, entryIds, usedByType: 'proposal', usedById: proposal.id });
    await noteOfferEvent(db, 'proposal', proposal, 'Created', { at: sent });
    await noteOfferEvent(db, 'proposal', proposal, 'Sent', { at: sent });
    if (!accepted) continue;
    await noteOfferEvent(db, 'proposal', proposal, 'Accepted', { at: proposal.respondedAt!, reason: null });
    const made = new Date(sent.getTime() + 10 * HOUR);
    const [agreement] = await db.insert(crmAgreements).values({
      id: seedOfferIds.agreement(merchantKey), ...common, proposalId: proposal.id, status: 'PendingAcceptance',
      body: renderOfferTemplate(DEFAULT_AGREEMENT_TEMPLATE, { ...values, date: made.toISOString().slice(0, 10) }), createdAt: made, updatedAt: made,
    }).onConflictDoNothing().returning();
    if (!agreement) continue;
    await notePriceBookUse(db, { tenantId: acme, priceBookId: book.id, entryIds: [], usedByType: 'agreement', usedById: agreement.id });
    await noteOfferEvent(db, 'agreement', agreement, 'Created', { at: made });
    await noteOfferEvent(db, 'agreement', agreement, 'Sent', { at: made });
  }
}
