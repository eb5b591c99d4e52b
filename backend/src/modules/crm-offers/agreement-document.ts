import { BOARDING_FEES, BOARDING_FEE_LABELS } from '@portal/contracts';
import type { OfferEntry } from './offer-entries';
import { htmlToLines, sha256Hex, textPdf } from './text-pdf';

export interface AcceptedAgreement {
  id: string; version: number; merchantName: string; tenantName: string; body: string; entries: OfferEntry[];
  fees: Record<(typeof BOARDING_FEES)[number], number>;
  acceptedBy: string; acceptedAt: Date; acceptedIp: string | null;
  /** The portal's public origin: the footer names its verify page (the file cannot hold its own hash). */
  publicOrigin: string;
}

const feeText = (f: { value: number; feeSymbol: string }, currency: string) =>
  f.feeSymbol === '%' ? `${f.value}%` : `${f.value} ${currency}${f.feeSymbol === 'fixed' ? '' : ` (${f.feeSymbol})`}`;

/**
 * Exactly what the merchant accepted, as a PDF (ADR 0094): parties, version, the body, the boarding fees (2 decimals),
 * the products and fees, the acceptance (who, when in UTC, from which address) and where to verify it. The SHA-256 of these bytes is
 * stored; the verify call answers whether a file's hash is one of them.
 */
export function agreementPdf(a: AcceptedAgreement): { pdf: Buffer; sha256: string } {
  const lines = [
    `Merchant agreement ${a.id}, version ${a.version}`,
    '',
    `Provider: ${a.tenantName}`,
    `Merchant: ${a.merchantName}`,
    '',
    ...htmlToLines(a.body),
    '',
    'Boarding Fees',
    ...BOARDING_FEES.map((f) => `  ${BOARDING_FEE_LABELS[f]}: ${a.fees[f].toFixed(2)}`),
    '',
    'Products and fees',
    ...a.entries.flatMap((e) => [`  ${e.productName} (${e.currencyCode})`, ...e.items.map((i) => `    ${i.feeTypeName}: ${feeText(i, e.currencyCode)}`)]),
    '',
    `Accepted by ${a.acceptedBy} on ${a.acceptedAt.toISOString()} from ${a.acceptedIp ?? 'an unknown address'}.`,
    '',
    `Verify this document: open ${a.publicOrigin}/verify and choose this file; its SHA-256 is checked against the accepted agreements.`,
  ];
  const pdf = textPdf(lines);
  return { pdf, sha256: sha256Hex(pdf) };
}
