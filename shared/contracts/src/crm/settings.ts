/**
 * The CRM's settings (spec part 2: crm/settings/crm/pipelines, lead-statuses, activity-sets; section 3 "Pipeline",
 * "Stage"; section 7.7; ADR 0086): a tenant's sales pipelines with their stages, the statuses a lead moves through,
 * and the activity sets (checklists) a stage expects. Tenant staff with the pages' permissions edit them; platform
 * staff pick a tenant.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { defineResource } from '../resource/define-resource';
import { flag, oneOf, text } from '../resource/filters';

const tag = 'CRM settings';

/** Limits the pages and the server share. */
export const CRM_SETTINGS_LIMITS = { nameMax: 100, descriptionMax: 500, activityMax: 120, activitiesMax: 30, stagesMax: 20, rottingDaysMax: 365 } as const;

export const CRM_SETTINGS_MESSAGES = {
  nameTaken: 'The name {{name}} is taken: choose another',
  leadStatusInUse: 'This lead status is used by {{count}} leads: deactivate it instead',
  defaultStatusInactive: 'The default lead status must be active',
  lastDefaultStatus: 'One lead status is the default: make another one the default first',
  activitySetInUse: 'This activity set is used by {{count}} stages: remove it from them first',
  activityBlank: 'An activity needs a name',
  activityTwice: 'The activity {{name}} is listed twice',
  pipelineKind: 'A pipeline is for opportunities, for projects or both: choose at least one',
  pipelineInUse: 'This pipeline holds {{count}} records: move or close them first',
  stageInUse: 'This stage holds {{count}} open records: move them first',
  lastStage: 'A pipeline keeps at least one stage',
  stagesMax: 'A pipeline has at most {{max}} stages',
  unknownActivitySet: 'Unknown activity set',
} as const;

// ---- Lead statuses -------------------------------------------------------------------------------------------------

/** What a status says about a lead: still worked, ready to convert, or out. */
export const LEAD_STATUS_KINDS = ['Open', 'Qualified', 'Disqualified'] as const;
export type LeadStatusKind = (typeof LEAD_STATUS_KINDS)[number];

const name = { type: 'string', minLength: 1, maxLength: CRM_SETTINGS_LIMITS.nameMax } as const;
const description = { type: 'string', maxLength: CRM_SETTINGS_LIMITS.descriptionMax } as const;

export const leadStatusBodySchema = {
  type: 'object', additionalProperties: false, required: ['name', 'kind', 'sortOrder', 'isDefault', 'isActive'],
  properties: {
    name, description,
    kind: { type: 'string', enum: LEAD_STATUS_KINDS },
    sortOrder: { type: 'integer', minimum: 1, maximum: 999 },
    /** A new lead starts here (one per tenant). */
    isDefault: { type: 'boolean' },
    isActive: { type: 'boolean' },
  },
} as const;

export const leadStatusRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'name', 'description', 'kind', 'sortOrder', 'isDefault', 'isActive', 'updatedAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, ...leadStatusBodySchema.properties, description: { type: 'string' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const LEAD_STATUSES = defineResource({
  key: 'lead-statuses', path: 'crm/lead-statuses', title: 'Lead status', tag,
  row: leadStatusRowSchema, body: leadStatusBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('Name', { field: 'name' }), kind: oneOf('Kind', LEAD_STATUS_KINDS, { multiple: true }), isActive: flag('Active') },
  sorts: ['sortOrder', 'name'], defaultSort: { key: 'sortOrder', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});

// ---- Activity sets -------------------------------------------------------------------------------------------------

export const activitySetBodySchema = {
  type: 'object', additionalProperties: false, required: ['name', 'activities'],
  properties: {
    name, description,
    /** The checklist a stage with this set expects, in order ("KYB documents received"). */
    activities: {
      type: 'array', minItems: 1, maxItems: CRM_SETTINGS_LIMITS.activitiesMax,
      items: { type: 'string', minLength: 1, maxLength: CRM_SETTINGS_LIMITS.activityMax },
    },
  },
} as const;

export const activitySetRowSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'tenantId', 'name', 'description', 'activities', 'updatedAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, name: { type: 'string' }, description: { type: 'string' },
    activities: { type: 'array', items: { type: 'string' } },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const ACTIVITY_SETS = defineResource({
  key: 'activity-sets', path: 'crm/activity-sets', title: 'Activity set', tag,
  row: activitySetRowSchema, body: activitySetBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('Name', { field: 'name' }) },
  sorts: ['name'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});

// ---- Pipelines and stages (section 7.7: /pipelines) ---------------------------------------------------------------

export const pipelineBodySchema = {
  type: 'object', additionalProperties: false, required: ['name', 'isForOpportunities', 'isForProjects'],
  properties: { name, isForOpportunities: { type: 'boolean' }, isForProjects: { type: 'boolean' } },
} as const;

export const stageBodySchema = {
  type: 'object', additionalProperties: false, required: ['name', 'probability'],
  properties: {
    name,
    /** Per cent chance a record at this stage is won: weights the stage's totals. */
    probability: { type: 'integer', minimum: 0, maximum: 100 },
    activitySetId: { type: ['string', 'null'], format: 'uuid' },
    /** Days a record may stay idle at this stage before it is marked rotting; null: never. */
    rottingDays: { type: ['integer', 'null'], minimum: 1, maximum: CRM_SETTINGS_LIMITS.rottingDaysMax },
    /** 1-based place; omitted on create: last. Moving one renumbers the others. */
    sortOrder: { type: 'integer', minimum: 1, maximum: CRM_SETTINGS_LIMITS.stagesMax },
  },
} as const;

export const stageRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'pipelineId', 'name', 'probability', 'activitySetId', 'activitySetName', 'rottingDays', 'sortOrder', 'isDefault', 'openRecords'],
  properties: {
    id: { type: 'string' }, pipelineId: { type: 'string' }, name: { type: 'string' }, probability: { type: 'integer' },
    activitySetId: { type: ['string', 'null'] }, activitySetName: { type: ['string', 'null'] }, rottingDays: { type: ['integer', 'null'] },
    sortOrder: { type: 'integer' },
    /** Where a new record of the pipeline starts (one per pipeline). */
    isDefault: { type: 'boolean' },
    openRecords: { type: 'integer' },
  },
} as const;

export const pipelineRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'name', 'isForOpportunities', 'isForProjects', 'stages', 'records', 'createdAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, name: { type: 'string' },
    isForOpportunities: { type: 'boolean' }, isForProjects: { type: 'boolean' },
    stages: { type: 'array', items: stageRowSchema },
    /** Records in it, open or closed. */
    records: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const PIPELINES = defineResource({
  key: 'pipelines', path: 'pipelines', title: 'Pipeline', tag,
  row: pipelineRowSchema, body: pipelineBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('Name', { field: 'name' }) },
  sorts: ['name', 'createdAt'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  invalidates: ['pipeline-stages'],
});

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const stageParams = {
  type: 'object', required: ['id', 'stageId'], properties: { id: { type: 'string', format: 'uuid' }, stageId: { type: 'string', format: 'uuid' } },
} as const;
const scopeQuery = { type: 'object', additionalProperties: false, properties: { tenantId: { type: 'string', format: 'uuid' } } } as const;
const tags = [tag];

/** Section 7.7's other calls: every stage, a pipeline's stages, the other pipelines, stage changes and the default reset. */
export const PIPELINE_ENDPOINTS = {
  allStages: defineEndpoint({
    method: 'GET', path: 'pipelines/stages', base: 'merchant', summary: 'Every stage of the tenant\'s pipelines', tags, query: scopeQuery,
    responses: { 200: { type: 'array', items: stageRowSchema } },
  }),
  stages: defineEndpoint({
    method: 'GET', path: 'pipelines/:id/stages', base: 'merchant', summary: 'A pipeline\'s stages in order', tags, params: idParams, query: scopeQuery,
    responses: { 200: { type: 'array', items: stageRowSchema } },
  }),
  uncheck: defineEndpoint({
    method: 'GET', path: 'pipelines/:id/uncheck', base: 'merchant', summary: 'The other pipelines its records can move to (same use)', tags, params: idParams, query: scopeQuery,
    responses: { 200: { type: 'array', items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } } } },
  }),
  createStage: defineEndpoint({
    method: 'POST', path: 'pipelines/:id/stages', base: 'merchant', summary: 'Add a stage', tags, params: idParams, query: scopeQuery,
    body: stageBodySchema, responses: { 201: pipelineRowSchema },
  }),
  updateStage: defineEndpoint({
    method: 'PUT', path: 'pipelines/:id/stages/:stageId', base: 'merchant', summary: 'Change a stage (its place too)', tags, params: stageParams, query: scopeQuery,
    body: stageBodySchema, responses: { 200: pipelineRowSchema },
  }),
  removeStage: defineEndpoint({
    method: 'DELETE', path: 'pipelines/:id/stages/:stageId', base: 'merchant', summary: 'Delete a stage without open records', tags, params: stageParams, query: scopeQuery,
    responses: { 200: pipelineRowSchema },
  }),
  resetDefaultStage: defineEndpoint({
    method: 'PATCH', path: 'pipelines/:id/patch', base: 'merchant', summary: 'Make a stage the default (new records start there); without one, the first stage', tags,
    params: idParams, query: scopeQuery,
    body: { type: 'object', additionalProperties: false, properties: { stageId: { type: 'string', format: 'uuid' } } }, optionalBody: true,
    responses: { 200: pipelineRowSchema },
  }),
} as const;

/** The settings pages' permissions (the route catalogue's, spec part 2 section 6's `Settings.*` prefix). */
export const CRM_SETTINGS_PERMISSIONS = {
  pipelines: 'Settings.CrmPipelines',
  leadStatuses: 'Settings.CrmLeadStatuses',
  activitySets: 'Settings.CrmActivitySets',
} as const;

/** The settings resources' endpoints, for the contract check (declared, registered and documented agree; ADR 0014). */
export const CRM_SETTINGS_RESOURCE_ENDPOINTS = { leadStatuses: LEAD_STATUSES.endpoints, activitySets: ACTIVITY_SETS.endpoints, pipelines: PIPELINES.endpoints };
