import { CRM_CLOSED_STATE_TONES, type CrmClosedState } from '@portal/contracts';
import type { StatusTone } from '@portal/kit';

/** A decimal amount (the server's text) with the user's grouping and the currency's places, then the currency. */
export function formatDecimal(amount: string, currencyCode: string, locale: string): string {
  const places = amount.includes('.') ? amount.split('.')[1]!.length : 0;
  const value = Number(amount);
  return `${value.toLocaleString(locale, { minimumFractionDigits: places, maximumFractionDigits: places })} ${currencyCode}`;
}

/** Spec part 2 section 4's tone of a closing column. */
export const toneOfState = (state: CrmClosedState): StatusTone => CRM_CLOSED_STATE_TONES[state];
