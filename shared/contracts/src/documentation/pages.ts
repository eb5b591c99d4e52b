/**
 * Documentation pages (spec part 2's /crm/documentation/... and /documentation/...; ADR 0099): a tenant's wiki, user
 * manuals and FAQ as Markdown, each save a new version. Tenant staff read them with `Documentation.View` and write
 * them with `CRM.Documentation.Edit`; merchants read the pages shown to merchants with `Merchant.Documentation.View`.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { PERMISSIONS } from '../permissions';
import { defineResource } from '../resource/define-resource';
import { oneOf, text } from '../resource/filters';

const tag = 'Documentation';

/** The menu's three Markdown sections (their route slugs: wiki/details, section/user-manuals/details, section/faq/details). */
export const DOC_SECTIONS = ['wiki', 'user-manuals', 'faq'] as const;
export type DocSection = (typeof DOC_SECTIONS)[number];

/** Who reads a page: the tenant's staff, its merchants' users, or both. */
export const DOC_AUDIENCES = ['staff', 'merchants', 'both'] as const;
export type DocAudience = (typeof DOC_AUDIENCES)[number];

/**
 * The languages a page is written in: the portal's (ADR 0148). A page is in one; its translations form a group, and a
 * reader who asks for a language gets each group's page in it, or in the language the group has when it has none.
 */
export const DOC_LANGUAGES = ['en', 'tr'] as const;
export type DocLanguage = (typeof DOC_LANGUAGES)[number];

export const DOC_LIMITS = { titleMax: 200, bodyMax: 100_000, searchMax: 100 } as const;

export const DOC_PERMISSIONS = {
  staffView: PERMISSIONS.documentationView,
  merchantView: PERMISSIONS.merchantDocumentationView,
  edit: PERMISSIONS.documentationEdit,
} as const;

export const DOC_MESSAGES = {
  titleRequired: 'A page needs a title',
  bodyRequired: 'A page needs some text',
  titleTaken: 'A page titled {{title}} exists already in this section: choose another title',
  unknownVersion: 'This page has no version {{version}}',
  sameVersion: 'Version {{version}} is the page as it is now: nothing to restore',
  unknownOriginal: 'The page to translate was not found',
  translationExists: 'This page has a version in {{language}} already',
  otherSection: 'A translation is in the same section as its page',
  languageFixed: 'A page keeps the language it was written in: add a translation instead',
} as const;

export const docPageBodySchema = {
  type: 'object', additionalProperties: false, required: ['section', 'title', 'body', 'audience'],
  properties: {
    section: { type: 'string', enum: DOC_SECTIONS },
    title: { type: 'string', minLength: 1, maxLength: DOC_LIMITS.titleMax },
    /** Markdown; pages render it sanitised (no raw HTML, no script links). */
    body: { type: 'string', minLength: 1, maxLength: DOC_LIMITS.bodyMax, contentMediaType: 'text/markdown' },
    audience: { type: 'string', enum: DOC_AUDIENCES },
    /** The language it is written in; `en` when left out. Fixed once the page is made. */
    language: { type: 'string', enum: DOC_LANGUAGES },
    /** On create: the page this one translates (of the same section, without a page in this language yet). */
    translationOf: { type: ['string', 'null'], format: 'uuid' },
  },
} as const;

/** A page's other languages the reader may open (its group, the reader's audiences only). */
export const docTranslationSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'language', 'title'],
  properties: { id: { type: 'string' }, language: { type: 'string', enum: DOC_LANGUAGES }, title: { type: 'string' } },
} as const;

export const docPageRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'section', 'title', 'body', 'audience', 'language', 'translationOf', 'translations', 'version', 'updatedByName', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' },
    section: { type: 'string', enum: DOC_SECTIONS }, title: { type: 'string' }, body: { type: 'string' },
    audience: { type: 'string', enum: DOC_AUDIENCES },
    language: { type: 'string', enum: DOC_LANGUAGES },
    translationOf: { type: ['string', 'null'] },
    translations: { type: 'array', items: docTranslationSchema },
    /** The current version's number (1 on create, one more on each save or restore). */
    version: { type: 'integer' },
    updatedByName: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const DOC_PAGES = defineResource({
  key: 'documentation-pages', path: 'documentation/pages', title: 'Page', tag,
  row: docPageRowSchema, body: docPageBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: {
    // Server-side, in titles and bodies (the Markdown as written).
    search: text('Search', { field: 'title', alsoIn: ['body'], maxLength: DOC_LIMITS.searchMax }),
    section: oneOf('Section', DOC_SECTIONS),
    audience: oneOf('Audience', DOC_AUDIENCES, { multiple: true }),
    // Each group's page in this language, or in the group's own when it has none (ADR 0148): not an exact match.
    language: oneOf('Language', DOC_LANGUAGES),
  },
  sorts: ['title', 'updatedAt'], defaultSort: { key: 'title', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  invalidates: ['documentation-versions'],
});

const versionProperties = {
  version: { type: 'integer' }, section: { type: 'string', enum: DOC_SECTIONS }, title: { type: 'string' },
  audience: { type: 'string', enum: DOC_AUDIENCES },
  createdAt: { type: 'string', format: 'date-time' }, createdByName: { type: ['string', 'null'] },
  /** A restore's source version (a restore is a new version with that version's content). */
  restoredFrom: { type: ['integer', 'null'] },
} as const;
const versionRequired = ['version', 'section', 'title', 'audience', 'createdAt', 'createdByName', 'restoredFrom'] as const;

/** A version in the page's history (its text is read one version at a time). */
export const docVersionSummarySchema = { type: 'object', additionalProperties: false, required: versionRequired, properties: versionProperties } as const;

/** One version with its Markdown (a diff reads two). */
export const docVersionSchema = {
  type: 'object', additionalProperties: false, required: [...versionRequired, 'body'], properties: { ...versionProperties, body: { type: 'string' } },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const versionParams = {
  type: 'object', required: ['id', 'version'], properties: { id: { type: 'string', format: 'uuid' }, version: { type: 'integer', minimum: 1 } },
} as const;
const tags = [tag];

/** A page's history: every version (newest first), one version's content, and a restore (ADR 0099). */
export const DOC_PAGE_ENDPOINTS = {
  versions: defineEndpoint({
    method: 'GET', path: 'documentation/pages/:id/versions', base: 'merchant', summary: 'A documentation page\'s versions, newest first', tags,
    params: idParams, responses: { 200: { type: 'array', items: docVersionSummarySchema } },
  }),
  version: defineEndpoint({
    method: 'GET', path: 'documentation/pages/:id/versions/:version', base: 'merchant', summary: 'One version of a documentation page with its Markdown', tags,
    params: versionParams, responses: { 200: docVersionSchema },
  }),
  restore: defineEndpoint({
    method: 'POST', path: 'documentation/pages/:id/versions/:version/restore', base: 'merchant',
    summary: 'Restore a documentation page to an earlier version (saved as a new version)', tags,
    params: versionParams, body: { type: 'object', additionalProperties: false, properties: {} }, optionalBody: true, responses: { 200: docPageRowSchema },
  }),
};

export const DOC_RESOURCE_ENDPOINTS = { pages: DOC_PAGES.endpoints };
