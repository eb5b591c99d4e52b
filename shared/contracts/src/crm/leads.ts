/**
 * The CRM's leads (spec part 2 section 2.1 `crm/leads`; ADR 0091): prospects the sales team qualifies before they
 * become customers. A lead names a company and a person, the status it is at (the tenant's lead statuses, ADR 0086),
 * where it came from, its owner and the volume it expects to process. Converting a qualified lead creates the
 * customer, its contact and an opportunity in one step; a converted lead is kept, read-only, with links to them.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { defineResource } from '../resource/define-resource';
import { flag, idsOf, oneOf, text } from '../resource/filters';
import { CRM_CUSTOMER_LIMITS, CRM_INDUSTRIES } from './customers';
import { LEAD_STATUS_KINDS } from './settings';

const tag = 'CRM leads';

/** Where a payments reseller's leads come from. */
export const LEAD_SOURCES = ['Website', 'Referral', 'Partner', 'Event', 'Outbound', 'Inbound', 'Marketplace', 'Other'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const CRM_LEAD_LIMITS = { descriptionMax: 2000 } as const;

/** A volume in major units with at most two decimals (the currency's places are checked on the server). */
export const VOLUME_PATTERN = '^\\d{1,13}(\\.\\d{1,4})?$';

export const CRM_LEAD_MESSAGES = {
  companyRequired: 'A lead needs a company name',
  unknownStatus: 'Unknown lead status',
  inactiveStatus: 'The lead status {{name}} is no longer used: choose another',
  volumeNeedsCurrency: 'Give the expected monthly volume and its currency together',
  unknownCurrency: 'Unknown currency {{code}}',
  volumePlaces: '{{currency}} amounts have at most {{places}} decimal places',
  converted: 'This lead was converted on {{date}}: edit its customer instead',
  disqualified: 'A disqualified lead cannot be converted: change its status first',
  customerExists: 'A customer named {{name}} exists already: link the lead to it',
  opportunityIncomplete: 'An opportunity needs a name, a pipeline, an amount and its currency',
} as const;

const nullableId = { type: ['string', 'null'], format: 'uuid' } as const;
const shortText = { type: 'string', maxLength: CRM_CUSTOMER_LIMITS.shortMax } as const;

export const leadBodySchema = {
  type: 'object', additionalProperties: false, required: ['companyName', 'source'],
  properties: {
    companyName: { type: 'string', minLength: 1, maxLength: CRM_CUSTOMER_LIMITS.nameMax },
    firstName: shortText,
    lastName: shortText,
    email: { type: 'string', maxLength: CRM_CUSTOMER_LIMITS.emailMax, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
    phone: { type: 'string', maxLength: CRM_CUSTOMER_LIMITS.phoneMax, pattern: '^$|^\\+?[0-9 ()-]{5,}$' },
    jobTitle: shortText,
    countryCode: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' },
    industry: { type: ['string', 'null'], enum: [...CRM_INDUSTRIES, null] },
    website: { type: 'string', maxLength: CRM_CUSTOMER_LIMITS.websiteMax },
    /** One of the tenant's active lead statuses; omitted on create: the default one. */
    statusId: { type: 'string', format: 'uuid' },
    source: { type: 'string', enum: LEAD_SOURCES },
    /** A CRM user of the tenant; omitted on create: the creator (when a CRM user). */
    ownerId: nullableId,
    /** What the company expects to process a month, in major units of `volumeCurrency`. */
    expectedMonthlyVolume: { type: ['string', 'null'], pattern: VOLUME_PATTERN },
    volumeCurrency: { type: ['string', 'null'], pattern: '^[A-Z]{3}$' },
    description: { type: 'string', maxLength: CRM_LEAD_LIMITS.descriptionMax },
  },
} as const;

export const leadRowSchema = {
  type: 'object', additionalProperties: false,
  required: [
    'id', 'tenantId', 'companyName', 'firstName', 'lastName', 'email', 'phone', 'jobTitle', 'countryCode', 'industry', 'website', 'statusId',
    'statusName', 'statusKind', 'source', 'ownerId', 'ownerName', 'expectedMonthlyVolume', 'volumeCurrency', 'description', 'convertedAt',
    'organizationId', 'contactId', 'opportunityId', 'createdAt', 'updatedAt',
  ],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, companyName: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' },
    email: { type: 'string' }, phone: { type: 'string' }, jobTitle: { type: 'string' }, countryCode: { type: ['string', 'null'] },
    industry: { type: ['string', 'null'], enum: [...CRM_INDUSTRIES, null] }, website: { type: 'string' },
    statusId: { type: 'string' }, statusName: { type: 'string' }, statusKind: { type: 'string', enum: LEAD_STATUS_KINDS },
    source: { type: 'string', enum: LEAD_SOURCES }, ownerId: { type: ['string', 'null'] }, ownerName: { type: ['string', 'null'] },
    expectedMonthlyVolume: { type: ['string', 'null'] }, volumeCurrency: { type: ['string', 'null'] }, description: { type: 'string' },
    convertedAt: { type: ['string', 'null'], format: 'date-time' },
    organizationId: { type: ['string', 'null'] }, contactId: { type: ['string', 'null'] }, opportunityId: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const LEADS = defineResource({
  key: 'crm-leads', path: 'crm/leads', title: 'Lead', tag,
  row: leadRowSchema, body: leadBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: {
    search: text('Company or person', { field: 'companyName', alsoIn: ['lastName', 'email'] }),
    statusKind: oneOf('Status', LEAD_STATUS_KINDS, { multiple: true }),
    source: oneOf('Source', LEAD_SOURCES, { multiple: true }),
    ownerId: idsOf('crmUsers', 'Owner'),
    converted: flag('Converted'),
  },
  sorts: ['companyName', 'createdAt', 'updatedAt'], defaultSort: { key: 'createdAt', direction: 'desc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  invalidates: ['crm-organizations', 'crm-contacts', 'crm-opportunities'],
});

/** What converting creates: a new customer (or the lead linked to an existing one), its contact, an opportunity. */
export const leadConversionBodySchema = {
  type: 'object', additionalProperties: false, required: ['createContact'],
  properties: {
    /** An existing customer of the tenant to attach the lead to; absent: a new customer named after the lead's company. */
    organizationId: { type: 'string', format: 'uuid' },
    /** Create the lead's person as a contact of the customer (primary when the customer has none). */
    createContact: { type: 'boolean' },
    opportunity: {
      type: ['object', 'null'], additionalProperties: false, required: ['name', 'pipelineId', 'amount', 'currencyCode'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: CRM_CUSTOMER_LIMITS.nameMax },
        /** An opportunity pipeline of the tenant; the opportunity starts at its default stage. */
        pipelineId: { type: 'string', format: 'uuid' },
        amount: { type: 'string', pattern: VOLUME_PATTERN },
        currencyCode: { type: 'string', pattern: '^[A-Z]{3}$' },
        expectedCloseDate: { type: ['string', 'null'], format: 'date' },
      },
    },
  },
} as const;

export const leadConversionSchema = {
  type: 'object', additionalProperties: false, required: ['leadId', 'organizationId', 'contactId', 'opportunityId'],
  properties: {
    leadId: { type: 'string' }, organizationId: { type: 'string' }, contactId: { type: ['string', 'null'] }, opportunityId: { type: ['string', 'null'] },
  },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const scopeQuery = { type: 'object', additionalProperties: false, properties: { tenantId: { type: 'string', format: 'uuid' } } } as const;

export const leadStatusOptionSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'name', 'kind', 'isDefault'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, kind: { type: 'string', enum: LEAD_STATUS_KINDS }, isDefault: { type: 'boolean' } },
} as const;

export const LEAD_ENDPOINTS = {
  /** The tenant's active lead statuses in order, for the lead form (the settings page needs a settings permission). */
  statuses: defineEndpoint({
    method: 'GET', path: 'crm/leads/statuses', base: 'merchant', tags: [tag], summary: 'The lead statuses a lead can be at (active ones, in order)',
    query: scopeQuery, responses: { 200: { type: 'array', items: leadStatusOptionSchema } },
  }),
  convert: defineEndpoint({
    method: 'POST', path: 'crm/leads/:id/convert', base: 'merchant', tags: [tag],
    summary: 'Convert a lead: its customer, contact and opportunity in one step (one transaction)',
    params: idParams, query: scopeQuery, body: leadConversionBodySchema, responses: { 200: leadConversionSchema },
  }),
} as const;

export const CRM_LEAD_PERMISSIONS = { leads: 'CRM.Leads.View' } as const;

export const CRM_LEAD_RESOURCE_ENDPOINTS = { leads: LEADS.endpoints };
