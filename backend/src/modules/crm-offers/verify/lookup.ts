import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { crmAgreements } from '../../../db/schema';
import { readAgreement } from '../offer-store';

export const SHA256_PATTERN = /^[0-9a-f]{64}$/;

export interface VerifyAnswer {
  matches: boolean; sha256: string; agreementId: string | null; version: number | null;
  merchantName: string | null; tenantName: string | null; acceptedAt: string | null;
  /** The accepting user's name only: the public answer never shows an e-mail address. */
  acceptedBy: string | null;
}

/** Whether `sha256` is the stored hash of an accepted agreement's PDF (ADR 0094), and whose; the tenant colours the page. */
export async function verifyAgreementHash(db: Db, hash: string): Promise<{ answer: VerifyAnswer; tenantId: string | null }> {
  const sha256 = hash.toLowerCase();
  const [row] = await db.select({ id: crmAgreements.id }).from(crmAgreements).where(eq(crmAgreements.documentSha256, sha256));
  const agreement = row ? await readAgreement(db, row.id) : null;
  const answer = {
    matches: !!agreement, sha256, agreementId: agreement?.id ?? null, version: agreement?.version ?? null,
    merchantName: agreement?.merchantName ?? null, tenantName: agreement?.tenantName ?? null,
    acceptedAt: agreement?.respondedAt ?? null, acceptedBy: agreement?.respondedBy ?? null,
  };
  return { answer, tenantId: agreement?.tenantId ?? null };
}
