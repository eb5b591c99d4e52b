import type { FeeSymbol } from '@portal/contracts';
import { formatDecimal } from '@portal/kit';
import { portalDay } from '../records/portal-day';
import { PR } from './texts';

type Translate = (text: string, values?: Record<string, unknown>) => string;

/** The server's fee type names, as this page's texts name them (a new fee type shows as the server spells it). */
const FEE_TYPE_TEXTS: Record<string, string> = {
  'transaction-rate': PR.feeTransactionRate, 'transaction-fixed': PR.feeTransactionFixed, 'refund-fee': PR.feeRefund,
  'chargeback-fee': PR.feeChargeback, 'monthly-fee': PR.feeMonthly, 'setup-fee': PR.feeSetup,
};
export const feeTypeLabel = (t: Translate, feeType: { feeTypeId: string; feeTypeName: string }): string =>
  t(FEE_TYPE_TEXTS[feeType.feeTypeId] ?? feeType.feeTypeName);

/**
 * A fee as the grid writes it, with the portal's comma decimals (spec part 2 section 9, as every amount):
 * "1,40 %", "0,20 GBP", "25,00 GBP a month", "150,00 GBP once".
 */
export function formatFee(t: Translate, symbol: FeeSymbol, value: number, currency: string, places: number): string {
  if (symbol === '%') return `${formatDecimal(value, 2)} %`;
  const amount = `${formatDecimal(value, places)} ${currency}`;
  if (symbol === 'monthly') return t(PR.perMonth, { amount });
  if (symbol === 'one-off') return t(PR.oneOff, { amount });
  return amount;
}

/** A structure's validity as the portal writes days (DD/MM/YYYY): "01/01/2026 to 31/12/2026", "from 01/01/2027". */
export const validityOf = (t: Translate, s: { validFrom: string; validTo: string | null }): string =>
  (s.validTo ? t(PR.validFromTo, { from: portalDay(s.validFrom), to: portalDay(s.validTo) }) : t(PR.openEnded, { from: portalDay(s.validFrom) }));

/** Today as YYYY-MM-DD (the day the grid shows the fees of), from the given clock. */
export const isoDay = (now: Date): string => now.toISOString().slice(0, 10);
