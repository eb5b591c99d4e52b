/**
 * Decline pending ratio (crm/settings/alerts/decline-pending-ratio, ADR 0066): per tenant, and optionally per
 * merchant, the share of a customer's payments (sales and authorisations) that may be declined, and the share
 * that may stay pending, within a window, before it alerts. The alerts report lists each customer window that
 * crossed a threshold; the first crossing of a window notifies the tenant's staff once.
 */
import { defineResource } from '../resource/define-resource';
import { flag, idsOf } from '../resource/filters';

export const DECLINE_PENDING_RATIO_PERMISSION = 'Settings.AlertsDeclinePendingRatio';
/** Windows a threshold may watch, in minutes (an hour to a day; a day starts at the user's midnight in the report). */
export const RATIO_WINDOWS = [15, 60, 240, 1440] as const;
export const RATIO_LIMITS = { maxMinimumPayments: 100_000 } as const;
export const RATIO_MESSAGES = {
  nothing: 'Give a declined or a pending threshold (or both)',
  exists: 'There is a threshold for this merchant already (one for the whole tenant when no merchant is picked): edit it',
  inUse: 'This threshold is in use by {{count}} raised alerts: deactivate it instead',
  merchant: 'Merchant not found',
} as const;

const percent = { type: ['number', 'null'], minimum: 0, maximum: 100 } as const;

export const ratioThresholdBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['merchantId', 'declinedPercent', 'pendingPercent', 'windowMinutes', 'minimumPayments', 'isActive'],
  properties: {
    /** Null: every merchant of the tenant without a threshold of its own. */
    merchantId: { type: ['string', 'null'], format: 'uuid' },
    /** Alert when declined (declined, failed, blocked) payments reach this share of the window's; null: not watched. */
    declinedPercent: percent,
    /** Alert when pending payments reach this share; null: not watched. */
    pendingPercent: percent,
    windowMinutes: { type: 'integer', enum: RATIO_WINDOWS },
    /** Windows with fewer payments never alert (a single decline is not a ratio). */
    minimumPayments: { type: 'integer', minimum: 1, maximum: RATIO_LIMITS.maxMinimumPayments },
    isActive: { type: 'boolean' },
  },
} as const;

export const ratioThresholdSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'tenantId', ...ratioThresholdBodySchema.required, 'updatedAt'],
  properties: {
    id: { type: 'string' },
    tenantId: { type: 'string' },
    ...ratioThresholdBodySchema.properties,
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const DECLINE_PENDING_RATIO_THRESHOLDS = defineResource({
  key: 'decline-pending-ratio-thresholds', path: 'settings/decline-pending-ratio-thresholds', title: 'Decline pending ratio', tag: 'Settings: engines',
  row: ratioThresholdSchema, body: ratioThresholdBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { merchants: idsOf('merchants', 'Merchants', { field: 'merchantId' }), isActive: flag('Active') },
  sorts: ['updatedAt'], defaultSort: { key: 'updatedAt', direction: 'desc' }, paging: 'offset',
  modeScoped: false, scope: 'tenant',
});

export const ALERT_THRESHOLDS_ENDPOINTS = { declinePendingRatioThresholds: DECLINE_PENDING_RATIO_THRESHOLDS.endpoints };
