/**
 * Report settings, the reports overview, the daily report files and invoice documents (issue 12, ADR 0057).
 * Settings need Platform.ReportV2.Settings; the others answer in the caller's scope and for the reports the
 * caller may run (the settings included).
 */
import { defineEndpoint, type Typed, type Unchecked } from '../endpoint/define-endpoint';
import { defineResource } from '../resource/define-resource';
import {
  REPORT_GROUPS, REPORT_IDS, REPORT_SETTINGS_PATHS, type ReportSettingRow, type ReportSettingsPage, type ReportsOverview,
} from '../reports';

const tags = ['Report settings'] as const;
const base = 'reporting' as const;
const text = { type: 'string' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const filterValue = { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 100 }] } as const;

/** The editable part of a setting. */
const settingInput = {
  type: 'object',
  required: ['hidden', 'hiddenRoleIds', 'defaultFilters', 'defaultColumns', 'defaultRangeDays'],
  additionalProperties: false,
  properties: {
    hidden: { type: 'boolean' },
    hiddenRoleIds: { type: 'array', items: uuid, maxItems: 200, uniqueItems: true },
    defaultFilters: { type: 'object', additionalProperties: filterValue, maxProperties: 20 },
    defaultColumns: { type: 'array', items: { type: 'string', maxLength: 60 }, maxItems: 50, uniqueItems: true },
    defaultRangeDays: { type: ['integer', 'null'], minimum: 1, maximum: 366 },
  },
} as const;

// Typed by assertion (as the report endpoints): plain objects stay out of bundles that drop the declaration.
const settingRow = {
  type: 'object',
  required: ['reportId', 'title', 'description', 'userTypes', 'fields', 'columns', 'maxRangeDays', 'reportRangeDays', 'updatedAt', ...settingInput.required],
  properties: {
    ...settingInput.properties,
    reportId: { type: 'string', enum: REPORT_IDS }, title: text, description: text,
    userTypes: { type: 'array', items: { type: 'string', enum: ['crm', 'merchant'] } },
    fields: { type: 'array', items: { type: 'object', additionalProperties: true } },
    columns: { type: 'array', items: { type: 'object', additionalProperties: true } },
    maxRangeDays: { type: ['integer', 'null'] }, reportRangeDays: { type: ['integer', 'null'] }, updatedAt: { type: ['string', 'null'] },
  },
} as const;

const settingsPage = {
  type: 'object',
  required: ['tenantId', 'roles', 'reports'],
  properties: {
    tenantId: text,
    roles: { type: 'array', items: { type: 'object', required: ['id', 'name', 'userType'], properties: { id: text, name: text, userType: { type: 'string', enum: ['crm', 'merchant'] } } } },
    reports: { type: 'array', items: settingRow },
  },
} as const;

const overview = {
  type: 'object',
  required: ['groups'],
  properties: {
    groups: {
      type: 'array',
      items: {
        type: 'object', required: ['group', 'reports'],
        properties: {
          group: { type: 'string', enum: REPORT_GROUPS },
          reports: {
            type: 'array',
            items: {
              type: 'object', required: ['reportId', 'title', 'description', 'group', 'lastRunAt', 'lastExportedAt'],
              properties: { reportId: { type: 'string', enum: REPORT_IDS }, title: text, description: text, group: { type: 'string', enum: REPORT_GROUPS }, lastRunAt: { type: ['string', 'null'] }, lastExportedAt: { type: ['string', 'null'] } },
            },
          },
        },
      },
    },
  },
} as const;

/**
 * One tenant's report settings as a list (ADR 0063): every report of the catalogue with the tenant's setting,
 * in the catalogue's order, unpaged; platform staff pick the tenant. Its rows are not a table's but the
 * catalogue joined with the stored settings, answered with the tenant's roles by `REPORT_SETTINGS_ENDPOINTS
 * .settings`, which the page reads as this list's call: the resource declares no endpoint of its own.
 */
export const REPORT_SETTINGS = defineResource({
  key: 'report-settings', path: 'reporting/report-v2/report-settings', base, title: 'Report settings', tag: tags[0],
  // Unchecked: as the settings page's rows (field and column definitions pass through as open objects).
  row: settingRow as typeof settingRow & Typed<ReportSettingRow> & Unchecked, operations: [], filters: {}, sorts: ['catalogue'],
  defaultSort: { key: 'catalogue', direction: 'asc' }, paging: 'none', modeScoped: false, scope: 'tenant',
});

export const REPORT_SETTINGS_ENDPOINTS = {
  settings: defineEndpoint({
    method: 'GET', path: REPORT_SETTINGS_PATHS.settings, base, tags,
    summary: "Every report's setting for one tenant (visible, roles it is hidden from, default filters, columns and period), with the tenant's roles",
    params: { type: 'object', required: ['tenantId'], properties: { tenantId: uuid } },
    // Unchecked: a row's fields and columns are the kit's field and column definitions, passed through as open objects.
    responses: { 200: settingsPage as typeof settingsPage & Typed<ReportSettingsPage> & Unchecked },
  }),
  saveSetting: defineEndpoint({
    method: 'PUT', path: REPORT_SETTINGS_PATHS.setting, base, tags,
    summary: "Saves one report's setting for one tenant; its default filters and columns are checked against the report's definition",
    params: { type: 'object', required: ['tenantId', 'reportId'], properties: { tenantId: uuid, reportId: { type: 'string', enum: REPORT_IDS } } },
    body: settingInput,
    // Unchecked: as the settings page's rows.
    responses: { 200: settingRow as typeof settingRow & Typed<ReportSettingRow> & Unchecked },
  }),
  overview: defineEndpoint({
    method: 'GET', path: REPORT_SETTINGS_PATHS.overview, base, tags,
    summary: 'The reports the caller may run, grouped, with their description and when the caller last ran and exported each',
    responses: { 200: overview as typeof overview & Typed<ReportsOverview> },
  }),
} as const;
