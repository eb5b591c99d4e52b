import { and, eq, sql } from 'drizzle-orm';
import { CRM_DEAL_MESSAGES as M, CRM_NEGATIVE_STATES, type CrmClosedState, type CrmDealKind } from '@portal/contracts';
import { activitySets, crmActivityTicks, crmDeals, pipelineStages } from '../../db/schema';
import { noteRowChange } from '../../http/audit-trail';
import { badRequest } from '../../http/errors';
import type { ResourceCall } from '../../http/resource-routes';
import { newId } from '../../lib/ids';
import { fill } from '../settings/tenant-settings-access';
import { DEAL_RESOURCE_KEYS } from './deal-service';

type DealTableRow = typeof crmDeals.$inferSelect;

export interface ChecklistItem { activity: string; done: boolean; tickedById: string | null; tickedByName: string | null; tickedAt: string | null }
export interface Checklist {
  stageId: string; stageName: string; activitySetId: string | null; activitySetName: string | null; items: ChecklistItem[]; done: number; total: number;
}

/** A stage with its activity set (none: an empty checklist). */
async function stageChecklist(call: ResourceCall, stageId: string) {
  const [stage] = await call.db.select({
    id: pipelineStages.id, name: pipelineStages.name, sortOrder: pipelineStages.sortOrder, pipelineId: pipelineStages.pipelineId,
    setId: activitySets.id, setName: activitySets.name, activities: activitySets.activities,
  }).from(pipelineStages).leftJoin(activitySets, eq(activitySets.id, pipelineStages.activitySetId)).where(eq(pipelineStages.id, stageId));
  return stage!;
}

/**
 * A record's stage checklist (ADR 0093): the activities of its stage's activity set as the settings list them now, each
 * ticked or not, with who ticked it and when. A tick of an activity the set no longer lists does not show or count.
 */
export async function checklistOf(call: ResourceCall, deal: Pick<DealTableRow, 'id' | 'stageId'>): Promise<Checklist> {
  const stage = await stageChecklist(call, deal.stageId);
  const ticks = stage.setId
    ? await call.db.select({
      activity: crmActivityTicks.activity, tickedBy: crmActivityTicks.tickedBy, tickedAt: crmActivityTicks.tickedAt,
      name: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${crmActivityTicks.tickedBy})`,
    }).from(crmActivityTicks).where(and(eq(crmActivityTicks.dealId, deal.id), eq(crmActivityTicks.activitySetId, stage.setId)))
    : [];
  const items = (stage.activities ?? []).map((activity) => {
    const tick = ticks.find((t) => t.activity === activity);
    return { activity, done: !!tick, tickedById: tick?.tickedBy ?? null, tickedByName: tick?.name ?? null, tickedAt: tick ? tick.tickedAt.toISOString() : null };
  });
  return {
    stageId: stage.id, stageName: stage.name, activitySetId: stage.setId, activitySetName: stage.setName,
    items, done: items.filter((i) => i.done).length, total: items.length,
  };
}

/**
 * Ticks or unticks one activity of the record's current stage checklist: stored with who and when, the record's last
 * activity moves (a ticked record is not idle), and the call's audit event is the record's change (its timeline
 * shows "Checklist: activity" ticked, or the reverse).
 */
export async function tickActivity(call: ResourceCall, kind: CrmDealKind, deal: DealTableRow, activity: string, done: boolean): Promise<Checklist> {
  const stage = await stageChecklist(call, deal.stageId);
  if (!stage.setId) throw badRequest(fill(M.noChecklist, { stage: stage.name }));
  if (!(stage.activities ?? []).includes(activity)) throw badRequest(fill(M.unknownActivity, { stage: stage.name, activity }));
  const where = and(eq(crmActivityTicks.dealId, deal.id), eq(crmActivityTicks.activitySetId, stage.setId), eq(crmActivityTicks.activity, activity));
  const [was] = await call.db.select({ id: crmActivityTicks.id }).from(crmActivityTicks).where(where);
  if (done && !was) {
    await call.db.insert(crmActivityTicks).values({ id: newId(), tenantId: deal.tenantId, dealId: deal.id, activitySetId: stage.setId, activity, tickedBy: call.principal.user.id })
      .onConflictDoNothing();
  } else if (!done && was) {
    await call.db.delete(crmActivityTicks).where(where);
  }
  const target = { type: DEAL_RESOURCE_KEYS[kind], id: deal.id, tenantId: deal.tenantId };
  if (done !== !!was) {
    await call.db.update(crmDeals).set({ lastActivityAt: new Date() }).where(eq(crmDeals.id, deal.id));
    noteRowChange(target, { checklist: done ? null : activity }, { checklist: done ? activity : null });
  } else {
    // Ticked as it was: the event names the record and changes nothing (the timeline leaves it out).
    noteRowChange(target, { checklist: activity }, { checklist: activity });
  }
  return checklistOf(call, deal);
}

/**
 * What a move forward leaves undone (ADR 0093): moving to a later stage of the pipeline, or closing positively, with
 * activities of the stage left not ticked. The move is saved; the answer names them (Salesforce Path's guidance).
 */
export async function skippedActivities(call: ResourceCall, before: DealTableRow, after: DealTableRow): Promise<{ stageName: string; activities: string[] } | null> {
  if (before.closedState !== null) return null;
  const left = await stageChecklist(call, before.stageId);
  if (!left.setId || !left.activities?.length) return null;
  const closedPositively = after.closedState !== null && !CRM_NEGATIVE_STATES.includes(after.closedState as CrmClosedState);
  let forward = closedPositively;
  if (!after.closedState && after.stageId !== before.stageId) {
    const to = await stageChecklist(call, after.stageId);
    forward = to.pipelineId === left.pipelineId && to.sortOrder > left.sortOrder;
  }
  if (!forward) return null;
  const list = await checklistOf(call, before);
  const activities = list.items.filter((i) => !i.done).map((i) => i.activity);
  return activities.length ? { stageName: left.name, activities } : null;
}
