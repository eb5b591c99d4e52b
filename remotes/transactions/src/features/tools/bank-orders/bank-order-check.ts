import { parseBankOrderCsv, type BankOrderLine, type BankOrderMessage } from '@portal/contracts';

/** What the page shows of a chosen file before it is sent: the file's own error, or its lines and the bad ones. */
export interface BankOrderCheck {
  fileError: BankOrderMessage | null;
  lines: number;
  bad: BankOrderLine[];
}

/** Checks a chosen CSV with the server's own parser and the currencies the user context knows (code -> decimal places). */
export function checkBankOrder(text: string, decimalPlaces: Readonly<Record<string, number>>): BankOrderCheck {
  const parsed = parseBankOrderCsv(text, decimalPlaces);
  if (parsed.error) return { fileError: parsed.error, lines: 0, bad: [] };
  return { fileError: null, lines: parsed.lines.length, bad: parsed.lines.filter((l) => l.error) };
}
