import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportLabels } from '../../db/schema';
import { DEFAULT_LABELS, type Label } from '@portal/contracts';
import { newId, stableId } from '../../lib/ids';

export type LabelRow = typeof supportLabels.$inferSelect;

export const toLabel = (r: LabelRow): Label => ({
  labelId: r.id, value: r.value, description: r.description, color: r.color, isDefault: r.isDefault, position: r.position,
});

/** The default labels (Pending, Done, In progress) of a tenant; made on first use so every tenant has them, old or new. */
export async function ensureDefaultLabels(db: Db, tenantId: string): Promise<void> {
  const [row] = await db.select({ n: count() }).from(supportLabels)
    .where(and(eq(supportLabels.tenantId, tenantId), eq(supportLabels.isDefault, true)));
  if ((row?.n ?? 0) >= DEFAULT_LABELS.length) return;
  await db.insert(supportLabels).values(DEFAULT_LABELS.map((l, i) => ({
    // Stable ids: two first calls at once insert the same rows, and the second is a no-op.
    id: stableId(`label:${tenantId}:${l.value}`), tenantId, value: l.value, color: l.color, isDefault: true, position: i,
  }))).onConflictDoNothing();
}

export async function listLabels(db: Db, tenantId: string): Promise<LabelRow[]> {
  await ensureDefaultLabels(db, tenantId);
  return db.select().from(supportLabels).where(eq(supportLabels.tenantId, tenantId))
    .orderBy(asc(supportLabels.position), asc(supportLabels.createdAt), asc(supportLabels.id));
}

export async function findLabel(db: Db, tenantId: string, id: string): Promise<LabelRow | undefined> {
  const [row] = await db.select().from(supportLabels).where(and(eq(supportLabels.id, id), eq(supportLabels.tenantId, tenantId)));
  return row;
}

export async function labelValueTaken(db: Db, tenantId: string, value: string, exceptId?: string): Promise<boolean> {
  const conds = [eq(supportLabels.tenantId, tenantId), sql`lower(${supportLabels.value}) = ${value.toLowerCase()}`];
  if (exceptId) conds.push(ne(supportLabels.id, exceptId));
  const [row] = await db.select({ n: count() }).from(supportLabels).where(and(...conds));
  return (row?.n ?? 0) > 0;
}

export async function createLabel(db: Db, tenantId: string, v: { value: string; description: string | null; color: string }): Promise<LabelRow> {
  await ensureDefaultLabels(db, tenantId);
  const [max] = await db.select({ m: sql<number>`coalesce(max(${supportLabels.position}), -1)::int` }).from(supportLabels)
    .where(eq(supportLabels.tenantId, tenantId));
  const [row] = await db.insert(supportLabels).values({
    id: newId(), tenantId, value: v.value, description: v.description, color: v.color, isDefault: false, position: (max?.m ?? -1) + 1,
  }).returning();
  return row!;
}

export async function updateLabel(db: Db, id: string, v: { value: string; description: string | null; color: string }): Promise<LabelRow> {
  const [row] = await db.update(supportLabels).set(v).where(eq(supportLabels.id, id)).returning();
  return row!;
}

export async function deleteLabel(db: Db, id: string): Promise<void> {
  await db.delete(supportLabels).where(eq(supportLabels.id, id));
}

/** Stores the order given; ids must be exactly the tenant's labels (checked by the caller). */
export async function rearrangeLabels(db: Db, tenantId: string, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      await tx.update(supportLabels).set({ position: i }).where(and(eq(supportLabels.id, id), eq(supportLabels.tenantId, tenantId)));
    }
  });
}

export async function labelsByIds(db: Db, ids: string[]): Promise<Map<string, LabelRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(supportLabels).where(inArray(supportLabels.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
