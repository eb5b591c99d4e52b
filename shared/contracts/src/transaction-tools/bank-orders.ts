/**
 * Bank-order uploads (bank-order-uploads; spec part 2 §3 "Bank order upload: bankName, accountNumber, csvFile
 * (multipart)", §7.3 `api/crm/tenpaybankorders`, `items/{id}`; ADR 0053): a bank's statement of credits as CSV,
 * each line checked, its items matched to the tenant's transactions. The parser is shared: the page checks the
 * file before sending it, the server checks it again with the same rules.
 */
export const BANK_ORDER_PATHS = {
  list: 'api/crm/tenpaybankorders',
  items: 'api/crm/tenpaybankorders/items/:id',
  /** An unmatched line matched by hand to a transaction (its id is the line's). */
  match: 'api/crm/tenpaybankorders/lines/:id/match',
} as const;

export const BANK_ORDER_PERMISSION = 'CRM.TransactionManagement.BankOrderUploads';
export const BANK_ORDER_FILE_FIELD = 'csvFile';
export const BANK_ORDER_HEADER = ['date', 'reference', 'amount', 'currency', 'payer'] as const;
export const BANK_ORDER_LIMITS = { maxLines: 5000, maxBytes: 5242880, maxReference: 64, maxPayer: 140, maxBankName: 100 } as const;
export const BANK_ORDER_ITEM_STATUSES = ['Matched', 'AmountDiffers', 'Unmatched', 'Invalid'] as const;
export type BankOrderItemStatus = (typeof BANK_ORDER_ITEM_STATUSES)[number];

/** The checks' messages (English texts, translated where shown; `{{x}}` are their values). */
export const BANK_ORDER_MESSAGES = {
  empty: 'The file has no lines',
  header: 'The first line must be the header: date,reference,amount,currency,payer',
  tooMany: 'The file has more than {{max}} lines',
  values: 'Expected 5 values, found {{found}}',
  date: 'The date must be a real day written YYYY-MM-DD',
  reference: 'The reference is missing or longer than 64 characters',
  currency: 'Unknown currency {{currency}}',
  amount: 'The amount must be above zero with at most {{places}} decimals for {{currency}}',
  payer: 'The payer is missing or longer than 140 characters',
  bankName: 'Enter the bank name (at most 100 characters)',
  accountNumber: 'Enter the account number: 6 to 34 letters and digits (an IBAN or a local number)',
  noFile: 'Choose the CSV file of the bank order',
  onlyUnmatched: 'Only an unmatched line is matched by hand: this one is {{status}}',
  noTransaction: 'No transaction of this tenant has the reference {{reference}}',
  referenceRequired: 'Enter the transaction\'s reference (at most 64 characters)',
} as const;

export interface BankOrderMessage {
  text: string;
  params?: Record<string, string | number>;
}

export interface BankOrderLine {
  /** 1-based line of the file (the header is line 1). */
  lineNumber: number;
  valueDate: string;
  reference: string;
  /** Minor units; 0 when the line is invalid. */
  amount: number;
  currency: string;
  payer: string;
  error: BankOrderMessage | null;
}

export type BankOrderParse = { error: BankOrderMessage; lines: [] } | { error: null; lines: BankOrderLine[] };

/** One CSV line's values (RFC 4180 quoting: "a, b" and "" for a quote). */
export function csvValues(line: string): string[] {
  const values: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') { value += '"'; i += 1; } else if (c === '"') quoted = false; else value += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { values.push(value); value = ''; } else value += c;
  }
  values.push(value);
  return values.map((v) => v.trim());
}

const isDay = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** "12.50" in minor units of `places` decimals; undefined for anything else (more decimals, signs, letters). */
export function minorUnits(text: string, places: number): number | undefined {
  if (!/^\d{1,13}(\.\d+)?$/.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > places) return undefined;
  const value = Number(whole) * 10 ** places + Number(fraction.padEnd(places, '0') || '0');
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * Checks a bank order's CSV: the header, then each line on its own (a bad line is reported with its number and
 * why, the others stay usable). `decimalPlaces` are the known currencies (code -> decimal places).
 */
export function parseBankOrderCsv(text: string, decimalPlaces: Readonly<Record<string, number>>): BankOrderParse {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (rows.length && rows[rows.length - 1]!.trim() === '') rows.pop();
  if (rows.length < 2) return { error: { text: BANK_ORDER_MESSAGES.empty }, lines: [] };
  const header = csvValues(rows[0]!).map((v) => v.toLowerCase());
  if (header.join(',') !== BANK_ORDER_HEADER.join(',')) return { error: { text: BANK_ORDER_MESSAGES.header }, lines: [] };
  if (rows.length - 1 > BANK_ORDER_LIMITS.maxLines) return { error: { text: BANK_ORDER_MESSAGES.tooMany, params: { max: BANK_ORDER_LIMITS.maxLines } }, lines: [] };
  const lines: BankOrderLine[] = [];
  rows.slice(1).forEach((row, index) => {
    const lineNumber = index + 2;
    if (row.trim() === '') return;
    const values = csvValues(row);
    const [valueDate = '', reference = '', amountText = '', currencyText = '', payer = ''] = values;
    const currency = currencyText.toUpperCase();
    const line: BankOrderLine = { lineNumber, valueDate, reference, amount: 0, currency, payer, error: null };
    const places = decimalPlaces[currency];
    const amount = places === undefined ? undefined : minorUnits(amountText, places);
    if (values.length !== BANK_ORDER_HEADER.length) line.error = { text: BANK_ORDER_MESSAGES.values, params: { found: values.length } };
    else if (!isDay(valueDate)) line.error = { text: BANK_ORDER_MESSAGES.date };
    else if (!reference || reference.length > BANK_ORDER_LIMITS.maxReference) line.error = { text: BANK_ORDER_MESSAGES.reference };
    else if (places === undefined) line.error = { text: BANK_ORDER_MESSAGES.currency, params: { currency: currencyText } };
    else if (amount === undefined) line.error = { text: BANK_ORDER_MESSAGES.amount, params: { places, currency } };
    else if (!payer || payer.length > BANK_ORDER_LIMITS.maxPayer) line.error = { text: BANK_ORDER_MESSAGES.payer };
    else line.amount = amount;
    lines.push(line);
  });
  return { error: null, lines };
}

/** An account number as banks write them: 6 to 34 letters and digits, spaces allowed between groups. */
export const isAccountNumber = (text: string): boolean => /^[A-Za-z0-9]{6,34}$/.test(text.replace(/\s+/g, ''));

export interface BankOrder {
  id: string;
  tenantId: string;
  bankName: string;
  /** Shown masked: the last 4 characters. */
  accountNumber: string;
  fileName: string;
  uploadedBy: string;
  createdAt: string;
  lines: number;
  matched: number;
  amountDiffers: number;
  unmatched: number;
  invalid: number;
}

export interface BankOrderItem {
  id: string;
  lineNumber: number;
  valueDate: string | null;
  reference: string;
  amount: number;
  currency: string;
  payer: string;
  status: BankOrderItemStatus;
  /** Why a line is Invalid (a BANK_ORDER_MESSAGES text and its values). */
  error: BankOrderMessage | null;
  transactionId: string | null;
  transactionExternalId: string | null;
  transactionAmount: number | null;
  /** Who matched the line by hand (null when the upload matched it, or it is not matched). */
  matchedBy: string | null;
  matchedAt: string | null;
}
