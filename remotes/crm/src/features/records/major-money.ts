import { decimalPlacesOf, formatMoney, toMinorUnits } from '@portal/kit';

/**
 * A decimal amount in major units as the server totals it ("12345.5" GBP) in the portal's money format
 * ("12.345,50 GBP"): rounded to the currency's places first (a weighted total may carry more).
 */
export function formatMajor(amount: string, currency: string): string {
  const places = decimalPlacesOf(currency);
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const scaled = Number(`${whole}.${fraction || '0'}`).toFixed(places);
  const minor = toMinorUnits(scaled, places);
  const sign = amount.startsWith('-') ? -1 : 1;
  return minor === undefined ? `${amount} ${currency}` : formatMoney(sign * minor, currency, places);
}
