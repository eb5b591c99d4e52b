import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { savedTransactionFilters } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { newId } from '../../lib/ids';
import {
  SAVED_FILTER_LIMITS, SAVED_FILTER_MESSAGES, TRANSACTION_LOOKUP_COLUMNS, TRANSACTION_LOOKUP_FILTERS,
  type SavedTransactionFilter, type SavedTransactionFilterRequest, type TransactionLookupKind,
} from '@portal/contracts';

type Row = typeof savedTransactionFilters.$inferSelect;

const conflict = (message: string) => new ApiError(409, message);
const NOT_FOUND = 'Saved filter not found';

const toFilter = (row: Row): SavedTransactionFilter => ({
  id: row.id,
  externalId: row.externalId,
  lookup: row.lookup as TransactionLookupKind,
  name: row.name,
  request: row.request as unknown as SavedTransactionFilterRequest,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** SF- and 8 characters people can read out (no 0/O, 1/I). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newExternalId = () => `SF-${[...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/** The name as stored: trimmed, not blank. */
export function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(SAVED_FILTER_MESSAGES.blankName);
  return trimmed;
}

/**
 * What the declaration's schema cannot say per lookup: only the lookup's own filters and columns. Empty
 * values are dropped, so a saved filter holds what the list would send.
 */
export function checkedRequest(lookup: TransactionLookupKind, request: SavedTransactionFilterRequest): SavedTransactionFilterRequest {
  const offered = TRANSACTION_LOOKUP_FILTERS[lookup] as readonly string[];
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request.filters ?? {})) {
    if (!offered.includes(key)) throw badRequest(`${key} is not a filter of the ${lookup} lookup`);
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    filters[key] = value;
  }
  const columns = TRANSACTION_LOOKUP_COLUMNS[lookup] as readonly string[];
  const bad = request.columns.find((c) => !columns.includes(c));
  if (bad !== undefined) throw badRequest(`${bad} is not a column of the ${lookup} lookup`);
  return { filters, sort: request.sort ?? null, pageSize: request.pageSize, columns: [...request.columns] };
}

const mine = (userId: string, id: string) => and(eq(savedTransactionFilters.id, id), eq(savedTransactionFilters.userId, userId));

async function sameNameExists(db: Db, userId: string, lookup: string, name: string, except?: string): Promise<boolean> {
  const [row] = await db.select({ id: savedTransactionFilters.id }).from(savedTransactionFilters).where(and(
    eq(savedTransactionFilters.userId, userId),
    eq(savedTransactionFilters.lookup, lookup),
    sql`lower(${savedTransactionFilters.name}) = lower(${name})`,
    ...(except ? [ne(savedTransactionFilters.id, except)] : []),
  )).limit(1);
  return !!row;
}

/** The user's saved filters of one lookup, by name. */
export async function listSavedFilters(db: Db, userId: string, lookup: TransactionLookupKind): Promise<SavedTransactionFilter[]> {
  const rows = await db.select().from(savedTransactionFilters)
    .where(and(eq(savedTransactionFilters.userId, userId), eq(savedTransactionFilters.lookup, lookup)))
    .orderBy(asc(sql`lower(${savedTransactionFilters.name})`), asc(savedTransactionFilters.createdAt));
  return rows.map(toFilter);
}

/** One of the user's own; anybody else's is "not found", the same as one that never existed. */
export async function savedFilterOf(db: Db, userId: string, id: string): Promise<SavedTransactionFilter> {
  const [row] = await db.select().from(savedTransactionFilters).where(mine(userId, id));
  if (!row) throw notFound(NOT_FOUND);
  return toFilter(row);
}

export async function createSavedFilter(db: Db, userId: string, lookup: TransactionLookupKind, name: string, request: SavedTransactionFilterRequest): Promise<SavedTransactionFilter> {
  const cleanName = checkedName(name);
  const cleanRequest = checkedRequest(lookup, request);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(savedTransactionFilters).where(eq(savedTransactionFilters.userId, userId));
  if (n >= SAVED_FILTER_LIMITS.maxPerUser) throw conflict(SAVED_FILTER_MESSAGES.limitReached);
  if (await sameNameExists(db, userId, lookup, cleanName)) throw conflict(SAVED_FILTER_MESSAGES.duplicateName);
  try {
    const [row] = await db.insert(savedTransactionFilters).values({
      id: newId(), externalId: newExternalId(), userId, lookup, name: cleanName, request: cleanRequest as unknown as Record<string, unknown>,
    }).returning();
    return toFilter(row!);
  } catch (error) {
    // Two saves of one name at once: the unique index keeps one.
    if (isUniqueViolation(error)) throw conflict(SAVED_FILTER_MESSAGES.duplicateName);
    throw error;
  }
}

export async function updateSavedFilter(db: Db, userId: string, id: string, change: { name?: string; request?: SavedTransactionFilterRequest }): Promise<SavedTransactionFilter> {
  const current = await savedFilterOf(db, userId, id);
  const name = change.name === undefined ? current.name : checkedName(change.name);
  const request = change.request === undefined ? current.request : checkedRequest(current.lookup, change.request);
  if (name !== current.name && await sameNameExists(db, userId, current.lookup, name, id)) throw conflict(SAVED_FILTER_MESSAGES.duplicateName);
  try {
    const [row] = await db.update(savedTransactionFilters)
      .set({ name, request: request as unknown as Record<string, unknown>, updatedAt: new Date() })
      .where(mine(userId, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    return toFilter(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SAVED_FILTER_MESSAGES.duplicateName);
    throw error;
  }
}

export async function deleteSavedFilter(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(savedTransactionFilters).where(mine(userId, id)).returning({ id: savedTransactionFilters.id });
  if (!deleted.length) throw notFound(NOT_FOUND);
}
