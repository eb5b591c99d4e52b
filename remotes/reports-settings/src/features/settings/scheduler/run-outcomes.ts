import type { JobRunOutcome } from '@portal/contracts';
import type { StatusTone } from '@portal/kit';

/** How an outcome is coloured (a Failed run stands out; a Skipped one is on hold, not an error). */
export const OUTCOME_TONES: Record<JobRunOutcome, StatusTone> = {
  Queued: 'pending', Running: 'pending', Succeeded: 'positive', Failed: 'negative', Skipped: 'hold',
};
