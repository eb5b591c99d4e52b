import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crmAgreements, merchants } from '../../db/schema';
import { boardingAccepted, loadRequirements } from './requirements';
import { notifyMerchantUsers } from './boarding-notify';

export interface MerchantStanding { boardingStage: string; processingStatus: string }
export interface BoardingFacts {
  /** The pre-check form and every required document accepted. */
  boarded: boolean;
  /** An agreement of the merchant accepted (ADR 0094). */
  agreementAccepted: boolean;
}

/**
 * The one rule of where a merchant stands (ADR 0098), never moving back:
 * - boarded: boardingStage Application → Integration, processingStatus NoProcessing → SandboxEnabled (it may test);
 * - boarded and an agreement accepted: boardingStage → Completed, processingStatus → Processing (it may go live).
 * The user context sends the status, so the portal's mode switch and menus follow it at the next sign-in or refresh.
 */
export function nextStanding(current: MerchantStanding, facts: BoardingFacts): MerchantStanding {
  if (!facts.boarded || current.processingStatus === 'Processing') return current;
  if (facts.agreementAccepted) return { boardingStage: 'Completed', processingStatus: 'Processing' };
  return {
    boardingStage: current.boardingStage === 'Application' ? 'Integration' : current.boardingStage,
    processingStatus: current.processingStatus === 'NoProcessing' ? 'SandboxEnabled' : current.processingStatus,
  };
}

/**
 * Applies the rule after anything that can move a merchant on: a review of its boarding, its agreement's acceptance.
 * The merchant's users are told once when their boarding is complete.
 */
export async function advanceMerchant(db: Db, merchantId: string, at: Date = new Date()): Promise<MerchantStanding | null> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  if (!merchant) return null;
  const requirements = await loadRequirements(db, merchantId);
  const boarded = boardingAccepted(requirements.precheckStatus, requirements.requirements);
  const [agreement] = await db.select({ id: crmAgreements.id }).from(crmAgreements)
    .where(and(eq(crmAgreements.merchantId, merchantId), eq(crmAgreements.status, 'Accepted'))).limit(1);
  const current = { boardingStage: merchant.boardingStage, processingStatus: merchant.processingStatus };
  const next = nextStanding(current, { boarded, agreementAccepted: !!agreement });
  if (next.boardingStage === current.boardingStage && next.processingStatus === current.processingStatus) return next;
  const live = next.processingStatus === 'Processing';
  await db.update(merchants).set({
    ...next, reviewStatus: 'Approved',
    ...(live ? { merchantStatus: 'Active', activationDate: merchant.activationDate ?? at } : {}),
  }).where(eq(merchants.id, merchantId));
  if (current.boardingStage === 'Application') {
    await notifyMerchantUsers(db, merchantId, { text: { key: 'boarding.completed', params: {} }, notificationType: 'BoardingDocuments', objectUrl: '/boarding/documents' });
  }
  return next;
}
