/**
 * Promote to Live (ADR 0067): the field-by-field diff of one settings area between Test and Live, a request to copy
 * the picked changes, a second user's approval that applies them at once, and a one-step revert. Secrets are never
 * copied (the diff says "re-enter in Live"). The server computes the diff itself; the request keeps the Live values
 * it was made against, so an approval after Live changed is refused (stale).
 */
import diff from 'microdiff';
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { emptyBody } from '../endpoint/common-schemas';

export const PROMOTION_AREAS = ['channels', 'mids', 'websites', 'whiteListing', 'errorMappings', 'confirmationLevels'] as const;
export type PromotionArea = (typeof PROMOTION_AREAS)[number];

/** The fields each area compares (identity fields shared by both modes are left out) and which of them are secrets. */
export const PROMOTION_AREA_FIELDS: Record<PromotionArea, { fields: readonly string[]; secrets: readonly string[] }> = {
  channels: { fields: ['isEnabled', 'minAmount', 'maxAmount', 'priority', 'feePercent', 'feeFixed'], secrets: [] },
  mids: { fields: ['mid', 'descriptor', 'isActive', 'apiSecret'], secrets: ['apiSecret'] },
  websites: { fields: ['publicKey', 'callbackUrl', 'returnUrl', 'allowedIps', 'secretKey'], secrets: ['secretKey'] },
  whiteListing: { fields: ['note', 'isActive'], secrets: [] },
  errorMappings: { fields: ['declineReason', 'payerMessage', 'isActive'], secrets: [] },
  confirmationLevels: { fields: ['thresholdMajor', 'isActive'], secrets: [] },
};

export type SettingValue = string | number | boolean | null | string[];

/** One area's rows in one mode, by the key that names a row in both modes (a channel's id, "IP:10.0.0.1", ...). */
export type AreaSnapshot = Record<string, { label: string; values: Record<string, SettingValue> }>;

/**
 * One line of the diff. `field` null: the row is only in Test (copying adds it to Live, secrets left empty).
 * `secret`: the values differ but are never shown or copied. `onlyInLive`: shown, not copied (promotion never deletes).
 */
export interface PromotionDiffItem {
  id: string;
  rowKey: string;
  rowLabel: string;
  field: string | null;
  kind: 'changed' | 'added' | 'secret' | 'onlyInLive';
  before: unknown;
  after: unknown;
  selectable: boolean;
}

const itemId = (rowKey: string, field: string | null) => (field ? `${rowKey}#${field}` : rowKey);

/** Test vs Live of one area, field by field (microdiff over the two snapshots), in row then field order. */
export function diffSettings(area: PromotionArea, test: AreaSnapshot, live: AreaSnapshot): PromotionDiffItem[] {
  const { secrets } = PROMOTION_AREA_FIELDS[area];
  const valuesOf = (s: AreaSnapshot) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v.values]));
  const items: PromotionDiffItem[] = [];
  for (const change of diff(valuesOf(live), valuesOf(test))) {
    const [rowKey, field] = change.path as [string, string | undefined, ...unknown[]];
    const label = test[rowKey]?.label ?? live[rowKey]?.label ?? rowKey;
    if (field === undefined) {
      if (change.type === 'CREATE') {
        const values = Object.fromEntries(Object.entries(test[rowKey]!.values).filter(([f]) => !secrets.includes(f)));
        items.push({ id: itemId(rowKey, null), rowKey, rowLabel: label, field: null, kind: 'added', before: null, after: values, selectable: true });
      } else if (change.type === 'REMOVE') {
        items.push({ id: itemId(rowKey, null), rowKey, rowLabel: label, field: null, kind: 'onlyInLive', before: live[rowKey]!.values, after: null, selectable: false });
      }
      continue;
    }
    if (items.some((i) => i.id === itemId(rowKey, field))) continue; // an array field differs in several places: one line
    const before = live[rowKey]!.values[field] ?? null;
    const after = test[rowKey]!.values[field] ?? null;
    if (secrets.includes(field)) {
      items.push({ id: itemId(rowKey, field), rowKey, rowLabel: label, field, kind: 'secret', before: null, after: null, selectable: false });
    } else {
      items.push({ id: itemId(rowKey, field), rowKey, rowLabel: label, field, kind: 'changed', before, after, selectable: true });
    }
  }
  return items.sort((a, b) => a.rowLabel.localeCompare(b.rowLabel) || a.rowKey.localeCompare(b.rowKey) || (a.field ?? '').localeCompare(b.field ?? ''));
}

export const PROMOTION_STATUSES = ['Pending', 'Applied', 'Rejected', 'Reverted'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_MESSAGES = {
  ownRequest: 'You asked for this promotion: another user approves it',
  stale: 'Live changed since this promotion was asked for: ask again from a fresh diff',
  notPending: 'This promotion is no longer waiting for approval',
  notApplied: 'Only an applied promotion can be reverted',
  nothingPicked: 'Pick at least one change to copy to Live',
  unknownItem: 'A picked change is no longer in the diff: reload the diff',
  revertStale: 'Live changed since this promotion was applied: revert by hand',
} as const;

const userRef = { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } } as const;
const anyValue = {} as const;

export const promotionChangeSchema = {
  type: 'object', required: ['rowKey', 'rowLabel', 'field', 'before', 'after'],
  properties: { rowKey: { type: 'string' }, rowLabel: { type: 'string' }, field: { type: ['string', 'null'] }, before: anyValue, after: anyValue },
} as const;

export interface PromotionChange {
  rowKey: string;
  rowLabel: string;
  field: string | null;
  before: unknown;
  after: unknown;
}

export interface SettingsPromotion {
  id: string;
  merchantId: string;
  area: PromotionArea;
  kind: 'Promotion' | 'Revert';
  status: PromotionStatus;
  revertsId: string | null;
  requestedBy: { id: string; name: string };
  requestedAt: string;
  decidedBy: { id: string; name: string } | null;
  decidedAt: string | null;
  changes: PromotionChange[];
  /** Secrets of the copied rows that must be typed in Live (row label and field). */
  reenterInLive: Array<{ rowLabel: string; field: string }>;
}

export const settingsPromotionSchema = typed<SettingsPromotion>()({
  type: 'object',
  required: ['id', 'merchantId', 'area', 'kind', 'status', 'revertsId', 'requestedBy', 'requestedAt', 'decidedBy', 'decidedAt', 'changes', 'reenterInLive'],
  properties: {
    id: { type: 'string' }, merchantId: { type: 'string' }, area: { type: 'string', enum: PROMOTION_AREAS },
    kind: { type: 'string', enum: ['Promotion', 'Revert'] }, status: { type: 'string', enum: PROMOTION_STATUSES },
    revertsId: { type: ['string', 'null'] }, requestedBy: userRef, requestedAt: { type: 'string' },
    decidedBy: { anyOf: [userRef, { type: 'null' }] }, decidedAt: { type: ['string', 'null'] },
    changes: { type: 'array', items: promotionChangeSchema },
    reenterInLive: { type: 'array', items: { type: 'object', required: ['rowLabel', 'field'], properties: { rowLabel: { type: 'string' }, field: { type: 'string' } } } },
  },
});

export interface PromotionDiff {
  area: PromotionArea;
  items: PromotionDiffItem[];
}

export const promotionDiffSchema = typed<PromotionDiff>()({
  type: 'object', required: ['area', 'items'],
  properties: {
    area: { type: 'string', enum: PROMOTION_AREAS },
    items: {
      type: 'array',
      items: {
        type: 'object', required: ['id', 'rowKey', 'rowLabel', 'field', 'kind', 'before', 'after', 'selectable'],
        properties: {
          id: { type: 'string' }, rowKey: { type: 'string' }, rowLabel: { type: 'string' }, field: { type: ['string', 'null'] },
          kind: { type: 'string', enum: ['changed', 'added', 'secret', 'onlyInLive'] }, before: anyValue, after: anyValue, selectable: { type: 'boolean' },
        },
      },
    },
  },
});

const PROMOTIONS = 'merchant/payment-settings/promotions';
export const PROMOTION_PATHS = {
  diff: `${PROMOTIONS}/diff`,
  list: PROMOTIONS,
  approve: (id: string) => `${PROMOTIONS}/${id}/approve`,
  reject: (id: string) => `${PROMOTIONS}/${id}/reject`,
  revert: (id: string) => `${PROMOTIONS}/${id}/revert`,
} as const;

const tags = ['Settings: promote to Live'] as const;
const base = 'merchant' as const;
const scopeQuery = { type: 'object', additionalProperties: false, properties: { merchantId: { type: 'string', format: 'uuid' } } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;

export const PROMOTION_ENDPOINTS = {
  diff: defineEndpoint({
    method: 'GET', path: PROMOTION_PATHS.diff, base, tags, summary: 'The field-by-field diff of one area between Test and Live',
    query: { type: 'object', additionalProperties: false, required: ['area'], properties: { area: { type: 'string', enum: PROMOTION_AREAS }, merchantId: { type: 'string', format: 'uuid' } } } as const,
    responses: { 200: promotionDiffSchema },
  }),
  list: defineEndpoint({
    method: 'GET', path: PROMOTION_PATHS.list, base, tags, summary: 'The merchant\'s promotions and reverts, newest first (at most 100)',
    query: scopeQuery, responses: { 200: { type: 'array', items: settingsPromotionSchema } },
  }),
  create: defineEndpoint({
    method: 'POST', path: PROMOTION_PATHS.list, base, tags, summary: 'Ask for the picked changes to be copied to Live (another user approves)',
    query: scopeQuery,
    body: {
      type: 'object', additionalProperties: false, required: ['area', 'itemIds'],
      properties: { area: { type: 'string', enum: PROMOTION_AREAS }, itemIds: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: { type: 'string', maxLength: 300 } } },
    } as const,
    responses: { 201: settingsPromotionSchema },
  }),
  approve: defineEndpoint({
    method: 'POST', path: `${PROMOTIONS}/:id/approve`, base, tags, summary: 'Approve and apply a promotion at once (not your own; 409 when Live changed since)',
    params: idParams, query: scopeQuery, body: emptyBody, optionalBody: true, responses: { 200: settingsPromotionSchema },
  }),
  reject: defineEndpoint({
    method: 'POST', path: `${PROMOTIONS}/:id/reject`, base, tags, summary: 'Reject (or withdraw one\'s own) promotion waiting for approval',
    params: idParams, query: scopeQuery, body: emptyBody, optionalBody: true, responses: { 200: settingsPromotionSchema },
  }),
  revert: defineEndpoint({
    method: 'POST', path: `${PROMOTIONS}/:id/revert`, base, tags, summary: 'Restore the Live values an applied promotion replaced (recorded as a revert)',
    params: idParams, query: scopeQuery, body: emptyBody, optionalBody: true, responses: { 201: settingsPromotionSchema },
  }),
} as const;
