/**
 * Tenant management (spec part 2 sections 2.1 and 6, `Platform.Tenants.View`; ADR 0083): platform staff list,
 * create (with the tenant's first administrator, invited by e-mail), edit and suspend tenants, and manage the
 * encryption keys that seal each tenant's secrets at rest (rotate: a new key, the secrets re-sealed in the background,
 * the old key retired). A key is never shown, only its version, fingerprint and status.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { defineResource, oneOf, text } from '../resource';

const tag = 'Tenant management';
const uuid = { type: 'string', format: 'uuid' } as const;
const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const optionalUrl = { type: ['string', 'null'], maxLength: 2048, pattern: '^(https?://|/)', description: 'An https URL or a path on the portal' } as const;
const colour = { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', description: 'A colour as #rrggbb' } as const;

export const TENANT_STATUSES = ['Active', 'Suspended'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

/** Limits the page and the server share. */
export const TENANT_LIMITS = { nameMax: 100, retentionMonthsMax: 120, fourEyesThresholdMax: 1_000_000_000 } as const;

export const managedTenantRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'name', 'supportEmail', 'emailSenderAddress', 'isDefaultTenant', 'status', 'logo', 'favicon', 'primaryColor', 'transactionRetentionMonths', 'fourEyesThresholdMajor', 'merchants', 'users', 'createdAt'],
  properties: {
    id: { type: 'string' }, name: { type: 'string' }, supportEmail: { type: 'string' }, emailSenderAddress: { type: 'string' },
    isDefaultTenant: { type: 'boolean' }, status: { type: 'string', enum: TENANT_STATUSES },
    logo: { type: ['string', 'null'] }, favicon: { type: ['string', 'null'] }, primaryColor: { type: 'string' },
    transactionRetentionMonths: { type: ['integer', 'null'], description: 'Months of transactions kept (null: all)' },
    fourEyesThresholdMajor: { type: 'integer', description: 'Refunds and payouts above this amount (major units) wait for a second user, unless a merchant\'s confirmation level says otherwise' },
    merchants: { type: 'integer', description: 'How many merchants the tenant has' },
    users: { type: 'integer', description: 'How many of its staff and merchant users are not deleted' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const managedTenantBodySchema = {
  type: 'object', additionalProperties: false,
  required: ['name', 'supportEmail', 'emailSenderAddress'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: TENANT_LIMITS.nameMax },
    supportEmail: email,
    emailSenderAddress: email,
    logo: optionalUrl,
    favicon: optionalUrl,
    primaryColor: colour,
    isDefaultTenant: { type: 'boolean', description: 'The tenant whose sign-in page a visitor without one sees (only one)' },
    /** The retention of its transactions (ADR 0117): older months are archived to the tenant's files and removed. */
    transactionRetentionMonths: {
      type: ['integer', 'null'], minimum: 1, maximum: TENANT_LIMITS.retentionMonthsMax,
      description: 'Months of transactions kept; older ones are archived to the tenant\'s files (gzip NDJSON) and removed. Null keeps all',
    },
    /** Four-eyes (ADR 0046): the tenant's threshold, read where a merchant has no confirmation level of its own (ADR 0067). */
    fourEyesThresholdMajor: {
      type: 'integer', minimum: 0, maximum: TENANT_LIMITS.fourEyesThresholdMax,
      description: 'Refunds and payouts above this amount, in major units of their currency, wait for a second user unless the merchant has a confirmation level of its own',
    },
    // Create only: the tenant's first administrator, invited by e-mail (flat, so the kit's form shows them as fields).
    administratorEmail: { ...email, description: 'Create only: the first administrator\'s e-mail address' },
    administratorFirstName: { type: 'string', minLength: 1, maxLength: 100, description: 'Create only' },
    administratorLastName: { type: 'string', minLength: 1, maxLength: 100, description: 'Create only' },
  },
} as const;

export const MANAGED_TENANTS = defineResource({
  key: 'managed-tenants', path: 'tenant-management/tenants', title: 'Tenant', tag,
  row: managedTenantRowSchema, body: managedTenantBodySchema, operations: ['list', 'one', 'create', 'update'],
  filters: { search: text('Name or e-mail', { field: 'name', alsoIn: ['supportEmail'] }), status: oneOf('Status', TENANT_STATUSES) },
  sorts: ['name', 'createdAt'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'global',
  invalidates: ['lookup:tenants'],
});

export const ENCRYPTION_KEY_STATUSES = ['Active', 'Retiring', 'Retired'] as const;

const keySchema = {
  type: 'object', additionalProperties: false, required: ['id', 'version', 'status', 'fingerprint', 'createdAt', 'retiredAt'],
  properties: {
    id: { type: 'string' }, version: { type: 'integer' }, status: { type: 'string', enum: ENCRYPTION_KEY_STATUSES },
    fingerprint: { type: 'string', description: 'First 8 hex characters of the key\'s SHA-256: tells keys apart, reveals nothing' },
    createdAt: { type: 'string', format: 'date-time' }, retiredAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const rotationSchema = {
  type: ['object', 'null'], additionalProperties: false, required: ['id', 'status', 'total', 'done', 'error', 'startedAt', 'finishedAt'],
  properties: {
    id: { type: 'string' }, status: { type: 'string', enum: ['Running', 'Done', 'Failed'] }, total: { type: 'integer' }, done: { type: 'integer' },
    error: { type: ['string', 'null'] }, startedAt: { type: 'string', format: 'date-time' }, finishedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const keysAnswer = {
  type: 'object', additionalProperties: false, required: ['keys', 'rotation', 'secrets'],
  properties: {
    keys: { type: 'array', items: keySchema },
    rotation: rotationSchema,
    secrets: { type: 'integer', description: 'How many secrets the owner stores (all sealed)' },
  },
} as const;

const ownerQuery = {
  type: 'object', additionalProperties: false,
  properties: { tenantId: { ...uuid, description: 'The tenant; none = the platform\'s own secrets (service providers)' } },
} as const;

export const TENANT_MANAGEMENT_ENDPOINTS = {
  activation: defineEndpoint({
    method: 'PUT', path: 'tenant-management/tenants/:id/activation', base: 'merchant', summary: 'Suspend a tenant (its users are signed out and cannot sign in) or reactivate it', tags: [tag],
    params: { type: 'object', required: ['id'], properties: { id: uuid } },
    body: { type: 'object', additionalProperties: false, required: ['isActive'], properties: { isActive: { type: 'boolean' } } },
    responses: { 200: managedTenantRowSchema },
  }),
  keys: defineEndpoint({
    method: 'GET', path: 'tenant-management/encryption-keys', base: 'merchant', summary: 'A tenant\'s (or the platform\'s) encryption keys and its latest rotation', tags: [tag],
    query: ownerQuery, responses: { 200: keysAnswer },
  }),
  rotate: defineEndpoint({
    method: 'POST', path: 'tenant-management/encryption-keys/rotations', base: 'merchant', summary: 'Rotate the key: a new key at once, the secrets re-sealed in the background, the old key retired', tags: [tag],
    query: ownerQuery, body: { type: 'object', additionalProperties: false, properties: {} }, optionalBody: true,
    responses: { 202: keysAnswer },
  }),
} as const;

/** Sign-in and API refusal for the users of a suspended tenant. */
export const TENANT_SUSPENDED_MESSAGE = 'The access of your organisation to the portal is suspended. Contact the platform\'s support.';


/** The tenants list's generated endpoints, exported as the contract's endpoint walk finds them. */
export const MANAGED_TENANT_RESOURCE_ENDPOINTS = MANAGED_TENANTS.endpoints;
