import type { StatusTone } from '@portal/kit';

/** Tones as section 4's display groups: waiting ones pending, rejected negative, accepted positive. */
const TONES: Record<string, StatusTone> = {
  Draft: 'neutral', Submitted: 'pending', UnderReview: 'pending', CurrentlyDue: 'hold', Accepted: 'positive', Rejected: 'negative',
};
export const precheckStatusTone = (status: string): StatusTone => TONES[status] ?? 'neutral';
export const requirementTone = precheckStatusTone;
