/**
 * API keys (spec part 2: /crm/settings/developer-settings/api-keys for a tenant's own, /developer-settings/merchant-api-keys
 * "TPP configuration" for a merchant's; ADR 0104): the keys the public REST API under /api/v1 is called with. A key is
 * shown in full once; the database keeps its SHA-256 only.
 */
import { defineResource } from '../resource/define-resource';
import { flag, oneOf, text } from '../resource/filters';

const tag = 'API keys';

/** Secret keys call the API; publishable keys may only create a hosted payment session. */
export const API_KEY_KINDS = ['secret', 'publishable'] as const;
export type ApiKeyKind = (typeof API_KEY_KINDS)[number];
export const API_KEY_MODES = ['Test', 'Live'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

/** What a key may reach: read or write per resource. */
export const API_KEY_RESOURCES = ['transactions', 'refunds', 'payment_links', 'webhooks'] as const;
export type ApiKeyResource = (typeof API_KEY_RESOURCES)[number];
export const API_KEY_SCOPES = API_KEY_RESOURCES.flatMap((r) => [`${r}:read`, `${r}:write`] as const);
export type ApiKeyScope = `${ApiKeyResource}:${'read' | 'write'}`;

/** "Roll key": how long the replaced key stays valid (none, 1 h, 24 h, 7 days). */
export const API_KEY_GRACE_HOURS = [0, 1, 24, 168] as const;
export type ApiKeyGraceHours = (typeof API_KEY_GRACE_HOURS)[number];

/** Active; Expiring (rolled or given an expiry: works until expiresAt); Expired; Revoked. */
export const API_KEY_STATUSES = ['Active', 'Expiring', 'Expired', 'Revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/** `sk_test_` + random + checksum: the four prefixes by kind and mode. */
export const apiKeyPrefix = (kind: ApiKeyKind, mode: ApiKeyMode): string => `${kind === 'secret' ? 'sk' : 'pk'}_${mode.toLowerCase()}_`;

export const API_KEY_LIMITS = {
  nameMax: 100,
  /** Base62 characters of randomness (about 190 bits) and of the checksum that follows them. */
  randomLength: 32,
  checksumLength: 6,
  /** Calls per key per window (the RateLimit-* headers say where a caller stands). */
  rateLimit: 100,
  rateWindowSeconds: 60,
  maxPageSize: 100,
} as const;

/** The public API's refusals: `code` says which, `error` says it in a sentence. */
export const API_KEY_ERRORS = {
  missing: { status: 401, code: 'api_key_missing', error: 'Send an API key: Authorization: Bearer sk_...' },
  malformed: { status: 401, code: 'api_key_malformed', error: 'This is not an API key: its checksum does not match (a typo?)' },
  unknown: { status: 401, code: 'api_key_unknown', error: 'No such API key' },
  revoked: { status: 401, code: 'api_key_revoked', error: 'This API key was revoked' },
  expired: { status: 401, code: 'api_key_expired', error: 'This API key has expired' },
  ownerInactive: { status: 401, code: 'api_key_owner_inactive', error: 'The user who created this API key can no longer sign in' },
  publishable: {
    status: 403, code: 'api_key_publishable',
    error: 'A publishable key can only create a hosted payment session (POST /api/v1/payment_sessions): use a secret key (sk_...)',
  },
  scope: { status: 403, code: 'api_key_scope', error: 'This API key does not have the scope {{scope}}' },
  permission: { status: 403, code: 'api_key_permission', error: "The key's creator does not have the permission this call needs" },
  rateLimited: { status: 429, code: 'rate_limited', error: 'Too many calls with this API key: try again after the RateLimit-Reset seconds' },
  idempotencyKey: { status: 400, code: 'idempotency_key_missing', error: 'Send an Idempotency-Key header with every POST' },
} as const;
export type ApiKeyErrorCode = (typeof API_KEY_ERRORS)[keyof typeof API_KEY_ERRORS]['code'];

export const API_KEY_MESSAGES = {
  scopesRequired: 'Pick at least one scope',
  expiryPast: 'The expiry must be in the future',
  revoked: 'This key is revoked: create a new one',
  publishableScopes: 'A publishable key has no scopes: it can only create a hosted payment session',
} as const;

const str = { type: 'string' } as const;
const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;
const scopes = { type: 'array', uniqueItems: true, items: { type: 'string', enum: API_KEY_SCOPES } } as const;

export const apiKeyBodySchema = {
  type: 'object', additionalProperties: false, required: ['name', 'kind', 'mode', 'scopes'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: API_KEY_LIMITS.nameMax },
    kind: { type: 'string', enum: API_KEY_KINDS },
    mode: { type: 'string', enum: API_KEY_MODES },
    scopes,
    /** Optional: the key stops working then. */
    expiresAt: nullableDate,
  },
} as const;

export const apiKeyRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'merchantId', 'name', 'kind', 'mode', 'prefix', 'last4', 'scopes', 'status', 'createdAt', 'lastUsedAt', 'expiresAt', 'revokedAt'],
  properties: {
    id: str, tenantId: str, merchantId: { type: ['string', 'null'] }, name: str,
    kind: { type: 'string', enum: API_KEY_KINDS }, mode: { type: 'string', enum: API_KEY_MODES },
    prefix: str, last4: str, scopes, status: { type: 'string', enum: API_KEY_STATUSES },
    createdAt: date, lastUsedAt: nullableDate, expiresAt: nullableDate, revokedAt: nullableDate,
    /** Only in the answers to create and roll: the key in full, shown this once. */
    key: str,
  },
} as const;

export interface ApiKeyRow {
  id: string; tenantId: string; merchantId: string | null; name: string; kind: ApiKeyKind; mode: ApiKeyMode; prefix: string; last4: string;
  scopes: ApiKeyScope[]; status: ApiKeyStatus; createdAt: string; lastUsedAt: string | null; expiresAt: string | null; revokedAt: string | null;
  key?: string;
}
export interface ApiKeyBody { name: string; kind: ApiKeyKind; mode: ApiKeyMode; scopes: ApiKeyScope[]; expiresAt?: string | null }

/** Remove revokes: the row stays, listed as Revoked, so a call with it is told "revoked" rather than "unknown". */
export const API_KEYS_RESOURCE = defineResource({
  key: 'api-keys', path: 'api-keys', title: 'API key', tag,
  row: apiKeyRowSchema, body: apiKeyBodySchema, operations: ['list', 'one', 'create', 'remove'],
  filters: { search: text('Name', { field: 'name' }), mode: oneOf('Mode', API_KEY_MODES), revoked: flag('Revoked') },
  sorts: ['createdAt', 'name'], defaultSort: { key: 'createdAt', direction: 'desc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  maxPageSize: API_KEY_LIMITS.maxPageSize,
});

/** The routes' permissions, as the route catalogue has them: the tenant page's own, and the merchant's "TPP configuration". */
export const API_KEY_PERMISSIONS = {
  tenant: 'Settings.DeveloperSettingsApiKeys',
  merchant: 'Organization.Tpp.Credentials',
} as const;
