import { NOTIFICATION_TYPES } from './notifications';
import type { ProcessingStatus } from './user-context';

/**
 * Which merchant pages make sense at which point of boarding (ADR 0111): the one table the menu, the route guards and
 * the API's refusals read. Stripe's dashboard before activation is the model: a merchant still boarding sees the
 * activation tasks (here the boarding pages) and nothing that would move money; once it may test, the processing pages
 * work in Test only (the mode switch is forced to Test, spec part 1 section 4); once it processes, boarding is history
 * (still readable, listed last).
 */
export type MerchantStage = 'boarding' | 'sandbox' | 'processing';

/** The merchant's stage from its processingStatus (spec part 1 section 3): NoProcessing boards, SandboxEnabled tests. */
export function merchantStageOf(processingStatus: ProcessingStatus | null | undefined): MerchantStage | undefined {
  if (processingStatus === null || processingStatus === undefined || processingStatus === '') return undefined;
  if (processingStatus === 'NoProcessing') return 'boarding';
  if (processingStatus === 'SandboxEnabled') return 'sandbox';
  return 'processing';
}

/** The merchant menu's areas, by what they do. */
export type MerchantArea =
  | 'boarding' | 'dashboard' | 'transactions' | 'payments' | 'paymentSettings' | 'reports' | 'developerSettings'
  | 'support' | 'users' | 'documentation';

export interface MerchantAreaRule {
  /** The stages that may open the area's pages and call its APIs. */
  stages: readonly MerchantStage[];
  /** The stages for which the area is history: still open, listed after everything else. */
  historyIn?: readonly MerchantStage[];
}

const ALL: readonly MerchantStage[] = ['boarding', 'sandbox', 'processing'];
const ONCE_TESTING: readonly MerchantStage[] = ['sandbox', 'processing'];

/** The rule table (ADR 0111). Processing pages need the sandbox at least; the sandbox works in Test only. */
export const MERCHANT_AREA_STAGES: Readonly<Record<MerchantArea, MerchantAreaRule>> = {
  boarding: { stages: ALL, historyIn: ['processing'] },
  dashboard: { stages: ALL },
  transactions: { stages: ONCE_TESTING },
  payments: { stages: ONCE_TESTING },
  paymentSettings: { stages: ONCE_TESTING },
  reports: { stages: ONCE_TESTING },
  developerSettings: { stages: ONCE_TESTING },
  support: { stages: ALL },
  users: { stages: ALL },
  documentation: { stages: ALL },
};

/** Where a merchant whose stage may not open a page goes: the boarding pages, what it has to do next. */
export const STAGE_REDIRECT_PATH = '/boarding';

/** Whether a merchant at `stage` may use `area`; a user without a merchant stage (staff) is not limited by it. */
export function areaOpenAt(area: MerchantArea, stage: MerchantStage | undefined): boolean {
  return stage === undefined || MERCHANT_AREA_STAGES[area].stages.includes(stage);
}

/** Whether `area` is history for a merchant at `stage` (listed last). */
export function areaIsHistoryAt(area: MerchantArea, stage: MerchantStage | undefined): boolean {
  return stage !== undefined && (MERCHANT_AREA_STAGES[area].historyIn ?? []).includes(stage);
}

/** The API's sentence for a merchant whose stage may not use an area yet (403). */
export function stageRefusal(stage: MerchantStage): string {
  return stage === 'boarding'
    ? 'Your account is still boarding: payments and processing pages open once your pre-check form and documents are accepted.'
    : 'Your account is not processing yet: this is available once your agreement is accepted.';
}

/**
 * The notifications that come with a move of the merchant's stage (a review of its form or documents; an agreement):
 * the shell reads the user context again when one arrives, so the menu follows without signing out.
 */
export const STAGE_NOTIFICATION_TYPES: readonly string[] = [
  NOTIFICATION_TYPES.preCheckForm, NOTIFICATION_TYPES.boardingDocuments, NOTIFICATION_TYPES.agreement,
];
