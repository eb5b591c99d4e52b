import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boardingDocuments, documentTypes } from '../../db/schema';
import { notifyMerchantUsers } from './boarding-notify';
import { expiryOf } from './requirements';

/**
 * The scheduler's BoardingDocumentExpiry job (ADR 0098, ADR 0103): each accepted document of a type with a validity
 * that has expired by `now` and is still its merchant's current copy is told to the merchant's users once
 * (BoardingDocuments, opening that document), and marked so that the next run does not tell it again. The
 * requirements already show it due again without the job: the job only tells. Answers how many were told.
 */
export async function notifyExpiredDocuments(db: Db, now: Date): Promise<number> {
  const candidates = await db.select({ doc: boardingDocuments, validityMonths: documentTypes.validityMonths, typeName: documentTypes.name })
    .from(boardingDocuments).innerJoin(documentTypes, eq(documentTypes.id, boardingDocuments.documentTypeId))
    .where(and(eq(boardingDocuments.status, 'Accepted'), isNull(boardingDocuments.expiryNotifiedAt), isNotNull(documentTypes.validityMonths)));
  const expired = candidates.filter(({ doc, validityMonths }) => (expiryOf({ validityMonths }, doc)?.getTime() ?? Infinity) <= now.getTime());
  if (!expired.length) return 0;
  // Only the current copy counts: a newer upload for the same type and slot replaced it.
  const later = await db.select({ merchantId: boardingDocuments.merchantId, documentTypeId: boardingDocuments.documentTypeId, slot: boardingDocuments.slot, uploadedAt: boardingDocuments.uploadedAt })
    .from(boardingDocuments).where(inArray(boardingDocuments.merchantId, [...new Set(expired.map((e) => e.doc.merchantId))]));
  let told = 0;
  for (const { doc, typeName } of expired) {
    const replaced = later.some((l) => l.merchantId === doc.merchantId && l.documentTypeId === doc.documentTypeId && l.slot === doc.slot && l.uploadedAt > doc.uploadedAt);
    // Marked first (compare-and-set on the empty mark): two instances running the job tell it once.
    const [marked] = await db.update(boardingDocuments).set({ expiryNotifiedAt: now })
      .where(and(eq(boardingDocuments.id, doc.id), isNull(boardingDocuments.expiryNotifiedAt))).returning({ id: boardingDocuments.id });
    if (!marked || replaced) continue;
    await notifyMerchantUsers(db, doc.merchantId, {
      text: { key: 'boarding.documentExpired', params: { document: typeName } },
      notificationType: 'BoardingDocuments', objectUrl: `/boarding/documents?open=${doc.id}`,
    });
    told += 1;
  }
  return told;
}
