import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { LIST_VIEW_LIMITS, LIST_VIEW_MESSAGES, type ListColumnChoice, type ListView, type ListViewState } from '@portal/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { listColumnChoices, listViews } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { newId } from '../../lib/ids';

type Row = typeof listViews.$inferSelect;
const conflict = (message: string) => new ApiError(409, message);

const toView = (row: Row): ListView => ({
  id: row.id, list: row.listKey, name: row.name, state: row.state as unknown as ListViewState, updatedAt: row.updatedAt.toISOString(),
});

const mine = (userId: string, id: string) => and(eq(listViews.id, id), eq(listViews.userId, userId));

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(LIST_VIEW_MESSAGES.blankName);
  return trimmed;
}

async function nameTaken(db: Db, userId: string, list: string, name: string, except?: string): Promise<boolean> {
  const [row] = await db.select({ id: listViews.id }).from(listViews).where(and(
    eq(listViews.userId, userId), eq(listViews.listKey, list), sql`lower(${listViews.name}) = lower(${name})`,
    ...(except ? [ne(listViews.id, except)] : []),
  )).limit(1);
  return !!row;
}

/** Two saves of one name at once: the unique index keeps one, and the other hears why. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LIST_VIEW_MESSAGES.nameTaken);
    throw error;
  }
}

/** The user's views of one list, by name. */
export async function viewsOf(db: Db, userId: string, list: string): Promise<ListView[]> {
  const rows = await db.select().from(listViews).where(and(eq(listViews.userId, userId), eq(listViews.listKey, list)))
    .orderBy(asc(sql`lower(${listViews.name})`), asc(listViews.createdAt));
  return rows.map(toView);
}

/** One of the user's own; anybody else's is "not found", the same as one that never existed. */
export async function viewOf(db: Db, userId: string, id: string): Promise<ListView> {
  const [row] = await db.select().from(listViews).where(mine(userId, id));
  if (!row) throw notFound(LIST_VIEW_MESSAGES.notFound);
  return toView(row);
}

export async function createView(db: Db, userId: string, list: string, name: string, state: ListViewState): Promise<ListView> {
  const clean = checkedName(name);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(listViews).where(eq(listViews.userId, userId));
  if (n >= LIST_VIEW_LIMITS.maxPerUser) throw conflict(LIST_VIEW_MESSAGES.tooMany);
  if (await nameTaken(db, userId, list, clean)) throw conflict(LIST_VIEW_MESSAGES.nameTaken);
  const [row] = await unique(() => db.insert(listViews).values({
    id: newId(), userId, listKey: list, name: clean, state: state as unknown as Record<string, unknown>,
  }).returning());
  return toView(row!);
}

export async function updateView(db: Db, userId: string, current: ListView, change: { name?: string; state?: ListViewState }): Promise<ListView> {
  const name = change.name === undefined ? current.name : checkedName(change.name);
  if (name.toLowerCase() !== current.name.toLowerCase() && await nameTaken(db, userId, current.list, name, current.id)) throw conflict(LIST_VIEW_MESSAGES.nameTaken);
  const [row] = await unique(() => db.update(listViews)
    .set({ name, state: (change.state ?? current.state) as unknown as Record<string, unknown>, updatedAt: new Date() })
    .where(mine(userId, current.id)).returning());
  if (!row) throw notFound(LIST_VIEW_MESSAGES.notFound);
  return toView(row);
}

export async function removeView(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db.delete(listViews).where(mine(userId, id)).returning({ id: listViews.id });
  if (!gone.length) throw notFound(LIST_VIEW_MESSAGES.notFound);
}

export async function columnChoiceOf(db: Db, userId: string, list: string): Promise<ListColumnChoice> {
  const [row] = await db.select({ columns: listColumnChoices.columns }).from(listColumnChoices)
    .where(and(eq(listColumnChoices.userId, userId), eq(listColumnChoices.listKey, list)));
  return { list, columns: row ? row.columns : null };
}

export async function saveColumnChoice(db: Db, userId: string, list: string, columns: readonly string[]): Promise<ListColumnChoice> {
  await db.insert(listColumnChoices).values({ userId, listKey: list, columns: [...columns] })
    .onConflictDoUpdate({ target: [listColumnChoices.userId, listColumnChoices.listKey], set: { columns: [...columns], updatedAt: new Date() } });
  return { list, columns: [...columns] };
}
