import { eq } from 'drizzle-orm';
import type { PrecheckForm } from '@portal/contracts';
import type { Db } from '../../db/client';
import { boardingDocuments, boardingPrecheckForms, merchants, storedFiles, users } from '../../db/schema';
import { stableId } from '../../lib/ids';
import { textPdf } from '../crm-offers/text-pdf';
import type { KeyedText } from '../notifications/texts';
import { documentTypeId } from '../settings/reference-data/seed';

const DAY = 86_400_000;
const MERCHANT_KEY = 'nimbus-books';
const EMAIL = 'noprocessing@demo.test';
export const SEED_REJECT_REASON = 'The utility bill is more than 3 months old: please upload one from the last 3 months.';
const PROOF_OF_ADDRESS = 'Proof of business address';

export const seedBoardingDocumentId = (name: string) => stableId(`boarding-document:${MERCHANT_KEY}:${name}`);

/** Nimbus Books' form as its user filled it in: a private limited company in the United Kingdom with one director. */
export const NIMBUS_FORM: PrecheckForm = {
  legalEntityName: 'Nimbus Books Ltd', legalForm: 'PrivateLimited', registrationNumber: '09876543', countryCode: 'GB',
  registeredAddress: { line1: '12 Cloud Lane', city: 'Bristol', postalCode: 'BS1 4DJ', countryCode: 'GB' },
  tradingAddress: { line1: '12 Cloud Lane', city: 'Bristol', postalCode: 'BS1 4DJ', countryCode: 'GB' },
  directors: [{ fullName: 'Nora Noprocessing', dateOfBirth: '1984-06-02' }],
  owners: [{ fullName: 'Nora Noprocessing', ownershipPercent: 100 }],
  expectedMonthlyVolume: 40000, averageTicket: 18.5, website: 'https://nimbus-books.example', industry: 'Book shop',
};

/**
 * What noprocessing@'s seeded BoardingDocuments notification says and opens (issue 32 item 6): the rejected proof of
 * address, with its reason. Other accounts keep the generic demo text.
 */
export function seedBoardingNotice(email: string): { text: KeyedText; objectUrl: string } | null {
  if (email !== EMAIL) return null;
  return {
    text: { key: 'boarding.documentRejected', params: { document: PROOF_OF_ADDRESS, reason: SEED_REJECT_REASON } },
    objectUrl: `/boarding/documents?open=${seedBoardingDocumentId(PROOF_OF_ADDRESS)}`,
  };
}

/**
 * noprocessing@ (Nimbus Books, Acme) is mid-boarding (ADR 0098): its pre-check form accepted; the certificate of
 * incorporation accepted, the proof of address rejected with a reason, the director's identity under review, the bank
 * statement still due. Idempotent (stable ids).
 */
export async function seedBoarding(db: Db, now: Date = new Date()): Promise<void> {
  const merchantId = stableId(`merchant:${MERCHANT_KEY}`);
  const [merchant] = await db.select({ tenantId: merchants.tenantId }).from(merchants).where(eq(merchants.id, merchantId));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
  const [reviewer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'tenant@demo.test'));
  if (!merchant || !user) return;
  const tenantId = merchant.tenantId;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await db.insert(boardingPrecheckForms).values({
    merchantId, tenantId, form: NIMBUS_FORM, status: 'Accepted', submittedAt: ago(6), reviewedBy: reviewer?.id ?? null, reviewedByName: 'Tessa Tenant',
    reviewedAt: ago(5), updatedAt: ago(5),
  }).onConflictDoNothing();
  const docs: Array<[name: string, status: string, reason: string | null, daysAgo: number]> = [
    ['Certificate of incorporation', 'Accepted', null, 4],
    [PROOF_OF_ADDRESS, 'Rejected', SEED_REJECT_REASON, 4],
    ['Director identity document', 'UnderReview', null, 1],
  ];
  for (const [name, status, reason, daysAgo] of docs) {
    const id = seedBoardingDocumentId(name);
    const fileName = `${name.toLowerCase().replace(/\s+/g, '-')}.pdf`;
    const content = textPdf([`Nimbus Books Ltd - ${name}`, 'Demo document for the boarding review.']);
    const fileId = stableId(`stored-file:boarding:${MERCHANT_KEY}:${name}`);
    await db.insert(storedFiles).values({
      id: fileId, tenantId, merchantId, uploadedById: user.id, fileName, contentType: 'application/pdf', size: content.length, contentBase64: content.toString('base64'),
    }).onConflictDoNothing();
    const reviewed = status === 'UnderReview' ? {} : { reviewedBy: reviewer?.id ?? null, reviewedByName: 'Tessa Tenant', reviewedAt: ago(daysAgo - 1) };
    await db.insert(boardingDocuments).values({
      id, tenantId, merchantId, documentTypeId: documentTypeId(tenantId, name), slot: 0, fileId, fileName, contentType: 'application/pdf', size: content.length,
      status, rejectReason: reason, uploadedBy: user.id, uploadedByName: 'Nora Noprocessing', uploadedAt: ago(daysAgo), ...reviewed,
    }).onConflictDoNothing();
  }
}
