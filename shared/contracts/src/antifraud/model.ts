/**
 * Antifraud rules and blacklists that operators configure (spec part 2: /crm/settings/antifraud/antifraud and
 * /antifraud/blacklist for a tenant, /merchant/payment-settings/antifraud-rules and /antifraud-blacklist for a
 * merchant; issue 29, ADR 0106). A tenant's rules and lists apply to all its merchants; a merchant's add to them.
 * Rules are per mode (Test / Live) and versioned: an edit is a new version, the active version runs until another
 * is activated.
 */
import { defineResource } from '../resource/define-resource';
import { oneOf, text } from '../resource/filters';
import { typedUnchecked } from '../endpoint/define-endpoint';
import { BLACKLIST_TYPES, type BlacklistType, type RuleGroup } from './conditions';

const tag = 'Antifraud';

/**
 * What a matching rule does, in the fixed order Stripe Radar applies them: Request 3DS rules are read first (they ask
 * for authentication and the rest still run), then Allow (a match skips Block and Review), Block, Review.
 */
export const ANTIFRAUD_ACTIONS = ['RequestThreeDS', 'Allow', 'Block', 'Review'] as const;
export type AntifraudAction = (typeof ANTIFRAUD_ACTIONS)[number];

/** A version: Draft (saved, not running), PendingApproval (a Live Block waiting for a second user), Active, Inactive (replaced or switched off). */
export const ANTIFRAUD_RULE_STATUSES = ['Draft', 'PendingApproval', 'Active', 'Inactive'] as const;
export type AntifraudRuleStatus = (typeof ANTIFRAUD_RULE_STATUSES)[number];

export const BACKTEST_DAYS = [30, 90] as const;

export const ANTIFRAUD_LIMITS = {
  nameMax: 120, descriptionMax: 500, reasonMax: 500, valueMax: 200, importMaxLines: 10_000, importMaxChars: 1_000_000,
  scoreMax: 100, backtestExamples: 10, maxPageSize: 100,
} as const;

export const ANTIFRAUD_PERMISSIONS = {
  tenantRules: 'Settings.AntifraudAntifraud',
  tenantBlacklist: 'Settings.AntifraudBlacklist',
  merchantRules: 'Merchant.PaymentsSettings.AntifraudRules',
  merchantBlacklist: 'Merchant.PaymentsSettings.AntifraudBlacklist',
} as const;

export const ANTIFRAUD_MESSAGES = {
  nameRequired: 'Enter the rule name',
  scoreRange: `The score is a whole number from 0 to ${ANTIFRAUD_LIMITS.scoreMax}`,
  ruleNotFound: 'Antifraud rule: not found',
  entryNotFound: 'Blacklist entry: not found',
  notDraft: 'Only the newest version can be activated',
  alreadyActive: 'This version is active already',
  notPending: 'This version is not waiting for approval',
  ownRequest: 'A second user must approve: you asked for this activation yourself',
  waitingForApproval: 'A second user must approve a Live Block rule: it waits for approval',
  activated: 'The rule is active',
  valueInvalid: '{{type}}: "{{value}}" is not a valid value',
  expiryPast: 'The expiry must be in the future',
  importEmpty: 'The file has no entries',
  importTooLarge: `The file has more than ${ANTIFRAUD_LIMITS.importMaxLines} lines`,
  importLine: 'Line {{line}}: {{problem}}',
  importHeader: 'The first line must name the columns: type,value,reason,expiresAt',
  duplicateEntry: 'This value is on the list already',
} as const;

const str = { type: 'string' } as const;
const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;
const person = { type: ['object', 'null'], additionalProperties: false, required: ['id', 'name'], properties: { id: str, name: str } } as const;

/** The condition tree: recursive (a group holds conditions and groups), checked by conditionProblem on the server. */
export const ruleGroupSchema = typedUnchecked<RuleGroup>()({
  type: 'object', required: ['combinator', 'rules'], additionalProperties: true,
  description: 'An and/or group: { combinator, not?, rules: [ { field, operator, value } | group ] } (react-querybuilder\'s shape)',
  properties: { combinator: { type: 'string', enum: ['and', 'or'] }, not: { type: 'boolean' }, rules: { type: 'array', maxItems: 50, items: { type: 'object', additionalProperties: true } } },
});

export const antifraudRuleBodySchema = {
  type: 'object', additionalProperties: false, required: ['name', 'action', 'score', 'conditions'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: ANTIFRAUD_LIMITS.nameMax },
    description: { type: 'string', maxLength: ANTIFRAUD_LIMITS.descriptionMax },
    action: { type: 'string', enum: ANTIFRAUD_ACTIONS },
    score: { type: 'integer', minimum: 0, maximum: ANTIFRAUD_LIMITS.scoreMax },
    conditions: ruleGroupSchema,
  },
} as const;

export const antifraudRuleRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'ruleId', 'version', 'tenantId', 'merchantId', 'mode', 'name', 'description', 'action', 'score', 'conditions', 'status',
    'activeVersion', 'createdBy', 'createdAt', 'requestedBy', 'approvedBy', 'activatedAt'],
  properties: {
    /** This version's id. */
    id: str,
    /** The rule's id across its versions (what the URLs name). */
    ruleId: str, version: { type: 'integer' }, tenantId: str, merchantId: { type: ['string', 'null'] }, mode: { type: 'string', enum: ['Test', 'Live'] },
    name: str, description: str, action: { type: 'string', enum: ANTIFRAUD_ACTIONS }, score: { type: 'integer' }, conditions: ruleGroupSchema,
    status: { type: 'string', enum: ANTIFRAUD_RULE_STATUSES },
    /** The version that runs now (null when none does); may be older than this, the newest. */
    activeVersion: { type: ['integer', 'null'] },
    createdBy: person, createdAt: date, requestedBy: person, approvedBy: person, activatedAt: nullableDate,
  },
} as const;

/** The newest version of each rule the caller owns, in the request's mode. */
export const ANTIFRAUD_RULES_RESOURCE = defineResource({
  key: 'antifraud-rules', path: 'antifraud-rules', title: 'Antifraud rule', tag,
  row: antifraudRuleRowSchema, body: antifraudRuleBodySchema, operations: ['list', 'one', 'create', 'update'],
  filters: { search: text('Name', { field: 'name' }), action: oneOf('Action', ANTIFRAUD_ACTIONS), status: oneOf('Status', ANTIFRAUD_RULE_STATUSES) },
  sorts: ['name', 'createdAt'], defaultSort: { key: 'createdAt', direction: 'desc' }, paging: 'offset', modeScoped: true, scope: 'tenant',
  maxPageSize: ANTIFRAUD_LIMITS.maxPageSize,
});

export const blacklistBodySchema = {
  type: 'object', additionalProperties: false, required: ['listType', 'value'],
  properties: {
    listType: { type: 'string', enum: BLACKLIST_TYPES },
    value: { type: 'string', minLength: 1, maxLength: ANTIFRAUD_LIMITS.valueMax },
    reason: { type: 'string', maxLength: ANTIFRAUD_LIMITS.reasonMax },
    expiresAt: nullableDate,
  },
} as const;

export const blacklistRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'merchantId', 'listType', 'value', 'reason', 'expiresAt', 'addedBy', 'createdAt'],
  properties: {
    id: str, tenantId: str, merchantId: { type: ['string', 'null'] }, listType: { type: 'string', enum: BLACKLIST_TYPES }, value: str, reason: str,
    expiresAt: nullableDate, addedBy: person, createdAt: date,
  },
} as const;

/** A tenant's or a merchant's blacklist entries (both modes: a stolen card is stolen in Test and Live). */
export const ANTIFRAUD_BLACKLIST_RESOURCE = defineResource({
  key: 'antifraud-blacklist', path: 'antifraud-blacklist', title: 'Blacklist entry', tag,
  row: blacklistRowSchema, body: blacklistBodySchema, operations: ['list', 'create', 'remove'],
  filters: { search: text('Value', { field: 'value', alsoIn: ['reason'] }), listType: oneOf('Type', BLACKLIST_TYPES) },
  sorts: ['createdAt', 'value', 'expiresAt'], defaultSort: { key: 'createdAt', direction: 'desc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  maxPageSize: ANTIFRAUD_LIMITS.maxPageSize, invalidates: ['antifraud-rules'],
});

export interface Person { id: string; name: string }
export interface AntifraudRuleBody { name: string; description?: string; action: AntifraudAction; score: number; conditions: RuleGroup }
export interface AntifraudRuleRow {
  id: string; ruleId: string; version: number; tenantId: string; merchantId: string | null; mode: 'Test' | 'Live'; name: string; description: string;
  action: AntifraudAction; score: number; conditions: RuleGroup; status: AntifraudRuleStatus; activeVersion: number | null;
  createdBy: Person | null; createdAt: string; requestedBy: Person | null; approvedBy: Person | null; activatedAt: string | null;
}
export interface BlacklistBody { listType: BlacklistType; value: string; reason?: string; expiresAt?: string | null }
export interface BlacklistRow {
  id: string; tenantId: string; merchantId: string | null; listType: BlacklistType; value: string; reason: string; expiresAt: string | null;
  addedBy: Person | null; createdAt: string;
}
/** One past payment a draft would have stopped, and which condition matched. */
export interface BacktestExample {
  transactionId: string; externalId: string; createdAt: string; amount: number; currency: string; decision: 'Blocked' | 'Review'; condition: string;
}
export interface BacktestResult {
  days: number; from: string; to: string; total: number; blocked: number; reviewed: number; allowed: number; threeDSecure: number; examples: BacktestExample[];
}
export interface BlacklistImportResult { added: number; problems: string[] }
