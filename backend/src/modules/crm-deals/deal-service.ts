/**
 * The one service that writes opportunities and projects (ADR 0088): the form's create and update, the board's drop
 * and another module's call (a lead's conversion, inside its own transaction) all pass through `createDeal` /
 * `updateDeal`, so the rules, the audit note and the owner's notification are the same whichever way a record moves.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  type AuditTargetType,
  CRM_CLOSED_STATES_BY_KIND, CRM_DEAL_MESSAGES as M, CRM_NEGATIVE_STATES, crmRecordPath, type CrmClosedState, type CrmDealKind,
} from '@portal/contracts';
import { crmContacts, crmDeals, crmOrganizations, currencies, pipelineStages, pipelines } from '../../db/schema';
import { noteRowChange } from '../../http/audit-trail';
import { badRequest, notFound } from '../../http/errors';
import type { ResourceCall } from '../../http/resource-routes';
import { newId } from '../../lib/ids';
import { notifyUsers } from '../notifications/notify';
import { merchantLimitWhere, ownerOf, reachableOrganization, tenantOfCall } from '../crm/customer-access';
import { fill } from '../settings/tenant-settings-access';
import { dealColumns, toDealRow, type DealRow } from './deal-columns';
import { skippedActivities } from './checklist';

export interface DealBody {
  organizationId: string; contactId?: string | null; name: string; amount?: string | null; currencyCode?: string | null;
  expectedCloseDate?: string | null; pipelineId: string; stageId?: string; ownerId?: string | null;
  closedState?: CrmClosedState | null; closeReason?: string;
}
export type DealMove = Pick<DealBody, 'stageId' | 'closedState' | 'closeReason'>;
type DealTableRow = typeof crmDeals.$inferSelect;

export const DEAL_RESOURCE_KEYS: Record<CrmDealKind, AuditTargetType> = { opportunity: 'crm-opportunities', project: 'crm-projects' };
const KIND_WORDS: Record<CrmDealKind, string> = { opportunity: 'opportunities', project: 'projects' };
/** A notification of a record another user moved or closed (the bell's generic icon: no spec type fits). */
export const DEAL_NOTIFICATION_TYPE = 'CrmRecordMoved';

/** The tenants a call reaches (its scope). */
const tenantCondition = (call: ResourceCall) => {
  const { scope } = call;
  if (scope.kind === 'platform') return scope.tenantIds ? inArray(crmDeals.tenantId, scope.tenantIds) : undefined;
  return eq(crmDeals.tenantId, scope.tenantId);
};

/** Records whose customer became a merchant beyond the caller's merchant limits are not there for them (ADR 0082). */
export const dealMerchantLimitWhere = (call: ResourceCall) => {
  const limit = merchantLimitWhere(call, crmOrganizations.merchantId);
  return limit ? inArray(crmDeals.organizationId, call.db.select({ id: crmOrganizations.id }).from(crmOrganizations).where(limit)) : undefined;
};

/** A record of the kind the caller reaches, as stored; another tenant's (or beyond the limits) is not found. */
export async function ownedDeal(call: ResourceCall, kind: CrmDealKind, id: string): Promise<DealTableRow> {
  const [row] = await call.db.select().from(crmDeals)
    .where(and(eq(crmDeals.id, id), eq(crmDeals.kind, kind), tenantCondition(call), dealMerchantLimitWhere(call))).limit(1);
  if (!row) throw notFound(`${kind === 'opportunity' ? 'Opportunity' : 'Project'}: not found`);
  return row;
}

/** The row as the pages show it. */
export async function readDeal(call: ResourceCall, id: string): Promise<DealRow> {
  const [row] = await call.db.select(dealColumns).from(crmDeals).where(eq(crmDeals.id, id));
  if (!row) throw notFound('Not found');
  return toDealRow(row as never);
}

/** The pipeline (the tenant's, for the kind) and the stage (of that pipeline; its default when none is named). */
async function checkedStage(call: ResourceCall, kind: CrmDealKind, tenantId: string, pipelineId: string, stageId: string | undefined) {
  const [pipeline] = await call.db.select().from(pipelines).where(and(eq(pipelines.id, pipelineId), eq(pipelines.tenantId, tenantId)));
  if (!pipeline || !(kind === 'opportunity' ? pipeline.isForOpportunities : pipeline.isForProjects)) throw badRequest(fill(M.unknownPipeline, { kind: KIND_WORDS[kind] }));
  if (stageId) {
    const [stage] = await call.db.select().from(pipelineStages).where(eq(pipelineStages.id, stageId));
    if (!stage) throw badRequest(M.unknownStage);
    if (stage.pipelineId !== pipelineId) throw badRequest(fill(M.stageOfOtherPipeline, { stage: stage.name }));
    return stage;
  }
  const [first] = await call.db.select().from(pipelineStages).where(eq(pipelineStages.pipelineId, pipelineId))
    .orderBy(desc(pipelineStages.isDefault), asc(pipelineStages.sortOrder)).limit(1);
  if (!first) throw badRequest(M.unknownStage);
  return first;
}

/** The amount as stored: required for opportunities, positive, at most the currency's decimal places. */
async function checkedAmount(call: ResourceCall, kind: CrmDealKind, amount: string | null | undefined, currencyCode: string | null | undefined) {
  const value = amount?.trim() || null;
  if (!value) {
    if (kind === 'opportunity') throw badRequest(M.amountRequired);
    return { amount: null, currencyCode: currencyCode || null };
  }
  if (!currencyCode) throw badRequest(M.currencyRequired);
  const [currency] = await call.db.select({ places: currencies.decimalPlaces }).from(currencies).where(eq(currencies.code, currencyCode));
  if (!currency) throw badRequest(fill(M.unknownCurrency, { code: currencyCode }));
  const fraction = value.split('.')[1] ?? '';
  if (!/^\d+(\.\d+)?$/.test(value) || fraction.length > currency.places) throw badRequest(fill(M.amountInvalid, { places: currency.places, currency: currencyCode }));
  return { amount: value, currencyCode };
}

/** The closing: a state of the kind, a reason for the negative ones, an amount to win. */
function checkedClosing(kind: CrmDealKind, state: CrmClosedState | null, reason: string, amount: string | null) {
  if (state === null) return { closedState: null, closeReason: '' };
  if (!CRM_CLOSED_STATES_BY_KIND[kind].includes(state)) throw badRequest(fill(M.stateNotForKind, { state, kind: KIND_WORDS[kind] }));
  if (CRM_NEGATIVE_STATES.includes(state) && !reason.trim()) throw badRequest(fill(M.reasonRequired, { state }));
  if (state === 'Won' && !(amount && Number(amount) > 0)) throw badRequest(M.wonNeedsAmount);
  return { closedState: state, closeReason: reason.trim() };
}

/** The probability a record carries: its stage's while open, 100 once closed positively, 0 once closed negatively. */
const probabilityOf = (stageProbability: number, state: CrmClosedState | null) =>
  state === null ? stageProbability : CRM_NEGATIVE_STATES.includes(state) ? 0 : 100;

/** Every column a write stores from a complete body (create, or update merged over the stored row). */
async function valuesOf(call: ResourceCall, kind: CrmDealKind, tenantId: string, b: DealBody, existing: DealTableRow | null) {
  const name = b.name.trim();
  if (!name) throw badRequest(M.nameRequired);
  await reachableOrganization(call, b.organizationId, tenantId);
  if (b.contactId) {
    const [contact] = await call.db.select({ id: crmContacts.id }).from(crmContacts)
      .where(and(eq(crmContacts.id, b.contactId), eq(crmContacts.organizationId, b.organizationId)));
    if (!contact) throw badRequest(M.unknownContact);
  }
  const stage = await checkedStage(call, kind, tenantId, b.pipelineId, b.stageId);
  const money = await checkedAmount(call, kind, b.amount, b.currencyCode);
  const closing = checkedClosing(kind, b.closedState ?? null, b.closeReason ?? '', money.amount);
  const now = new Date();
  const moved = !existing || existing.stageId !== stage.id || existing.closedState !== closing.closedState;
  return {
    name, organizationId: b.organizationId, contactId: b.contactId ?? null, ...money, expectedCloseDate: b.expectedCloseDate ?? null,
    pipelineId: b.pipelineId, stageId: stage.id, probability: probabilityOf(stage.probability, closing.closedState), ...closing,
    closedAt: closing.closedState ? (existing?.closedState === closing.closedState ? existing.closedAt : now) : null,
    ownerId: await ownerOf(call, tenantId, b.ownerId, existing ? existing.ownerId : undefined),
    stageEnteredAt: moved ? now : existing!.stageEnteredAt, lastActivityAt: now, updatedAt: now,
  };
}

/** A stored amount as typed (numeric(20,4) answers "12.5000"). */
const plainAmount = (stored: string | null): string | null => (stored === null ? null : stored.includes('.') ? stored.replace(/\.?0+$/, '') : stored);

/** The body an update starts from: the stored row's fields. */
const bodyOf = (row: DealTableRow): DealBody => ({
  organizationId: row.organizationId, contactId: row.contactId, name: row.name, amount: plainAmount(row.amount), currencyCode: row.currencyCode,
  expectedCloseDate: row.expectedCloseDate, pipelineId: row.pipelineId, stageId: row.stageId, ownerId: row.ownerId,
  closedState: row.closedState as CrmClosedState | null, closeReason: row.closeReason,
});

export interface DealWriteOptions {
  /** Note the change for the call's audit event (default); a caller that notes its own change (a conversion) says false. */
  audit?: boolean;
}

/** Creates a record of the kind in the call's transaction (the form's POST; a lead's conversion). */
export async function createDeal(call: ResourceCall, kind: CrmDealKind, body: DealBody, options: DealWriteOptions = {}): Promise<DealRow> {
  const tenantId = tenantOfCall(call, null);
  if (!tenantId) throw badRequest('tenantId is required: pick a tenant first');
  const id = newId();
  const values = await valuesOf(call, kind, tenantId, body, null);
  const [row] = await call.db.insert(crmDeals).values({ id, tenantId, kind, ...values, createdAt: values.updatedAt }).returning();
  if (options.audit !== false) noteRowChange({ type: DEAL_RESOURCE_KEYS[kind], id, tenantId }, null, row!);
  return readDeal(call, id);
}

/** An opportunity created by another module (lead conversion) inside its own transaction. */
export const createOpportunity = (call: ResourceCall, body: DealBody, options?: DealWriteOptions): Promise<DealRow> =>
  createDeal(call, 'opportunity', body, options);

/**
 * Changes a record: the form's PUT sends every field, the board's drop only the stage or the closing. The same checks,
 * the same audit note, and the owner hears of it when someone else moved or closed their record.
 */
export async function updateDeal(call: ResourceCall, kind: CrmDealKind, id: string, changes: Partial<DealBody>, options: DealWriteOptions = {}): Promise<DealRow> {
  const existing = await ownedDeal(call, kind, id);
  const merged: DealBody = { ...bodyOf(existing), ...changes };
  // A move to an open stage reopens a closed record (unless the change closes it too).
  if (changes.stageId && !('closedState' in changes) && changes.stageId !== existing.stageId) merged.closedState = null;
  if (changes.pipelineId && changes.pipelineId !== existing.pipelineId && !changes.stageId) delete merged.stageId;
  if (!('closeReason' in changes) && merged.closedState !== existing.closedState) merged.closeReason = '';
  const values = await valuesOf(call, kind, existing.tenantId, merged, existing);
  const [row] = await call.db.update(crmDeals).set(values).where(eq(crmDeals.id, id)).returning();
  if (options.audit !== false) noteRowChange({ type: DEAL_RESOURCE_KEYS[kind], id, tenantId: existing.tenantId }, existing, row!);
  const moved = existing.stageId !== row!.stageId || existing.closedState !== row!.closedState;
  const actor = call.principal.user;
  if (moved && existing.ownerId && existing.ownerId !== actor.id) {
    const where = row!.closedState ?? (await call.db.select({ name: pipelineStages.name }).from(pipelineStages).where(eq(pipelineStages.id, row!.stageId)))[0]?.name ?? '';
    await notifyUsers(call.db, [existing.ownerId], {
      text: { key: row!.closedState ? 'crm.recordClosed' : 'crm.recordMoved', params: { actor: `${actor.firstName} ${actor.lastName}`.trim(), name: row!.name, where } },
      notificationType: DEAL_NOTIFICATION_TYPE, objectUrl: crmRecordPath(kind, id),
    });
  }
  // Moved forward with its stage's checklist not all ticked: saved, and the answer says what was left (ADR 0093).
  const skipped = moved ? await skippedActivities(call, existing, row!) : null;
  return { ...(await readDeal(call, id)), ...(skipped ? { skippedActivities: skipped } : {}) };
}

/** The board's drop: a stage, or a closing state with its reason. */
export const moveDeal = (call: ResourceCall, kind: CrmDealKind, id: string, move: DealMove): Promise<DealRow> => updateDeal(call, kind, id, move);

/** Deletes a record (its audit note). */
export async function removeDeal(call: ResourceCall, kind: CrmDealKind, id: string): Promise<void> {
  const existing = await ownedDeal(call, kind, id);
  await call.db.delete(crmDeals).where(eq(crmDeals.id, id));
  noteRowChange({ type: DEAL_RESOURCE_KEYS[kind], id, tenantId: existing.tenantId }, existing, null);
}

