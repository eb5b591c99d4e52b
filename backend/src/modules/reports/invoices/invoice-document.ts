import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { currencies, merchants, tenants, transactionFees, transactions } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { scopeWhere, type Scope } from '../../../http/scope';
import type { SystemMode } from '@portal/contracts';
import { majorUnits } from '../../transactions/export/export-format';
import { INVOICE_TEXTS, type InvoiceLanguage, type InvoiceText } from './invoice-texts';
import { billingTermsOf, invoiceAmounts, invoiceDates } from '../../settings/billing/invoice-terms';
import { bankingChannelOf, type BankingChannelUse } from '../../settings/payment-configuration/banking-channel-of-purpose';

const FEE_TYPES = ['Processing', 'Scheme', 'Refund', 'Chargeback', 'Payout'] as const;
const MINUTE = 60_000;

export interface InvoiceRequest {
  /** YYYY-MM on the caller's clock (the invoices report's month). */
  month: string;
  customerId: string;
  currency: string;
  timezoneOffset: number;
  language: InvoiceLanguage;
  scope: Scope;
  mode: SystemMode;
  now: Date;
}

export interface InvoiceDocument {
  fileName: string;
  html: string;
}

/** The month's [start, end) in UTC for a clock `timezoneOffset` minutes behind UTC (Date.getTimezoneOffset's sign). */
export function monthRange(month: string, timezoneOffset: number): { start: Date; end: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, m - 1, 1) + timezoneOffset * MINUTE), end: new Date(Date.UTC(year, m, 1) + timezoneOffset * MINUTE) };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * One customer's invoice for one month and currency (issue 12: "invoices (fees per period, downloadable)", ADR 0057):
 * the invoices report's figures per fee type, from the same fee rows, in the caller's scope and mode, as a
 * self-contained HTML document (inline styles, no script, no network: it prints to PDF from any browser).
 * No fee in that month is a 404, as is a customer outside the caller's scope.
 */
export async function invoiceDocument(db: Db, request: InvoiceRequest): Promise<InvoiceDocument> {
  const f = transactionFees;
  const { start, end } = monthRange(request.month, request.timezoneOffset);
  const [owner] = await db.select({ merchant: merchants.legalBusinessName, tenant: tenants.name, tenantId: merchants.tenantId })
    .from(merchants).innerJoin(tenants, eq(tenants.id, merchants.tenantId))
    .where(and(eq(merchants.id, request.customerId), scopeWhere(request.scope, { tenantId: merchants.tenantId, merchantId: merchants.id })));
  if (!owner) throw notFound('Invoice not found');
  const lines = await db.select({ feeType: f.feeType, fees: sql<number>`count(*)::int`, amount: sql<string>`sum(${f.amount})` })
    .from(f).innerJoin(transactions, eq(transactions.id, f.transactionId))
    .where(and(eq(f.merchantId, request.customerId), eq(f.currency, request.currency), eq(transactions.mode, request.mode),
      sql`${f.createdAt} >= ${start.toISOString()}::timestamptz AND ${f.createdAt} < ${end.toISOString()}::timestamptz`))
    .groupBy(f.feeType);
  if (!lines.length) throw notFound('Invoice not found');
  const [currency] = await db.select({ places: currencies.decimalPlaces }).from(currencies).where(eq(currencies.code, request.currency));
  const places = currency?.places ?? 2;
  const texts = INVOICE_TEXTS[request.language];
  const t = (key: InvoiceText, params: Record<string, string> = {}) => escape(texts[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? ''));
  const money = (minor: number) => escape(majorUnits(minor, request.currency, places));
  const number = `INV-${request.month.replace('-', '')}-${request.customerId.slice(0, 8).toUpperCase()}-${request.currency}${request.mode === 'Test' ? '-TEST' : ''}`;
  const ordered = FEE_TYPES.map((type) => lines.find((l) => l.feeType === type)).filter((l): l is (typeof lines)[number] => !!l);
  const total = ordered.reduce((sum, l) => sum + Number(l.amount), 0);
  const fees = ordered.reduce((sum, l) => sum + l.fees, 0);
  // The tenant's billing settings (ADR 0066): issue and due dates, its address and VAT number, the minimum and VAT.
  const terms = await billingTermsOf(db, owner.tenantId);
  const dates = terms ? invoiceDates(request.month, terms) : null;
  const issued = dates?.issued ?? new Date(request.now.getTime() - request.timezoneOffset * MINUTE).toISOString().slice(0, 10);
  const amounts = invoiceAmounts(total, request.currency, terms);
  const billing = terms ? `
  <dt>${t('due')}</dt><dd>${dates!.due}</dd>
  <dt>${t('address')}</dt><dd>${escape(terms.invoiceAddress).replace(/\n/g, '<br>')}</dd>${terms.vatNumber ? `
  <dt>${t('vatNumber')}</dt><dd>${escape(terms.vatNumber)}</dd>` : ''}` : '';
  const payable = terms ? `
<table>
<caption style="text-align:left;font-weight:600;padding-bottom:8px">${t('payable')}</caption>
<tbody>
<tr><th scope="row">${t('feesTotal')}</th><td></td><td>${money(total)}</td></tr>${amounts.minimumTopUp ? `
<tr><th scope="row">${t('minimumTopUp')}</th><td></td><td>${money(amounts.minimumTopUp)}</td></tr>` : ''}
<tr><th scope="row">${t('vat', { rate: (terms.vatBasisPoints / 100).toFixed(2) })}</th><td></td><td>${money(amounts.vat)}</td></tr>
</tbody>
<tfoot><tr><th scope="row">${t('amountDue')}</th><td></td><td>${money(amounts.amountDue)}</td></tr></tfoot>
</table>` : '';
  // Where to pay (ADR 0153): the tenant's active Collection channel in the invoice's currency.
  const collection = await bankingChannelOf(db, owner.tenantId, 'Collection', request.currency);
  const howToPay = howToPaySection(collection, { tenant: owner.tenant, currency: request.currency, reference: number }, t);
  const rows = ordered.map((l) => `<tr><th scope="row">${t(l.feeType as InvoiceText)}</th><td>${l.fees}</td><td>${money(Number(l.amount))}</td></tr>`).join('\n');
  const html = `<!doctype html>
<html lang="${request.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('invoice')} ${escape(number)}</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1f1f1f; margin: 40px auto; max-width: 760px; padding: 0 24px; }
  h1 { font-size: 28px; margin: 0 0 24px; }
  h2 { font-size: 18px; margin: 24px 0 8px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 24px; margin: 0 0 32px; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 16px; }
  th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #d9d9d9; }
  td:nth-child(2), td:nth-child(3), thead th:nth-child(2), thead th:nth-child(3) { text-align: right; }
  tfoot th, tfoot td { font-weight: 700; border-top: 2px solid #1f1f1f; }
  p { color: #595959; font-size: 14px; }
  @media print { body { margin: 0; } }
</style>
</head>
<body>
<main>
<h1>${t('invoice')}</h1>
<dl>
  <dt>${t('number')}</dt><dd>${escape(number)}</dd>
  <dt>${t('period')}</dt><dd>${escape(request.month)}</dd>
  <dt>${t('issued')}</dt><dd>${issued}</dd>
  <dt>${t('from')}</dt><dd>${escape(owner.tenant)}</dd>${billing}
  <dt>${t('to')}</dt><dd>${escape(owner.merchant)}</dd>
  <dt>${t('currency')}</dt><dd>${escape(request.currency)}</dd>
  <dt>${t('mode')}</dt><dd>${escape(request.mode)}</dd>
</dl>
<table>
<caption style="text-align:left;font-weight:600;padding-bottom:8px">${t('invoice')} ${escape(number)}</caption>
<thead><tr><th scope="col">${t('feeType')}</th><th scope="col">${t('fees')}</th><th scope="col">${t('amount')}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">${t('total')}</th><td>${fees}</td><td>${money(total)}</td></tr></tfoot>
</table>${payable}
${howToPay}
<p>${t('note', { currency: request.currency })}</p>
</main>
</body>
</html>
`;
  return { fileName: `invoice-${number}.html`, html };
}

/** An IBAN in groups of four, as banks print it (easier to type into a transfer); any other account number as stored. */
export const printedAccount = (account: string) => (/^[A-Z]{2}\d{2}[A-Z0-9]{8,}$/.test(account) ? account.replace(/(.{4})(?=.)/g, '$1 ') : account);

type Translate = (key: InvoiceText, params?: Record<string, string>) => string;

/**
 * The invoice's "How to pay": the Collection account's bank, account and BIC with the invoice number as the transfer's
 * reference; without one, a sentence that sends the merchant to the tenant (the invoice is still issued: the fees are
 * owed whatever the tenant's bank set-up says).
 */
function howToPaySection(channel: BankingChannelUse | null, facts: { tenant: string; currency: string; reference: string }, t: Translate): string {
  if (!channel) return `<section aria-labelledby="how-to-pay"><h2 id="how-to-pay">${t('howToPay')}</h2>
<p>${t('noCollectionAccount', facts)}</p></section>`;
  return `<section aria-labelledby="how-to-pay"><h2 id="how-to-pay">${t('howToPay')}</h2>
<p>${t('payByTransfer', facts)}</p>
<dl>
  <dt>${t('accountHolder')}</dt><dd>${escape(facts.tenant)}</dd>
  <dt>${t('bank')}</dt><dd>${escape(channel.bankName)}</dd>
  <dt>${t('account')}</dt><dd>${escape(printedAccount(channel.accountIdentifier))}</dd>${channel.bic ? `
  <dt>${t('bic')}</dt><dd>${escape(channel.bic)}</dd>` : ''}
  <dt>${t('scheme')}</dt><dd>${escape(channel.scheme)}</dd>
  <dt>${t('reference')}</dt><dd>${escape(facts.reference)}</dd>
</dl></section>`;
}
