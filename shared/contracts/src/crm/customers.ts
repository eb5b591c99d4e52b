/**
 * The CRM's customers (spec part 2: /crm/organizations shown as Customers, /crm/contacts; ADR 0087): the companies a
 * tenant's sales team works with, until one becomes a merchant, and the people at them. Tenant staff with the
 * catalogue's `CRM.Organizations.View` / `CRM.Contacts.View` read and edit them; platform staff pick a tenant.
 */
import { defineResource } from '../resource/define-resource';
import { flag, oneOf, text } from '../resource/filters';

const tag = 'CRM customers';

/** Limits the pages and the server share. */
export const CRM_CUSTOMER_LIMITS = { nameMax: 200, shortMax: 100, websiteMax: 300, emailMax: 254, phoneMax: 32 } as const;

export const CRM_CUSTOMER_MESSAGES = {
  legalNameRequired: 'A customer needs a legal name',
  nameRequired: 'A contact needs a first and a last name',
  legalNameTaken: 'A customer named {{name}} exists already: choose another legal name',
  websiteScheme: 'The website must be an http or https address',
  unknownCountry: 'Unknown country {{code}}',
  unknownOwner: 'The owner must be a CRM user of this tenant',
  unknownMerchant: 'Unknown merchant',
  merchantTaken: 'This merchant is already linked to the customer {{name}}',
  organizationHasContacts: 'This customer has {{count}} contacts: delete or move them first',
  unknownOrganization: 'Unknown customer',
  emailTaken: 'A contact with the e-mail {{email}} exists already at this customer',
} as const;

/**
 * Risk a payments reseller sees in a prospect before underwriting; a short scale the sales team agrees on quickly
 * (the merchant's own risk rating comes with boarding).
 */
export const CRM_RISK_LEVELS = ['Low', 'Medium', 'High'] as const;
export type CrmRiskLevel = (typeof CRM_RISK_LEVELS)[number];

/**
 * Industries as a payments reseller groups them (by risk and pricing, close to the card schemes' MCC groups); a
 * short list keeps reports and filters meaningful where free text would scatter ("e-commerce", "Ecom"...).
 */
export const CRM_INDUSTRIES = ['Retail', 'Ecommerce', 'Travel', 'Hospitality', 'Gaming', 'Education', 'Software', 'Marketplace', 'FinancialServices', 'Healthcare', 'Other'] as const;
export type CrmIndustry = (typeof CRM_INDUSTRIES)[number];

/** An http(s) address: the form says so before the server does. */
export const WEBSITE_PATTERN = '^https?://[^\\s/$.?#][^\\s]*$';

const nullableId = { type: ['string', 'null'], format: 'uuid' } as const;
const shortText = { type: 'string', maxLength: CRM_CUSTOMER_LIMITS.shortMax } as const;

// ---- Organizations (Customers) -------------------------------------------------------------------------------------

export const organizationBodySchema = {
  type: 'object', additionalProperties: false, required: ['legalName', 'riskLevel'],
  properties: {
    legalName: { type: 'string', minLength: 1, maxLength: CRM_CUSTOMER_LIMITS.nameMax },
    tradingName: { type: 'string', maxLength: CRM_CUSTOMER_LIMITS.nameMax },
    /** ISO 3166-1 alpha-2 (the countries lookup). */
    countryCode: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' },
    industry: { type: ['string', 'null'], enum: [...CRM_INDUSTRIES, null] },
    riskLevel: { type: 'string', enum: CRM_RISK_LEVELS },
    website: { type: 'string', maxLength: CRM_CUSTOMER_LIMITS.websiteMax },
    /** A CRM user of the tenant; omitted on create: the creator (when a CRM user). */
    ownerId: nullableId,
    /** The merchant the customer became (boarded). */
    merchantId: nullableId,
  },
} as const;

export const organizationRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'legalName', 'tradingName', 'countryCode', 'industry', 'riskLevel', 'website', 'ownerId', 'ownerName', 'merchantId', 'merchantName', 'contacts', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, legalName: { type: 'string' }, tradingName: { type: 'string' },
    countryCode: { type: ['string', 'null'] }, industry: { type: ['string', 'null'], enum: [...CRM_INDUSTRIES, null] },
    riskLevel: { type: 'string', enum: CRM_RISK_LEVELS }, website: { type: 'string' },
    ownerId: { type: ['string', 'null'] }, ownerName: { type: ['string', 'null'] },
    merchantId: { type: ['string', 'null'] }, merchantName: { type: ['string', 'null'] },
    contacts: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const ORGANIZATIONS = defineResource({
  key: 'crm-organizations', path: 'crm/organizations', title: 'Customer', tag,
  row: organizationRowSchema, body: organizationBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: {
    search: text('Name', { field: 'legalName', alsoIn: ['tradingName'] }),
    riskLevel: oneOf('Risk level', CRM_RISK_LEVELS, { multiple: true }),
    industry: oneOf('Industry', CRM_INDUSTRIES, { multiple: true }),
    isMerchant: flag('Became a merchant'),
  },
  sorts: ['legalName', 'createdAt', 'updatedAt'], defaultSort: { key: 'legalName', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  invalidates: ['crm-contacts'],
});

// ---- Contacts ------------------------------------------------------------------------------------------------------

export const contactBodySchema = {
  type: 'object', additionalProperties: false, required: ['organizationId', 'firstName', 'lastName'],
  properties: {
    organizationId: { type: 'string', format: 'uuid' },
    firstName: { type: 'string', minLength: 1, maxLength: CRM_CUSTOMER_LIMITS.shortMax },
    lastName: { type: 'string', minLength: 1, maxLength: CRM_CUSTOMER_LIMITS.shortMax },
    /** Stored lower-case. */
    email: { type: 'string', maxLength: CRM_CUSTOMER_LIMITS.emailMax, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
    phone: { type: 'string', maxLength: CRM_CUSTOMER_LIMITS.phoneMax, pattern: '^$|^\\+?[0-9 ()-]{5,}$' },
    jobTitle: shortText,
    /** The customer's main contact: one per customer (making one primary takes it from the other). */
    isPrimary: { type: 'boolean' },
    ownerId: nullableId,
  },
} as const;

export const contactRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'organizationId', 'organizationName', 'firstName', 'lastName', 'email', 'phone', 'jobTitle', 'isPrimary', 'ownerId', 'ownerName', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, organizationId: { type: 'string' }, organizationName: { type: 'string' },
    firstName: { type: 'string' }, lastName: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' }, jobTitle: { type: 'string' },
    isPrimary: { type: 'boolean' }, ownerId: { type: ['string', 'null'] }, ownerName: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const CONTACTS = defineResource({
  key: 'crm-contacts', path: 'crm/contacts', title: 'Contact', tag,
  row: contactRowSchema, body: contactBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: {
    search: text('Name', { field: 'lastName', alsoIn: ['firstName', 'email'] }),
    organizationId: text('Customer', { match: 'exact', field: 'organizationId' }),
    isPrimary: flag('Primary contact'),
  },
  sorts: ['lastName', 'createdAt'], defaultSort: { key: 'lastName', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  invalidates: ['crm-organizations'],
});

/** The catalogue's permissions (spec part 2's `CRM.*.View`); the catalogue has no edit ones yet, so they allow writing too. */
export const CRM_CUSTOMER_PERMISSIONS = {
  organizations: 'CRM.Organizations.View',
  contacts: 'CRM.Contacts.View',
} as const;

/** The resources' endpoints, for the contract check (declared, registered and documented agree; ADR 0014). */
export const CRM_CUSTOMER_RESOURCE_ENDPOINTS = { organizations: ORGANIZATIONS.endpoints, contacts: CONTACTS.endpoints };
