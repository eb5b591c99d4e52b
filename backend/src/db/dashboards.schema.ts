import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DashboardUserType, TemplateCategory, WidgetConfiguration, WidgetFilters, WidgetLayout, WidgetType } from '@portal/contracts';
import { merchants, roles, tenants, users } from './schema';
import { activitySets } from './crm-settings.schema';

/**
 * Dashboards (issue 11, ADR 0047; spec part 2 sections 3, 6, 7.9): categories per tenant and user type (the
 * platform's have no tenant), widget definitions in a category, and who is given a widget: its tenant
 * (section 7.9 "management/{tenantId}/widgets") and a tenant or merchant role (section 6 "widget roles").
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const dashboardCategories = pgTable('dashboard_categories', {
  id: uuid('id').primaryKey(),
  /** Null: a platform category. */
  tenantId: uuid('tenant_id').references(() => tenants.id),
  name: text('name').notNull(),
  userType: text('user_type').$type<DashboardUserType>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** A user's own (personal dashboard, ADR 0052) category: tenant null, never the tenant's or the platform's. */
  ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [
  index('dashboard_categories_tenant_type_idx').on(t.tenantId, t.userType, t.sortOrder),
  index('dashboard_categories_owner_idx').on(t.ownerUserId),
]);

export const dashboardWidgets = pgTable('dashboard_widgets', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').references(() => tenants.id),
  categoryId: uuid('category_id').notNull().references(() => dashboardCategories.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** A key of DASHBOARD_DATA_SOURCES: the endpoint the widget reads. */
  dataSource: text('data_source').notNull(),
  widgetType: text('widget_type').$type<WidgetType>().notNull(),
  filters: jsonb('filters').$type<WidgetFilters>().notNull().default({}),
  configuration: jsonb('configuration').$type<WidgetConfiguration>().notNull(),
  layout: jsonb('layout').$type<WidgetLayout>().notNull(),
  /** A personal widget's origin: the base widget it was added from (kept when the base goes, for the record). */
  baseWidgetId: uuid('base_widget_id'),
  createdAt: createdAt(),
}, (t) => [index('dashboard_widgets_category_idx').on(t.categoryId)]);

/** A personal widget shared with a role of its owner's tenant and user type (section 7.10 share / un-share). */
export const dashboardWidgetShares = pgTable('dashboard_widget_shares', {
  widgetId: uuid('widget_id').notNull().references(() => dashboardWidgets.id, { onDelete: 'cascade' }),
  roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.widgetId, t.roleId] }), index('dashboard_widget_shares_role_idx').on(t.roleId)]);

/** A widget given to a tenant (its staff's and its merchants' dashboards may show it). */
export const dashboardTenantWidgets = pgTable('dashboard_tenant_widgets', {
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  widgetId: uuid('widget_id').notNull().references(() => dashboardWidgets.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.tenantId, t.widgetId] })]);

/** A widget given to a role: a tenant role, a merchant role or the platform role (its user type says which). */
export const dashboardRoleWidgets = pgTable('dashboard_role_widgets', {
  roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  widgetId: uuid('widget_id').notNull().references(() => dashboardWidgets.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.widgetId] })]);

/** A user's own arrangement of a widget (issue 11: reorder and resize, kept on the server); none = the widget's layout. */
export const dashboardUserLayouts = pgTable('dashboard_user_layouts', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  widgetId: uuid('widget_id').notNull().references(() => dashboardWidgets.id, { onDelete: 'cascade' }),
  layout: jsonb('layout').$type<WidgetLayout>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.widgetId] })]);

/**
 * A tenant's merchant dashboard published as a template (issue 11, ADR 0052 and 0058): one row per publish, the
 * version counting up per tenant; `categories` is the arrangement published (categories in order, each with its
 * widgets' order and width). Merchants who arranged nothing see the newest version.
 */
export const dashboardTemplates = pgTable('dashboard_templates', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  note: text('note'),
  categories: jsonb('categories').$type<TemplateCategory[]>().notNull(),
  publishedByUserId: uuid('published_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('dashboard_templates_tenant_version_key').on(t.tenantId, t.version)]);

/**
 * A merchant user who arranged their own dashboard (saved a layout): they keep the template version they
 * arranged from (null: arranged before any template) until they reset to the template. No row: follows the newest.
 */
export const dashboardUserTemplates = pgTable('dashboard_user_templates', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  templateId: uuid('template_id').references(() => dashboardTemplates.id, { onDelete: 'set null' }),
  customisedAt: timestamp('customised_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('dashboard_user_templates_template_idx').on(t.templateId)]);

/**
 * CRM pipelines (spec part 2 section 3 "Pipeline", "Stage", "Pipeline element"): the tenant's merchant
 * onboarding pipeline feeds the PIPELINE_CHART widget until the CRM area (issue 13) manages them.
 */
export const pipelines = pgTable('pipelines', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  isForOpportunities: boolean('is_for_opportunities').notNull().default(false),
  isForProjects: boolean('is_for_projects').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('pipelines_tenant_idx').on(t.tenantId)]);

export const pipelineStages = pgTable('pipeline_stages', {
  id: uuid('id').primaryKey(),
  pipelineId: uuid('pipeline_id').notNull().references(() => pipelines.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  probability: integer('probability').notNull(),
  sortOrder: integer('sort_order').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** The checklist the stage expects (spec section 3's activitySetId; ADR 0086). */
  activitySetId: uuid('activity_set_id').references(() => activitySets.id),
  /** Days a record may stay idle here before it is marked rotting; null: never. */
  rottingDays: integer('rotting_days'),
}, (t) => [index('pipeline_stages_pipeline_idx').on(t.pipelineId, t.sortOrder)]);

/** Something moving through a pipeline: a lead or a boarding merchant (merchant_id set). */
export const pipelineElements = pgTable('pipeline_elements', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  pipelineId: uuid('pipeline_id').notNull().references(() => pipelines.id, { onDelete: 'cascade' }),
  merchantId: uuid('merchant_id').references(() => merchants.id),
  name: text('name').notNull(),
  /** sort_order of the stage it is at (1-based). */
  currentPipelineStageNumber: integer('current_pipeline_stage_number').notNull(),
  isClosed: boolean('is_closed').notNull().default(false),
  /** How a closed element ended: Lost, Disqualified, Abandoned, Suspended, Won, GoLive, Converted. */
  stateName: text('state_name'),
  createdAt: createdAt(),
}, (t) => [
  index('pipeline_elements_pipeline_idx').on(t.tenantId, t.pipelineId),
  index('pipeline_elements_merchant_idx').on(t.merchantId),
]);
