/**
 * The CRM's deals (spec part 2: /crm/opportunities, /crm/projects; section 3 "Pipeline", "Stage", "Pipeline element";
 * section 4's stage tones; ADR 0088): an opportunity (a sale to a customer, with an amount in a currency) or a project
 * (an integration or go-live for a customer, no amount required) moving through the stages of a pipeline marked for
 * its kind, owned by a CRM user, and closed in one of the pipeline element's states. The board shows one pipeline by
 * stage with per-stage totals the server computes (count, sum and probability-weighted sum per currency).
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { defineResource } from '../resource/define-resource';
import { dayRange, flag, oneOf, text } from '../resource/filters';

const tag = 'CRM opportunities and projects';

export const CRM_DEAL_KINDS = ['opportunity', 'project'] as const;
export type CrmDealKind = (typeof CRM_DEAL_KINDS)[number];

/** Spec part 2 section 3, pipeline element `stateName`: how a record left its pipeline. */
export const CRM_CLOSED_STATES = ['Won', 'GoLive', 'Converted', 'Lost', 'Disqualified', 'Abandoned', 'Suspended'] as const;
export type CrmClosedState = (typeof CRM_CLOSED_STATES)[number];

/** The closing states that need a reason (why it did not work out). */
export const CRM_NEGATIVE_STATES: readonly CrmClosedState[] = ['Lost', 'Disqualified', 'Abandoned', 'Suspended'];

/** The closing states each kind offers (its board's closing columns, in order). */
export const CRM_CLOSED_STATES_BY_KIND: Record<CrmDealKind, readonly CrmClosedState[]> = {
  opportunity: ['Won', 'Lost', 'Disqualified', 'Abandoned', 'Suspended'],
  project: ['GoLive', 'Converted', 'Abandoned', 'Suspended'],
};

/** Spec part 2 section 4's tones of the closing states (the kit's StatusPill tones). */
export const CRM_CLOSED_STATE_TONES: Record<CrmClosedState, 'positive' | 'negative' | 'black' | 'neutral'> = {
  Won: 'positive', GoLive: 'positive', Converted: 'positive',
  Lost: 'negative', Disqualified: 'negative', Abandoned: 'black', Suspended: 'neutral',
};

export const CRM_DEAL_LIMITS = { nameMax: 200, reasonMax: 500, perStageDefault: 20, perStageMax: 100 } as const;

export const CRM_DEAL_MESSAGES = {
  nameRequired: 'Give it a name',
  amountRequired: 'An opportunity needs an amount',
  amountInvalid: 'The amount must be a positive number with at most {{places}} decimal places for {{currency}}',
  currencyRequired: 'Choose the currency of the amount',
  unknownCurrency: 'Unknown currency {{code}}',
  unknownPipeline: 'Choose a pipeline for {{kind}}',
  stageOfOtherPipeline: 'The stage {{stage}} belongs to another pipeline',
  unknownStage: 'Unknown stage',
  stateNotForKind: '{{state}} does not close {{kind}}',
  reasonRequired: 'Say why it is {{state}}: a reason is required',
  wonNeedsAmount: 'An opportunity is won with an amount: enter it first',
  unknownContact: 'The contact must be a person at this customer',
  closeDateInvalid: 'The expected close date must be a date (YYYY-MM-DD)',
  noChecklist: 'The stage {{stage}} has no checklist',
  unknownActivity: 'The checklist of {{stage}} has no activity "{{activity}}"',
} as const;

const uuid = { type: 'string', format: 'uuid' } as const;
const nullableUuid = { type: ['string', 'null'], format: 'uuid' } as const;
/** A decimal amount as text (no float rounding): digits, optional fraction. */
export const AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,14})(\\.[0-9]{1,4})?$';

export const dealBodySchema = {
  type: 'object', additionalProperties: false, required: ['organizationId', 'name', 'pipelineId'],
  properties: {
    organizationId: uuid,
    contactId: nullableUuid,
    name: { type: 'string', minLength: 1, maxLength: CRM_DEAL_LIMITS.nameMax },
    /** Required for opportunities; the currency's decimal places at most. */
    amount: { type: ['string', 'null'], pattern: AMOUNT_PATTERN },
    currencyCode: { type: ['string', 'null'], pattern: '^[A-Z]{3}$' },
    expectedCloseDate: { type: ['string', 'null'], format: 'date' },
    pipelineId: uuid,
    /** Omitted: the pipeline's default stage. */
    stageId: uuid,
    ownerId: nullableUuid,
    /** Closing: one of the kind's states; the negative ones need a reason. null reopens. */
    closedState: { type: ['string', 'null'], enum: [...CRM_CLOSED_STATES, null] },
    closeReason: { type: 'string', maxLength: CRM_DEAL_LIMITS.reasonMax },
  },
} as const;

export const dealRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'kind', 'organizationId', 'organizationName', 'contactId', 'contactName', 'name', 'amount', 'currencyCode',
    'weightedAmount', 'expectedCloseDate', 'pipelineId', 'pipelineName', 'stageId', 'stageName', 'probability', 'ownerId', 'ownerName',
    'closedState', 'closeReason', 'closedAt', 'stageEnteredAt', 'lastActivityAt', 'isRotting', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, kind: { type: 'string', enum: CRM_DEAL_KINDS },
    organizationId: { type: 'string' }, organizationName: { type: 'string' },
    contactId: { type: ['string', 'null'] }, contactName: { type: ['string', 'null'] },
    name: { type: 'string' },
    amount: { type: ['string', 'null'] }, currencyCode: { type: ['string', 'null'] },
    /** amount × probability / 100, rounded to the currency's places. */
    weightedAmount: { type: ['string', 'null'] },
    expectedCloseDate: { type: ['string', 'null'] },
    pipelineId: { type: 'string' }, pipelineName: { type: 'string' }, stageId: { type: 'string' }, stageName: { type: 'string' },
    /** The stage's probability when the record moved there (100 once won, 0 once lost). */
    probability: { type: 'integer' },
    ownerId: { type: ['string', 'null'] }, ownerName: { type: ['string', 'null'] },
    closedState: { type: ['string', 'null'], enum: [...CRM_CLOSED_STATES, null] },
    closeReason: { type: 'string' },
    closedAt: { type: ['string', 'null'], format: 'date-time' },
    stageEnteredAt: { type: 'string', format: 'date-time' },
    lastActivityAt: { type: 'string', format: 'date-time' },
    /** Open and idle longer than its stage's rotting days. */
    isRotting: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' },
    /** Its stage's checklist (ADR 0093): activities ticked and in all; null when the stage names no activity set. */
    checklistDone: { type: ['integer', 'null'] },
    checklistTotal: { type: ['integer', 'null'] },
    /**
     * A move's or a save's answer only: the activities of the stage it left forward (a later stage or a positive
     * close) that were not ticked. The move is saved all the same (guidance, as Salesforce Path; ADR 0093).
     */
    skippedActivities: {
      type: 'object', additionalProperties: false, required: ['stageName', 'activities'],
      properties: { stageName: { type: 'string' }, activities: { type: 'array', items: { type: 'string' } } },
    },
  },
} as const;

/** A record's stage checklist (ADR 0093): the activities its stage's activity set expects, each ticked or not. */
export const dealChecklistSchema = {
  type: 'object', additionalProperties: false, required: ['stageId', 'stageName', 'activitySetId', 'activitySetName', 'items', 'done', 'total'],
  properties: {
    stageId: { type: 'string' }, stageName: { type: 'string' },
    activitySetId: { type: ['string', 'null'] }, activitySetName: { type: ['string', 'null'] },
    items: {
      type: 'array',
      items: {
        type: 'object', additionalProperties: false, required: ['activity', 'done', 'tickedById', 'tickedByName', 'tickedAt'],
        properties: {
          activity: { type: 'string' }, done: { type: 'boolean' },
          tickedById: { type: ['string', 'null'] }, tickedByName: { type: ['string', 'null'] }, tickedAt: { type: ['string', 'null'], format: 'date-time' },
        },
      },
    },
    done: { type: 'integer' }, total: { type: 'integer' },
  },
} as const;

/** Ticking or unticking one activity of the record's stage checklist. */
export const dealTickBodySchema = {
  type: 'object', additionalProperties: false, required: ['activity', 'done'],
  properties: { activity: { type: 'string', minLength: 1, maxLength: 200 }, done: { type: 'boolean' } },
} as const;

const dealFilters = {
  search: text('Name', { field: 'name' }),
  pipelineId: text('Pipeline', { match: 'exact', field: 'pipelineId', storedLowerCase: true }),
  stageId: text('Stage', { match: 'exact', field: 'stageId', storedLowerCase: true }),
  ownerId: text('Owner', { match: 'exact', field: 'ownerId', storedLowerCase: true }),
  organizationId: text('Customer', { match: 'exact', field: 'organizationId', storedLowerCase: true }),
  closedState: oneOf('Closed as', CRM_CLOSED_STATES, { multiple: true }),
  isOpen: flag('Open'),
  expectedClose: dayRange('Expected close', { from: 'closeFrom', to: 'closeTo', field: 'expectedCloseDate' }),
};

const dealResource = <const K extends string, const P extends string>(key: K, path: P, title: string) => defineResource({
  key, path, title, tag,
  row: dealRowSchema, body: dealBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: dealFilters,
  sorts: ['name', 'amount', 'expectedCloseDate', 'stageEnteredAt', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'updatedAt', direction: 'desc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  invalidates: ['crm-organizations'],
});

export const OPPORTUNITIES = dealResource('crm-opportunities', 'crm/opportunities', 'Opportunity');
export const PROJECTS = dealResource('crm-projects', 'crm/projects', 'Project');

/** A move on the board (or a close): the same rules as the form's update. */
export const dealMoveBodySchema = {
  type: 'object', additionalProperties: false,
  properties: {
    stageId: uuid,
    closedState: { type: ['string', 'null'], enum: [...CRM_CLOSED_STATES, null] },
    closeReason: { type: 'string', maxLength: CRM_DEAL_LIMITS.reasonMax },
  },
} as const;

const money = {
  type: 'object', additionalProperties: false, required: ['currencyCode', 'amount', 'weighted'],
  properties: { currencyCode: { type: 'string' }, amount: { type: 'string' }, weighted: { type: 'string' } },
} as const;

export const boardColumnSchema = {
  type: 'object', additionalProperties: false,
  required: ['key', 'stageId', 'closedState', 'name', 'probability', 'rottingDays', 'count', 'totals', 'cards', 'nextCursor'],
  properties: {
    /** The stage's id, or the closing state's name. */
    key: { type: 'string' },
    stageId: { type: ['string', 'null'] },
    closedState: { type: ['string', 'null'], enum: [...CRM_CLOSED_STATES, null] },
    name: { type: 'string' },
    probability: { type: ['integer', 'null'] },
    rottingDays: { type: ['integer', 'null'] },
    count: { type: 'integer' },
    /** Per currency: the sum and the probability-weighted sum of the column's records (all of them, not the page). */
    totals: { type: 'array', items: money },
    cards: { type: 'array', items: dealRowSchema },
    /** More cards: pass it to the column call. */
    nextCursor: { type: ['string', 'null'] },
  },
} as const;

export const boardSchema = {
  type: 'object', additionalProperties: false, required: ['pipelineId', 'pipelineName', 'pipelines', 'columns'],
  properties: {
    pipelineId: { type: ['string', 'null'] },
    pipelineName: { type: 'string' },
    /** The tenant's pipelines of this kind (the picker). */
    pipelines: {
      type: 'array',
      items: {
        type: 'object', additionalProperties: false, required: ['id', 'name', 'stages'],
        properties: {
          id: { type: 'string' }, name: { type: 'string' },
          /** Its stages in order (the form's stage picker). */
          stages: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } } },
        },
      },
    },
    columns: { type: 'array', items: boardColumnSchema },
  },
} as const;

const boardQuery = {
  type: 'object', additionalProperties: false,
  properties: {
    tenantId: uuid,
    /** Omitted: the tenant's first pipeline of the kind (by name). */
    pipelineId: uuid,
    ownerId: uuid,
    search: { type: 'string', maxLength: 100 },
    perStage: { type: 'integer', minimum: 1, maximum: CRM_DEAL_LIMITS.perStageMax, default: CRM_DEAL_LIMITS.perStageDefault },
  },
} as const;

const columnQuery = {
  type: 'object', additionalProperties: false, required: ['pipelineId', 'column'],
  properties: {
    ...boardQuery.properties,
    pipelineId: uuid,
    /** A column's key: a stage id or a closing state. */
    column: { type: 'string', maxLength: 40 },
    cursor: { type: 'string', maxLength: 200 },
  },
} as const;

const columnPageSchema = {
  type: 'object', additionalProperties: false, required: ['cards', 'nextCursor'],
  properties: { cards: { type: 'array', items: dealRowSchema }, nextCursor: { type: ['string', 'null'] } },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const scopeQuery = { type: 'object', additionalProperties: false, properties: { tenantId: uuid } } as const;

const boardEndpoints = <const P extends string>(path: P, what: string) => ({
  board: defineEndpoint({
    method: 'GET', path: `${path}/board`, base: 'merchant', summary: `The ${what} board: per stage and closing state, the first cards, the count and the totals per currency`,
    tags: [tag], query: boardQuery, responses: { 200: boardSchema },
  }),
  column: defineEndpoint({
    method: 'GET', path: `${path}/board/column`, base: 'merchant', summary: `More cards of one ${what} board column (its cursor)`,
    tags: [tag], query: columnQuery, responses: { 200: columnPageSchema },
  }),
  move: defineEndpoint({
    method: 'PATCH', path: `${path}/:id/stage`, base: 'merchant', summary: `Move a record to a stage or close it (the board's drop; the form's rules)`,
    tags: [tag], params: idParams, query: scopeQuery, body: dealMoveBodySchema, responses: { 200: dealRowSchema },
  }),
  checklist: defineEndpoint({
    method: 'GET', path: `${path}/:id/checklist`, base: 'merchant', summary: `The ${what}'s stage checklist: its activity set's activities, ticked or not`,
    tags: [tag], params: idParams, query: scopeQuery, responses: { 200: dealChecklistSchema },
  }),
  tick: defineEndpoint({
    method: 'PUT', path: `${path}/:id/checklist`, base: 'merchant', summary: `Tick or untick one activity of the ${what}'s stage checklist (audited, on its timeline)`,
    tags: [tag], params: idParams, query: scopeQuery, body: dealTickBodySchema, responses: { 200: dealChecklistSchema },
  }),
});

export const OPPORTUNITY_BOARD_ENDPOINTS = boardEndpoints('crm/opportunities', 'opportunity');
export const PROJECT_BOARD_ENDPOINTS = boardEndpoints('crm/projects', 'project');

/** The catalogue's permissions (spec part 2's `CRM.*.View`); no edit ones yet, so they allow writing too (ADR 0087). */
export const CRM_DEAL_PERMISSIONS = {
  opportunity: 'CRM.Opportunities.View',
  project: 'CRM.Projects.View',
} as const;

export const CRM_DEAL_RESOURCE_ENDPOINTS = { opportunities: OPPORTUNITIES.endpoints, projects: PROJECTS.endpoints };
