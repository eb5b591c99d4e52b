import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { merchants, whitelistEntries } from '../../../db/schema';
import { badRequest } from '../../../http/errors';
import { isUuid } from '../../../lib/ids';
import { isCsvFile, parseWhitelistCsv, WHITELIST_LIMITS, WHITELIST_MESSAGES } from '@portal/contracts';
import type { WhitelistLineError } from '@portal/contracts';
import { fill } from '../tenant-settings-access';

export interface WhitelistUpload {
  fileName: string;
  mimeType?: string;
  content: string;
}

export interface WhitelistImportResult {
  accepted: boolean;
  lines: number;
  imported: number;
  unchanged: number;
  errors: WhitelistLineError[];
}

/**
 * Imports a whitelist CSV for one tenant, all or nothing (ADR 0066): the file is checked whole (type, size,
 * header, line count), then every line (the shared parser's rules, and that its merchant, by id or exact name,
 * is the tenant's). Any bad line: nothing is stored and the answer names every bad line. Otherwise every new
 * entry is stored in one transaction; entries the merchant has already count as unchanged.
 */
export async function importWhitelist(db: Db, tenantId: string, importedBy: string, upload: WhitelistUpload, now = new Date()): Promise<WhitelistImportResult> {
  if (!isCsvFile(upload.fileName, upload.mimeType ?? '')) throw badRequest(WHITELIST_MESSAGES.notCsv);
  if (Buffer.byteLength(upload.content, 'utf8') > WHITELIST_LIMITS.maxBytes) throw badRequest(fill(WHITELIST_MESSAGES.tooBig, { max: WHITELIST_LIMITS.maxBytes }));
  const parsed = parseWhitelistCsv(upload.content);
  if (parsed.error) throw badRequest(fill(parsed.error.text, parsed.error.params));
  const errors = [...parsed.errors];

  // Merchants by id or exact name (case-insensitive), within the tenant only.
  const names = [...new Set(parsed.lines.map((l) => l.merchant))];
  const ids = names.filter(isUuid);
  const lowered = names.map((n) => n.toLowerCase());
  const found = names.length ? await db.select({ id: merchants.id, name: merchants.legalBusinessName }).from(merchants)
    .where(and(eq(merchants.tenantId, tenantId), or(ids.length ? inArray(merchants.id, ids) : undefined, inArray(sql`lower(${merchants.legalBusinessName})`, lowered)))) : [];
  const merchantOf = (text: string) => found.find((m) => m.id === text) ?? found.find((m) => m.name.toLowerCase() === text.toLowerCase());
  const resolved = parsed.lines.flatMap((line) => {
    const merchant = merchantOf(line.merchant);
    if (!merchant) {
      errors.push({ line: line.lineNumber, column: 'merchant', reason: WHITELIST_MESSAGES.merchantUnknown, params: { merchant: line.merchant } });
      return [];
    }
    return [{ ...line, merchantId: merchant.id }];
  });
  // A line the parser refused is not among its lines: count each once.
  const lines = parsed.lines.length + new Set(parsed.errors.map((e) => e.line)).size;
  if (errors.length) {
    errors.sort((a, b) => a.line - b.line);
    return { accepted: false, lines, imported: 0, unchanged: 0, errors };
  }
  let imported = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < resolved.length; i += 500) {
      const batch = resolved.slice(i, i + 500).map((l) => ({
        id: randomUUID(), tenantId, merchantId: l.merchantId, type: l.type, value: l.value, note: l.note, importedBy, createdAt: now,
      }));
      const stored = await tx.insert(whitelistEntries).values(batch).onConflictDoNothing().returning({ id: whitelistEntries.id });
      imported += stored.length;
    }
  });
  return { accepted: true, lines, imported, unchanged: resolved.length - imported, errors: [] };
}
