/**
 * Batch payments (issue 13, ADR 0054): a CSV of payouts the merchant submits as one batch. Each line is a payee
 * (an IBAN, or a GB/US account number and bank code: the beneficiary rules of bank-account.ts), an amount in the
 * currency's decimals and a reference; the page and the server read the file with this one parser (the CSV reader
 * of bank-order uploads) and name each bad line by its number and why.
 */
import { csvValues, minorUnits } from '../transaction-tools/bank-orders';
import { domesticAccountProblem, ibanProblem, normaliseIban, accountDigits, problemText } from './bank-account';
import { PAYMENT_LIMITS, type MerchantPayment } from './model';

export const BATCH_PAYMENT_HEADER = ['name', 'iban', 'country', 'accountNumber', 'bankCode', 'currency', 'amount', 'reference'] as const;
export const BATCH_PAYMENT_LIMITS = { maxLines: 500, maxBytes: 1_048_576, maxFileName: 200 } as const;

export const BATCH_PAYMENT_MESSAGES = {
  empty: 'The file has no payment lines',
  header: 'The first line must be the header: name,iban,country,accountNumber,bankCode,currency,amount,reference',
  tooMany: 'A batch has at most {{max}} lines',
  values: 'Expected 8 values, found {{found}}',
  name: 'The name is missing or longer than 140 characters',
  account: 'Give an IBAN, or a country, account number and bank code',
  currency: 'Unknown currency {{currency}}',
  amount: 'The amount must be above zero with at most {{places}} decimals for {{currency}}',
  reference: 'The reference is missing or longer than 35 characters',
  fileRefused: 'Fix the lines with an error first: the batch is submitted whole or not at all',
  submitted: 'Batch of {{lines}} payments submitted: it waits for a second user to approve it',
  approved: 'Batch approved: {{paid}} payments sent',
  declined: 'Batch declined',
  ownBatch: 'A second user must approve or decline a batch you submitted',
  notWaiting: 'This batch has no payment waiting for approval',
  line: 'Line {{line}}: {{reason}}',
} as const;

export interface BatchLineMessage {
  text: string;
  params?: Record<string, string | number>;
}

export interface BatchPaymentLine {
  /** 1-based line of the file (the header is line 1). */
  lineNumber: number;
  name: string;
  accountKind: 'iban' | 'accountNumber';
  iban: string | null;
  country: string | null;
  accountNumber: string | null;
  bankCode: string | null;
  currency: string;
  /** Minor units; 0 when the line is invalid. */
  amount: number;
  reference: string;
  error: BatchLineMessage | null;
}

export type BatchPaymentParse = { error: BatchLineMessage; lines: [] } | { error: null; lines: BatchPaymentLine[] };

/** Reads a batch file: the header, then each line on its own (a bad line says its number and why). */
export function parseBatchPaymentCsv(text: string, decimalPlaces: Readonly<Record<string, number>>): BatchPaymentParse {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (rows.length && rows[rows.length - 1]!.trim() === '') rows.pop();
  if (rows.length < 2) return { error: { text: BATCH_PAYMENT_MESSAGES.empty }, lines: [] };
  const header = csvValues(rows[0]!).map((v) => v.toLowerCase());
  if (header.join(',') !== BATCH_PAYMENT_HEADER.join(',').toLowerCase()) return { error: { text: BATCH_PAYMENT_MESSAGES.header }, lines: [] };
  if (rows.length - 1 > BATCH_PAYMENT_LIMITS.maxLines) return { error: { text: BATCH_PAYMENT_MESSAGES.tooMany, params: { max: BATCH_PAYMENT_LIMITS.maxLines } }, lines: [] };
  const lines: BatchPaymentLine[] = [];
  rows.slice(1).forEach((row, index) => {
    if (row.trim() === '') return;
    const values = csvValues(row);
    const [name = '', ibanText = '', countryText = '', accountNumber = '', bankCode = '', currencyText = '', amountText = '', reference = ''] = values;
    const currency = currencyText.toUpperCase();
    const byIban = ibanText !== '';
    const line: BatchPaymentLine = {
      lineNumber: index + 2, name, accountKind: byIban ? 'iban' : 'accountNumber', iban: byIban ? normaliseIban(ibanText) : null,
      country: byIban ? normaliseIban(ibanText).slice(0, 2) : countryText.toUpperCase() || null,
      accountNumber: byIban ? null : accountDigits(accountNumber) || null, bankCode: byIban ? null : accountDigits(bankCode) || null,
      currency, amount: 0, reference, error: null,
    };
    const places = decimalPlaces[currency];
    const amount = places === undefined ? undefined : minorUnits(amountText, places);
    const account = byIban ? ibanProblem(ibanText)
      : !countryText && !accountNumber && !bankCode ? { message: BATCH_PAYMENT_MESSAGES.account } : domesticAccountProblem(countryText.toUpperCase(), accountNumber, bankCode)?.problem ?? null;
    if (values.length !== BATCH_PAYMENT_HEADER.length) line.error = { text: BATCH_PAYMENT_MESSAGES.values, params: { found: values.length } };
    else if (!name || name.length > PAYMENT_LIMITS.maxNameLength) line.error = { text: BATCH_PAYMENT_MESSAGES.name };
    else if (account) line.error = { text: account.message, params: 'params' in account ? account.params : undefined };
    else if (places === undefined) line.error = { text: BATCH_PAYMENT_MESSAGES.currency, params: { currency: currencyText } };
    else if (amount === undefined) line.error = { text: BATCH_PAYMENT_MESSAGES.amount, params: { places, currency } };
    else if (!reference || reference.length > PAYMENT_LIMITS.maxReferenceLength) line.error = { text: BATCH_PAYMENT_MESSAGES.reference };
    else line.amount = amount;
    lines.push(line);
  });
  return { error: null, lines };
}

/** A line's problem as one English sentence with its number ("Line 3: A GB IBAN has 22 characters"). */
export const batchLineText = (line: Pick<BatchPaymentLine, 'lineNumber' | 'error'>): string =>
  BATCH_PAYMENT_MESSAGES.line.replace('{{line}}', String(line.lineNumber))
    .replace('{{reason}}', problemText({ message: line.error!.text as never, params: line.error!.params }));

/** Totals per currency of the good lines: amount and count, by currency code. */
export function batchTotals(lines: readonly Pick<BatchPaymentLine, 'currency' | 'amount' | 'error'>[]): BatchTotal[] {
  const totals = new Map<string, BatchTotal>();
  for (const l of lines) {
    if (l.error) continue;
    const t = totals.get(l.currency) ?? { currency: l.currency, amount: 0, count: 0 };
    t.amount += l.amount;
    t.count += 1;
    totals.set(l.currency, t);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

export interface BatchTotal {
  currency: string;
  /** Minor units. */
  amount: number;
  count: number;
}

export const BATCH_STATUSES = ['WaitingForApproval', 'Approved', 'Declined', 'PartlyApproved'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export interface PaymentBatch {
  id: string;
  fileName: string;
  mode: 'Test' | 'Live';
  status: BatchStatus;
  lines: number;
  waiting: number;
  paid: number;
  declined: number;
  totals: BatchTotal[];
  initiatedBy: { id: string; name: string };
  decidedBy: { id: string; name: string } | null;
  declineReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface PaymentBatchDetail {
  batch: PaymentBatch;
  /** The batch's payments in file order, each with its line number. */
  payments: Array<MerchantPayment & { batchLine: number }>;
}

export interface PaymentBatchInput {
  fileName: string;
  csv: string;
}

export const PAYMENT_BATCH_PATHS = {
  batches: 'api/payments/batches',
  batch: 'api/payments/batches/:batchId',
  approve: 'api/payments/batches/:batchId/approves',
  decline: 'api/payments/batches/:batchId/declines',
} as const;
