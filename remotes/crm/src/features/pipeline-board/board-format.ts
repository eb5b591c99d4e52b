import { CRM_CLOSED_STATE_TONES, type CrmClosedState } from '@portal/contracts';
import type { StatusTone } from '@portal/kit';

/** Spec part 2 section 4's tone of a closing column. */
export const toneOfState = (state: CrmClosedState): StatusTone => CRM_CLOSED_STATE_TONES[state];
