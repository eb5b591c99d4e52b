import { offerStatusGroup } from '@portal/contracts';
import type { StatusTone } from '@portal/kit';

const TONE = { ongoing: 'pending', negative: 'negative', positive: 'positive' } as const;

/** Section 4's display groups: Created and the pending statuses ongoing, Rejected negative, Accepted positive. */
export const offerStatusTone = (status: string): StatusTone => TONE[offerStatusGroup(status)];
