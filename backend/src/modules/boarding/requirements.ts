import { and, desc, eq } from 'drizzle-orm';
import {
  BOARDING_FILE_TYPES, BOARDING_LIMITS, type BoardingFileType, type PrecheckForm, type PrecheckStatus, type RequirementState, type ResultOf, type BOARDING_ENDPOINTS,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { boardingDocuments, boardingPrecheckForms, documentTypes, merchants } from '../../db/schema';

export type Requirements = ResultOf<typeof BOARDING_ENDPOINTS.requirements>;
export type Requirement = Requirements['requirements'][number];
export type DocumentTypeRow = typeof documentTypes.$inferSelect;
export type BoardingDocumentRow = typeof boardingDocuments.$inferSelect;

const MB = 1024 * 1024;

/** The kinds a boarding upload may be for this type: what it accepts, within PDF, PNG and JPEG (the content check's). */
export const boardingKinds = (accepted: readonly string[]): BoardingFileType[] => BOARDING_FILE_TYPES.filter((k) => accepted.includes(k));

/** Whether a type asks this business for it: active, required, its country and legal form listed (or none listed). */
export function appliesTo(type: Pick<DocumentTypeRow, 'isActive' | 'required' | 'countries' | 'legalForms' | 'acceptedFileTypes'>, form: PrecheckForm): boolean {
  if (!type.isActive || !type.required || boardingKinds(type.acceptedFileTypes).length === 0) return false;
  if (type.countries.length && !type.countries.includes(form.countryCode ?? '')) return false;
  return !type.legalForms.length || type.legalForms.includes(form.legalForm ?? '');
}

/** `at` plus `months` calendar months (the 31st of a shorter month lands on its last day). */
export function addMonths(at: Date, months: number): Date {
  const out = new Date(at);
  const day = out.getUTCDate();
  out.setUTCDate(1);
  out.setUTCMonth(out.getUTCMonth() + months);
  out.setUTCDate(Math.min(day, new Date(Date.UTC(out.getUTCFullYear(), out.getUTCMonth() + 1, 0)).getUTCDate()));
  return out;
}

/** When an accepted copy stops being valid: its acceptance plus the type's validity; null when the type gives none. */
export function expiryOf(type: Pick<DocumentTypeRow, 'validityMonths'>, doc: Pick<BoardingDocumentRow, 'status' | 'reviewedAt'> | undefined): Date | null {
  if (!doc || doc.status !== 'Accepted' || !type.validityMonths || !doc.reviewedAt) return null;
  return addMonths(doc.reviewedAt, type.validityMonths);
}

const stateOf = (doc: BoardingDocumentRow | undefined, expiresAt: Date | null, now: Date): RequirementState => {
  if (!doc) return 'CurrentlyDue';
  // An accepted copy past its validity is due again (Stripe's "eventually due" becoming "currently due").
  if (doc.status === 'Accepted') return expiresAt && expiresAt.getTime() <= now.getTime() ? 'CurrentlyDue' : 'Accepted';
  return doc.status === 'Rejected' ? 'Rejected' : 'UnderReview';
};

const toDocument = (d: BoardingDocumentRow): NonNullable<Requirement['document']> => ({
  id: d.id, fileName: d.fileName, size: d.size, contentType: d.contentType, status: d.status as 'UnderReview' | 'Accepted' | 'Rejected',
  rejectReason: d.rejectReason, uploadedAt: d.uploadedAt.toISOString(), uploadedByName: d.uploadedByName,
  reviewedAt: d.reviewedAt?.toISOString() ?? null, reviewedByName: d.reviewedByName,
});

/**
 * What the merchant must upload (Stripe's requirements model): one entry per applicable type, or per director for a
 * one-per-director type; each with its current document (the newest upload for it) and where it stands.
 * `uploads` is every upload of the merchant, newest first; `now` decides which accepted copies have expired.
 */
export function computeRequirements(types: DocumentTypeRow[], form: PrecheckForm, uploads: BoardingDocumentRow[], now: Date): Requirement[] {
  const current = new Map<string, BoardingDocumentRow>();
  for (const u of uploads) if (!current.has(`${u.documentTypeId}:${u.slot}`)) current.set(`${u.documentTypeId}:${u.slot}`, u);
  const directors = form.directors ?? [];
  const out: Requirement[] = [];
  for (const type of [...types].sort((a, b) => a.name.localeCompare(b.name))) {
    if (!appliesTo(type, form)) continue;
    const slots = type.onePerDirector ? Math.max(1, directors.length) : 1;
    for (let slot = 0; slot < slots; slot += 1) {
      const doc = current.get(`${type.id}:${slot}`);
      const expiresAt = expiryOf(type, doc);
      out.push({
        key: `${type.id}:${slot}`, documentTypeId: type.id, name: type.name, description: type.description,
        acceptedFileTypes: boardingKinds(type.acceptedFileTypes), maxBytes: Math.min(type.maxSizeMb * MB, BOARDING_LIMITS.documentSizeBytes),
        director: type.onePerDirector ? slot : null, directorName: type.onePerDirector ? (directors[slot]?.fullName?.trim() || null) : null,
        state: stateOf(doc, expiresAt, now), document: doc ? toDocument(doc) : null, expiresAt: expiresAt?.toISOString() ?? null,
      });
    }
  }
  return out;
}

/** All of a merchant's current documents' bytes (the 20971520 cap applies to these). */
export const totalBytes = (requirements: Requirement[]) => requirements.reduce((sum, r) => sum + (r.document?.size ?? 0), 0);

/** Everything accepted: the form and every required document (and at least one was required). */
export const boardingAccepted = (precheckStatus: string, requirements: Requirement[]) =>
  precheckStatus === 'Accepted' && requirements.every((r) => r.state === 'Accepted');

export async function readPrecheck(db: Db, merchantId: string) {
  const [row] = await db.select().from(boardingPrecheckForms).where(eq(boardingPrecheckForms.merchantId, merchantId));
  return row;
}

/** A merchant's requirements as the API answers them (`now`: the clock expiry is read on; tests pass a fixed one). */
export async function loadRequirements(db: Db, merchantId: string, now = new Date()): Promise<Requirements> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  if (!merchant) throw new Error(`merchant ${merchantId} not found`);
  const precheck = await readPrecheck(db, merchantId);
  const types = await db.select().from(documentTypes).where(eq(documentTypes.tenantId, merchant.tenantId));
  const uploads = await db.select().from(boardingDocuments)
    .where(and(eq(boardingDocuments.merchantId, merchantId))).orderBy(desc(boardingDocuments.uploadedAt), desc(boardingDocuments.id));
  const requirements = computeRequirements(types, precheck?.form ?? {}, uploads, now);
  return {
    merchantId, merchantName: merchant.legalBusinessName, boardingStage: merchant.boardingStage, processingStatus: merchant.processingStatus,
    precheckStatus: (precheck?.status ?? 'Draft') as PrecheckStatus, totalBytes: totalBytes(requirements), maxTotalBytes: BOARDING_LIMITS.maxFileSizeBytes,
    requirements,
  };
}
