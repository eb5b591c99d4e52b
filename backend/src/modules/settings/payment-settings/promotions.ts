import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { PromotionArea, PromotionChange, PromotionDiff, SettingValue, SettingsPromotion } from '@portal/contracts';
import type { Db, Queryable } from '../../../db/client';
import { merchants, settingsPromotions, users } from '../../../db/schema';
import { ApiError, badRequest, notFound } from '../../../http/errors';
import { isUuid, newId } from '../../../lib/ids';
import type { Principal } from '../../users/repository';
import { tellPromotionApprovers, tellPromotionRequester } from '../../approvals/notices';
import { actorOf } from '../../transactions/actions/types';
import { AREA_STORES } from './areas';
import { diffSettings, PROMOTION_AREA_FIELDS, PROMOTION_MESSAGES } from './contracts';
import type { Owner } from './owner';

/**
 * Promote to Live (ADR 0067). The server computes the diff; a request keeps the picked changes with the Live value
 * each replaces and the Test value it copies. Approval by another user re-reads Live under a lock of the merchant:
 * when any replaced value changed since, it is refused (stale); else every change is written in one transaction.
 * A revert writes the recorded before-values back (again only when Live still holds the after-values).
 */

const conflict = (message: string) => new ApiError(409, message);

export async function promotionDiff(db: Db, owner: Owner, area: PromotionArea): Promise<PromotionDiff> {
  const store = AREA_STORES[area];
  const [test, live] = await Promise.all([store.snapshot(db, owner, 'Test'), store.snapshot(db, owner, 'Live')]);
  return { area, items: diffSettings(area, test, live) };
}

type PromotionRow = typeof settingsPromotions.$inferSelect;

async function toPromotions(q: Queryable, rows: PromotionRow[]): Promise<SettingsPromotion[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.requestedById, ...(r.decidedById ? [r.decidedById] : [])]))];
  const people = ids.length ? await q.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(inArray(users.id, ids)) : [];
  const ref = (id: string) => {
    const p = people.find((x) => x.id === id);
    return { id, name: p ? `${p.first} ${p.last}`.trim() : '' };
  };
  return rows.map((r) => ({
    id: r.id, merchantId: r.merchantId, area: r.area, kind: r.kind, status: r.status, revertsId: r.revertsId,
    requestedBy: ref(r.requestedById), requestedAt: r.requestedAt.toISOString(),
    decidedBy: r.decidedById ? ref(r.decidedById) : null, decidedAt: r.decidedAt?.toISOString() ?? null,
    changes: r.changes, reenterInLive: r.reenterInLive,
  }));
}

export async function listPromotions(db: Db, owner: Owner): Promise<SettingsPromotion[]> {
  const rows = await db.select().from(settingsPromotions).where(eq(settingsPromotions.merchantId, owner.merchantId))
    .orderBy(desc(settingsPromotions.requestedAt), desc(settingsPromotions.id)).limit(100);
  return toPromotions(db, rows);
}

/** Asks for the picked diff lines to be copied; every id must be a copyable line of the current diff. */
export async function requestPromotion(db: Db, owner: Owner, principal: Principal, area: PromotionArea, itemIds: string[]): Promise<SettingsPromotion> {
  if (!itemIds.length) throw badRequest(PROMOTION_MESSAGES.nothingPicked);
  const { items } = await promotionDiff(db, owner, area);
  const picked = itemIds.map((id) => items.find((i) => i.id === id));
  if (picked.some((i) => !i || !i.selectable)) throw conflict(PROMOTION_MESSAGES.unknownItem);
  const changes: PromotionChange[] = picked.map((i) => ({ rowKey: i!.rowKey, rowLabel: i!.rowLabel, field: i!.field, before: i!.before, after: i!.after }));
  const { secrets } = PROMOTION_AREA_FIELDS[area];
  // A row added to Live comes without its secrets: they are typed in Live.
  const reenterInLive = changes.filter((c) => c.field === null).flatMap((c) => secrets.map((field) => ({ rowLabel: c.rowLabel, field })));
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(settingsPromotions).values({
      id: newId(), tenantId: owner.tenantId, merchantId: owner.merchantId, area, kind: 'Promotion', status: 'Pending',
      requestedById: principal.user.id, requestedAt: new Date(), changes, reenterInLive,
    }).returning();
    // Who may decide it is told in the same transaction (issue 27: approvers who are told, ADR 0071).
    await tellPromotionApprovers(tx, row!, actorOf(principal).name);
    return (await toPromotions(tx, [row!]))[0]!;
  });
}

async function lockedPromotion(q: Queryable, owner: Owner, id: string): Promise<PromotionRow> {
  if (!isUuid(id)) throw notFound('Promotion not found');
  // One decision per merchant at a time: approvals, rejections and reverts of its settings queue here.
  await q.execute(sql`SELECT id FROM ${merchants} WHERE id = ${owner.merchantId} FOR UPDATE`);
  const [row] = await q.select().from(settingsPromotions).where(and(eq(settingsPromotions.id, id), eq(settingsPromotions.merchantId, owner.merchantId)));
  if (!row) throw notFound('Promotion not found');
  return row;
}

/** Live's current value of what a change names: the field's value, or the whole row's values (null when absent). */
function liveValueOf(live: Awaited<ReturnType<typeof AREA_STORES.channels.snapshot>>, change: PromotionChange): unknown {
  const row = live[change.rowKey];
  if (change.field === null) return row ? 'present' : null;
  return row ? row.values[change.field] ?? null : undefined;
}

/** Writes `target` (after or before) of each change to Live, after checking Live still holds `expected`. */
async function applyChanges(q: Queryable, owner: Owner, area: PromotionArea, changes: PromotionChange[], direction: 'forward' | 'back', staleMessage: string): Promise<void> {
  const store = AREA_STORES[area];
  const live = await store.snapshot(q, owner, 'Live');
  for (const change of changes) {
    const current = liveValueOf(live, change);
    const expected = direction === 'forward' ? (change.field === null ? null : change.before) : (change.field === null ? 'present' : change.after);
    if (!isDeepStrictEqual(current, expected)) throw conflict(staleMessage);
  }
  for (const change of changes) {
    const value = direction === 'forward' ? change.after : change.before;
    if (change.field === null) await store.write(q, owner, 'Live', change.rowKey, direction === 'forward' ? value as Record<string, SettingValue> : null);
    else await store.write(q, owner, 'Live', change.rowKey, { [change.field]: value as SettingValue });
  }
}

export async function approvePromotion(db: Db, owner: Owner, principal: Principal, id: string): Promise<SettingsPromotion> {
  return db.transaction(async (tx) => {
    const row = await lockedPromotion(tx, owner, id);
    if (row.status !== 'Pending') throw conflict(PROMOTION_MESSAGES.notPending);
    if (row.requestedById === principal.user.id) throw conflict(PROMOTION_MESSAGES.ownRequest);
    await applyChanges(tx, owner, row.area, row.changes, 'forward', PROMOTION_MESSAGES.stale);
    const [updated] = await tx.update(settingsPromotions).set({ status: 'Applied', decidedById: principal.user.id, decidedAt: new Date() })
      .where(eq(settingsPromotions.id, row.id)).returning();
    await tellPromotionRequester(tx, row, actorOf(principal), true);
    return (await toPromotions(tx, [updated!]))[0]!;
  });
}

/** Another user rejects; the requester may withdraw their own. */
export async function rejectPromotion(db: Db, owner: Owner, principal: Principal, id: string): Promise<SettingsPromotion> {
  return db.transaction(async (tx) => {
    const row = await lockedPromotion(tx, owner, id);
    if (row.status !== 'Pending') throw conflict(PROMOTION_MESSAGES.notPending);
    const [updated] = await tx.update(settingsPromotions).set({ status: 'Rejected', decidedById: principal.user.id, decidedAt: new Date() })
      .where(eq(settingsPromotions.id, row.id)).returning();
    await tellPromotionRequester(tx, row, actorOf(principal), false);
    return (await toPromotions(tx, [updated!]))[0]!;
  });
}

/** One step back: the recorded before-values return to Live, recorded as a revert (its changes run the other way). */
export async function revertPromotion(db: Db, owner: Owner, principal: Principal, id: string): Promise<SettingsPromotion> {
  return db.transaction(async (tx) => {
    const row = await lockedPromotion(tx, owner, id);
    if (row.status !== 'Applied' || row.kind !== 'Promotion') throw conflict(PROMOTION_MESSAGES.notApplied);
    await applyChanges(tx, owner, row.area, row.changes, 'back', PROMOTION_MESSAGES.revertStale);
    const now = new Date();
    await tx.update(settingsPromotions).set({ status: 'Reverted' }).where(eq(settingsPromotions.id, row.id));
    const [revert] = await tx.insert(settingsPromotions).values({
      id: newId(), tenantId: owner.tenantId, merchantId: owner.merchantId, area: row.area, kind: 'Revert', status: 'Applied', revertsId: row.id,
      requestedById: principal.user.id, requestedAt: now, decidedById: principal.user.id, decidedAt: now,
      changes: row.changes.map((c) => ({ ...c, before: c.after, after: c.before })), reenterInLive: [],
    }).returning();
    return (await toPromotions(tx, [revert!]))[0]!;
  });
}
