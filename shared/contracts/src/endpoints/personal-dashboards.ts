/**
 * Personal dashboards (spec part 2 section 7.10; issue 11 deliverable 3, ADR 0052): the caller's own categories,
 * widgets added from the base widgets its role is given, clone, delete, and sharing with a role of the caller's
 * tenant and user type. Everything is narrowed to the caller: another user's ids are unknown (404).
 */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { arrayOf, emptyBody } from '../endpoint/common-schemas';
import {
  DASHBOARD_USER_TYPES, PERSONAL_DASHBOARD_LIMITS, PERSONAL_DASHBOARD_PATHS,
  type DashboardWidget, type PersonalCategoryInput, type PersonalShares, type PersonalWidget, type PersonalWidgetInput,
  type PersonalWidgetUpdate, type UserWidgetCategory, type WidgetShare,
} from '../dashboards';
import { categorySchema, widgetSchema } from './dashboards';

const tags = ['Personal dashboards'] as const;
const base = 'reporting' as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const name = { type: 'string', minLength: 1, maxLength: PERSONAL_DASHBOARD_LIMITS.nameMaxLength, pattern: '\\S' } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const userType = { type: 'string', enum: DASHBOARD_USER_TYPES } as const;

const ownCategorySchema = typed<UserWidgetCategory>()({
  type: 'object', required: ['id', 'name', 'userType'], properties: { id: uuid, name: { type: 'string' }, userType },
});
const typedWidget = typed<DashboardWidget>()(widgetSchema);
const personalWidgetSchema = typed<PersonalWidget>()({
  ...widgetSchema,
  required: [...widgetSchema.required, 'own', 'ownerName'],
  properties: { ...widgetSchema.properties, own: { type: 'boolean' }, ownerName: { type: 'string' } },
});
const shareSchema = typed<WidgetShare>()({ type: 'object', required: ['widgetId', 'roleId'], properties: { widgetId: uuid, roleId: uuid } });
const sharesSchema = typed<PersonalShares>()({
  type: 'object', required: ['roles', 'shares'],
  properties: {
    roles: { type: 'array', items: { type: 'object', required: ['roleId', 'name'], properties: { roleId: uuid, name: { type: 'string' } } } },
    shares: { type: 'array', items: shareSchema },
  },
});

export const PERSONAL_DASHBOARD_ENDPOINTS = {
  widgets: defineEndpoint({
    method: 'GET', path: PERSONAL_DASHBOARD_PATHS.widgets, base, tags, summary: "The caller's own widgets, by category and order",
    responses: { 200: arrayOf(typedWidget) },
  }),
  shares: defineEndpoint({
    method: 'GET', path: PERSONAL_DASHBOARD_PATHS.shares, base, tags,
    summary: "The caller's widgets' shares, and the roles of the caller's tenant and user type it may share with",
    responses: { 200: sharesSchema },
  }),
  allWidgets: defineEndpoint({
    method: 'GET', path: PERSONAL_DASHBOARD_PATHS.allWidgets, base, tags, summary: "The caller's own widgets and those shared with the caller's role",
    responses: { 200: arrayOf(personalWidgetSchema) },
  }),
  categories: defineEndpoint({
    method: 'GET', path: PERSONAL_DASHBOARD_PATHS.categories, base, tags, summary: "The caller's own categories (of the caller's user type), in order",
    responses: { 200: arrayOf(ownCategorySchema) },
  }),
  byCategory: defineEndpoint({
    method: 'GET', path: PERSONAL_DASHBOARD_PATHS.byCategory, base, tags, summary: 'One of the caller\'s categories with its widgets, in the caller\'s order',
    params: idParams, responses: { 200: categorySchema },
  }),
  baseWidgets: defineEndpoint({
    method: 'GET', path: PERSONAL_DASHBOARD_PATHS.baseWidgets, base, tags,
    summary: "The base widgets the caller's role and tenant are given that may be added to the caller's category {id}",
    params: idParams, responses: { 200: arrayOf(typedWidget) },
  }),
  addWidget: defineEndpoint({
    method: 'POST', path: PERSONAL_DASHBOARD_PATHS.root, base, tags, summary: "Add a copy of a base widget the caller is given to one of the caller's categories (last)",
    body: typed<PersonalWidgetInput>()({ type: 'object', required: ['categoryId', 'baseWidgetId'], properties: { categoryId: uuid, baseWidgetId: uuid } }),
    responses: { 201: typedWidget },
  }),
  renameWidget: defineEndpoint({
    method: 'PUT', path: PERSONAL_DASHBOARD_PATHS.root, base, tags, summary: "Rename one of the caller's widgets",
    body: typed<PersonalWidgetUpdate>()({ type: 'object', required: ['widgetId', 'name'], properties: { widgetId: uuid, name } }),
    responses: { 200: typedWidget },
  }),
  cloneWidget: defineEndpoint({
    method: 'PUT', path: PERSONAL_DASHBOARD_PATHS.widget, base, tags, summary: "Clone one of the caller's widgets into its category (last); shares are not copied",
    params: idParams, body: emptyBody, optionalBody: true, responses: { 200: typedWidget },
  }),
  deleteWidget: defineEndpoint({
    method: 'DELETE', path: PERSONAL_DASHBOARD_PATHS.widget, base, tags, summary: "Delete one of the caller's widgets (its shares go with it)",
    params: idParams, responses: { 204: null },
  }),
  share: defineEndpoint({
    method: 'PUT', path: PERSONAL_DASHBOARD_PATHS.share, base, tags, summary: "Share one of the caller's widgets with a role of the caller's tenant and user type",
    body: shareSchema, responses: { 200: shareSchema },
  }),
  unShare: defineEndpoint({
    method: 'PUT', path: PERSONAL_DASHBOARD_PATHS.unShare, base, tags, summary: "Stop sharing one of the caller's widgets with a role",
    body: shareSchema, responses: { 200: shareSchema },
  }),
  createCategory: defineEndpoint({
    method: 'POST', path: PERSONAL_DASHBOARD_PATHS.category, base, tags, summary: 'Add a category of the caller\'s own (userType must be the caller\'s)',
    body: typed<PersonalCategoryInput>()({ type: 'object', required: ['name', 'userType'], properties: { name, userType } }),
    responses: { 201: ownCategorySchema },
  }),
  updateCategory: defineEndpoint({
    method: 'PUT', path: PERSONAL_DASHBOARD_PATHS.category, base, tags, summary: "Rename one of the caller's categories",
    body: typed<PersonalCategoryInput & { id: string }>()({ type: 'object', required: ['id', 'name', 'userType'], properties: { id: uuid, name, userType } }),
    responses: { 200: ownCategorySchema },
  }),
  deleteCategory: defineEndpoint({
    method: 'DELETE', path: PERSONAL_DASHBOARD_PATHS.categoryById, base, tags, summary: "Delete one of the caller's categories and its widgets",
    params: idParams, responses: { 204: null },
  }),
} as const;
