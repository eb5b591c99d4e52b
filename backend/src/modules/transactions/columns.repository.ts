import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userColumnChoices } from '../../db/schema';
import { badRequest } from '../../http/errors';
import {
  DEFAULT_TRANSACTION_COLUMNS, TRANSACTION_LOOKUP_COLUMNS,
  type TransactionColumn, type TransactionColumnChoice, type TransactionLookupKind,
} from '@portal/contracts';

const listKey = (lookup: TransactionLookupKind) => `transactions:${lookup}`;

/** The user's visible columns of a lookup, or the lookup's default when they never chose. */
export async function columnChoice(db: Db, userId: string, lookup: TransactionLookupKind): Promise<TransactionColumnChoice> {
  const [row] = await db.select({ columns: userColumnChoices.columns }).from(userColumnChoices)
    .where(and(eq(userColumnChoices.userId, userId), eq(userColumnChoices.listKey, listKey(lookup))));
  // A column a later version no longer offers is dropped, never shown.
  const allowed = TRANSACTION_LOOKUP_COLUMNS[lookup];
  const kept = row?.columns.filter((c): c is TransactionColumn => (allowed as readonly string[]).includes(c)) ?? [];
  return kept.length ? { lookup, columns: kept, isDefault: false } : { lookup, columns: [...DEFAULT_TRANSACTION_COLUMNS[lookup]], isDefault: true };
}

/** At least one column, each once, each offered by the lookup (400 naming the one that is not): a choice or an export's. */
export function checkColumns(lookup: TransactionLookupKind, columns: unknown): asserts columns is TransactionColumn[] {
  const allowed = TRANSACTION_LOOKUP_COLUMNS[lookup] as readonly string[];
  if (!Array.isArray(columns) || columns.length === 0) throw badRequest('columns must list at least one column');
  const bad = columns.find((c) => typeof c !== 'string' || !allowed.includes(c));
  if (bad !== undefined) throw badRequest(`${String(bad)} is not a column of this lookup`);
  if (new Set(columns).size !== columns.length) throw badRequest('Each column may appear once');
}

/** Checks and stores the user's choice: at least one column, each once, each offered by the lookup. */
export async function saveColumnChoice(db: Db, userId: string, lookup: TransactionLookupKind, columns: unknown): Promise<TransactionColumnChoice> {
  checkColumns(lookup, columns);
  await db.insert(userColumnChoices).values({ userId, listKey: listKey(lookup), columns, updatedAt: new Date() })
    .onConflictDoUpdate({ target: [userColumnChoices.userId, userColumnChoices.listKey], set: { columns, updatedAt: new Date() } });
  return { lookup, columns, isDefault: false };
}
