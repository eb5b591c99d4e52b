import { API_PATHS, TRANSACTION_STATUSES, TRANSACTION_TYPES, type ReportField } from '@portal/contracts';

/**
 * The filter fields reports share, as the kit's field definitions (spec part 2 section 3 "Dynamic form field").
 * Texts are English; the browser translates them.
 */

/** The report's period: a date range with presets, at most `maxDays` days, required. */
export const periodField = (maxDays: number): ReportField => ({
  name: 'period', label: 'Period', type: 'dateRangePicker', startDateName: 'startDate', endDateName: 'endDate',
  maxDaysSelected: maxDays, ranges: ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'],
  validations: [{ name: 'required', message: 'Pick a period' }],
});

/** One currency, from the currency lookup (selectWithApi). */
export const currencyField: ReportField = {
  name: 'currency', label: 'Currency', type: 'selectWithApi', api: { path: API_PATHS.activeCurrencies, idKey: 'code', nameKey: 'code' }, placeholder: 'All currencies',
};

export const statusField: ReportField = {
  name: 'status', label: 'Status', type: 'multiSelectAutoComplete', options: TRANSACTION_STATUSES.map((s) => ({ id: s, name: s })),
  multiSelectOptions: { maxTagCount: 2, maxSelected: 10 }, placeholder: 'All statuses',
};

export const typeField: ReportField = {
  name: 'type', label: 'Type', type: 'multiSelectAutoComplete', options: TRANSACTION_TYPES.map((s) => ({ id: s, name: s })),
  multiSelectOptions: { maxTagCount: 2, maxSelected: 10 }, placeholder: 'All types',
};

/** Staff narrow to some customers (merchants) of their tenant; a merchant's reports are its own rows already. */
export const customerField: ReportField = {
  name: 'customer', label: 'Customer', type: 'selectWithApi', api: { path: API_PATHS.activeCustomers, idKey: 'merchantId', nameKey: 'legalBusinessName' }, placeholder: 'All customers',
};

/** The values a field accepts (selects and radio buttons with fixed options). */
export const optionIds = (field: ReportField): string[] | undefined => field.options?.map((o) => String(o.id));
