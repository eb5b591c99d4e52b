import type { ReportSettingInput, ReportSettingRow, ReportSettingsRole } from '@portal/contracts';
import type { FieldDefinition, FieldFormValues } from '@portal/kit';
import { translatedFields } from '../reports/report-fields';
import { S } from './i18n/texts';

type Translate = (text: string, params?: Record<string, string | number>) => string;

/** The dialog's own fields (prefixed so a report's filter names never clash with them). */
export const SETTING_KEYS = { hidden: '__hidden', roles: '__hiddenRoleIds', days: '__defaultRangeDays', columns: '__defaultColumns' } as const;

/** The roles a report can be hidden from: the tenant's roles of the user types that run it. */
export const rolesFor = (row: ReportSettingRow, roles: readonly ReportSettingsRole[]) => roles.filter((r) => row.userTypes.includes(r.userType));

/**
 * The report's filters a setting may preset: every field but the period (a number of days instead) and the customer
 * (its options are the signed-in user's customers, not the picked tenant's; merchants have no such filter anyway).
 */
export const filterFieldsOf = (row: ReportSettingRow) =>
  row.fields.filter((f) => f.type !== 'dateRangePicker' && f.type !== 'button' && f.name !== 'customer');

/**
 * One setting as a form of the kit's form engine (ADR 0021): the visibility, the roles, the default period with
 * its limits, the default columns, then the report's own filter fields (their rules are the report's).
 */
export function settingFields(row: ReportSettingRow, roles: readonly ReportSettingsRole[], t: Translate, tReport: Translate): FieldDefinition[] {
  const own: FieldDefinition[] = [
    { name: SETTING_KEYS.hidden, label: t(S.hidden), type: 'checkbox' },
  ];
  const roleOptions = rolesFor(row, roles);
  if (roleOptions.length) {
    own.push({
      name: SETTING_KEYS.roles, label: t(S.hiddenRoleIds), type: 'checkbox',
      options: roleOptions.map((r) => ({ id: r.id, name: `${r.name} (${t(r.userType === 'crm' ? S.staffRole : S.merchantRole)})` })),
    });
  }
  if (row.maxRangeDays) {
    own.push({
      name: SETTING_KEYS.days, label: t(S.defaultRangeDays), type: 'input', inputType: 'digits',
      placeholder: t(S.rangeHint, { days: row.reportRangeDays ?? row.maxRangeDays, max: row.maxRangeDays }),
      validations: [
        { name: 'pattern', value: '^\\d*$', message: t(S.rangeWhole) },
        { name: 'min', value: 1, message: t(S.rangeMin) },
        { name: 'max', value: row.maxRangeDays, message: t(S.rangeMax, { max: row.maxRangeDays }) },
      ],
    });
  }
  own.push({
    name: SETTING_KEYS.columns, label: `${t(S.defaultColumns)} (${t(S.columnsHint)})`, type: 'checkbox',
    options: row.columns.map((c) => ({ id: c.key, name: tReport(c.title) })),
  });
  return [...own, ...translatedFields(filterFieldsOf(row), tReport)];
}

/** The form's first values: the saved setting. */
export function settingValues(row: ReportSettingRow): FieldFormValues {
  const values: FieldFormValues = {
    [SETTING_KEYS.hidden]: row.hidden,
    [SETTING_KEYS.roles]: row.hiddenRoleIds,
    [SETTING_KEYS.days]: row.defaultRangeDays === null ? '' : String(row.defaultRangeDays),
    [SETTING_KEYS.columns]: row.defaultColumns,
  };
  for (const field of filterFieldsOf(row)) {
    const saved = row.defaultFilters[field.name];
    if (saved !== undefined) values[field.name] = field.type === 'checkbox' && !field.options?.length ? saved === 'true' : saved;
  }
  return values;
}

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** What the form saves: columns in the report's order, blank filters left out, the period as a number or null. */
export function settingInputOf(row: ReportSettingRow, values: FieldFormValues): ReportSettingInput {
  const picked = new Set(listOf(values[SETTING_KEYS.columns]));
  const defaultFilters: ReportSettingInput['defaultFilters'] = {};
  for (const field of filterFieldsOf(row)) {
    const value = values[field.name];
    if (Array.isArray(value)) {
      if (value.length) defaultFilters[field.name] = value.map(String);
    } else if (typeof value === 'boolean') {
      if (value) defaultFilters[field.name] = 'true';
    } else if (value !== null && value !== undefined && String(value).trim() !== '') {
      defaultFilters[field.name] = String(value).trim();
    }
  }
  const days = String(values[SETTING_KEYS.days] ?? '').trim();
  return {
    hidden: values[SETTING_KEYS.hidden] === true,
    hiddenRoleIds: listOf(values[SETTING_KEYS.roles]),
    defaultFilters,
    defaultColumns: row.columns.map((c) => c.key).filter((key) => picked.has(key)),
    defaultRangeDays: days ? Number(days) : null,
  };
}
