import { TRANSACTION_LOOKUP_LIMITS, TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionLookupFilters } from '@portal/contracts';
import type { FieldDefinition } from '@portal/kit';
import { T } from '../../i18n/texts';
import type { LookupOptions } from './lookup-options';
import { amountDecimalsFor, decimalsOf } from './lookup-query';
import type { LookupPageDefinition } from './lookup-pages';

type Translate = (text: string, params?: Record<string, string | number>) => string;

/** The longest date range a lookup searches at once (the demo keeps 90 days of transactions). */
export const LOOKUP_MAX_DAYS = 90;

/** A plain amount in major units: digits with at most one decimal point (converted to minor units for the call). */
export const AMOUNT_PATTERN = '^\\d{1,13}([.,]\\d{1,3})?$';

/**
 * The lookup's filters as field definitions, in the order the bar shows them; a filter the lookup does not
 * offer (the contract's TRANSACTION_LOOKUP_FILTERS) is left out. Labels and messages arrive translated.
 */
export function lookupFields(page: LookupPageDefinition, options: LookupOptions, t: Translate): FieldDefinition[] {
  const multi = (name: keyof TransactionLookupFilters, label: string, list: FieldDefinition['options']): FieldDefinition => ({
    name, label: t(label), type: 'multiSelectAutoComplete', options: list, multiSelectOptions: { maxTagCount: 2, maxSelected: TRANSACTION_LOOKUP_LIMITS.maxValues },
  });
  // Search inputs are cut at 255 characters by the kit's sanitiser (spec part 2 section 5), the server's limit too.
  const text = (name: keyof TransactionLookupFilters, label: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
    name, label: t(label), type: 'input', inputType: 'search', ...extra,
  });
  // An amount may not have more decimals than the currency filtered on (2 without one): refused, never cut.
  const amount = (name: 'amountFrom' | 'amountTo', label: string) => text(name, label, {
    validations: [
      { name: 'pattern', value: AMOUNT_PATTERN, message: t(T.enterAmount) },
      {
        name: 'custom',
        message: t(T.enterAmount),
        test: (value, values) => {
          const { places, currency } = amountDecimalsFor(values.currency, options.decimalPlaces);
          if (decimalsOf(value) <= places) return true;
          if (places === 0) return currency ? t(T.amountNoDecimals, { currency }) : false;
          return currency ? t(T.amountDecimalsOfCurrency, { n: places, currency }) : t(T.amountDecimals, { n: places });
        },
      },
    ],
  });
  const all: Partial<Record<keyof TransactionLookupFilters | 'range', FieldDefinition>> = {
    range: {
      name: 'created', label: t(T.date), type: 'dateRangePicker', startDateName: 'from', endDateName: 'to',
      maxDaysSelected: LOOKUP_MAX_DAYS, ranges: ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'],
    },
    tenantIds: { ...multi('tenantIds', T.tenants, options.tenants), placeholder: t(T.allTenants) },
    Customer: multi('Customer', T.customer, options.customers),
    status: multi('status', T.status, TRANSACTION_STATUSES.map((s) => ({ id: s, name: t(s) }))),
    type: multi('type', T.type, TRANSACTION_TYPES.map((s) => ({ id: s, name: t(s) }))),
    paymentMethod: multi('paymentMethod', T.paymentMethod, options.paymentMethods),
    serviceProviderFilter: multi('serviceProviderFilter', T.serviceProviderName, options.serviceProviders),
    websiteId: multi('websiteId', T.websiteName, options.websites),
    currency: multi('currency', T.currency, options.currencies),
    amountFrom: amount('amountFrom', T.amountFrom),
    amountTo: amount('amountTo', T.amountTo),
    cardFirst6: text('cardFirst6', T.cardFirst6, { validations: [{ name: 'pattern', value: '^\\d{6}$', message: t(T.enterFirst6) }] }),
    cardLast4: text('cardLast4', T.cardLast4, { validations: [{ name: 'pattern', value: '^\\d{4}$', message: t(T.enterLast4) }] }),
    externalId: text('externalId', T.externalId),
    customerEmail: text('customerEmail', T.customerEmail, { inputType: 'email', validations: [{ name: 'email', message: t(T.enterEmail) }] }),
  };
  const offered = new Set<string>(page.filters);
  const order: Array<keyof typeof all> = ['range', 'tenantIds', 'Customer', 'status', 'type', 'paymentMethod', 'serviceProviderFilter', 'websiteId',
    'currency', 'amountFrom', 'amountTo', 'cardFirst6', 'cardLast4', 'externalId', 'customerEmail'];
  return order.filter((name) => (name === 'range' ? offered.has('from') : offered.has(name))).map((name) => all[name]!);
}
