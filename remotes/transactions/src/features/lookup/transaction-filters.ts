import { TRANSACTION_LOOKUP_LIMITS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@portal/contracts';
import { amountPlacesOf, decimalsOf, type FieldDefinition, type FilterFieldOverrides } from '@portal/kit';
import { T } from '../../i18n/texts';
import type { LookupOptions } from './lookup-options';

type Translate = (text: string, params?: Record<string, string | number>) => string;

/** The longest date range a lookup searches at once (the server refuses a longer one). */
export const LOOKUP_MAX_DAYS = TRANSACTION_LOOKUP_LIMITS.maxRangeDays;

/** A plain amount in major units: digits with at most one decimal point (converted to minor units for the call). */
export const AMOUNT_PATTERN = '^\\d{1,13}([.,]\\d{1,3})?$';

/**
 * The lookup's filter bar fields, by filter name of the lookup's resource (lookup-pages): translated labels,
 * option lists and the checks a user is told about. The resource decides which filters a lookup offers.
 */
export function lookupFieldOverrides(options: LookupOptions, t: Translate): FilterFieldOverrides {
  const multi = (name: string, label: string, list: FieldDefinition['options']): FieldDefinition => ({
    name, label: t(label), type: 'multiSelectAutoComplete', options: list, multiSelectOptions: { maxTagCount: 2, maxSelected: TRANSACTION_LOOKUP_LIMITS.maxValues },
  });
  // Search inputs are cut at 255 characters by the kit's sanitiser (spec part 2 section 5), the server's limit too.
  const text = (name: string, label: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
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
          const { places, currency } = amountPlacesOf(values.currency, options.decimalPlaces);
          if (decimalsOf(value) <= places) return true;
          if (places === 0) return currency ? t(T.amountNoDecimals, { currency }) : false;
          return currency ? t(T.amountDecimalsOfCurrency, { n: places, currency }) : t(T.amountDecimals, { n: places });
        },
      },
    ],
  });
  return {
    created: [{
      name: 'created', label: t(T.date), type: 'dateRangePicker', startDateName: 'from', endDateName: 'to',
      maxDaysSelected: LOOKUP_MAX_DAYS, ranges: ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'],
    }],
    tenantIds: [{ ...multi('tenantIds', T.tenants, options.tenants), placeholder: t(T.allTenants) }],
    Customer: [multi('Customer', T.customer, options.customers)],
    status: [multi('status', T.status, TRANSACTION_STATUSES.map((s) => ({ id: s, name: t(s) })))],
    type: [multi('type', T.type, TRANSACTION_TYPES.map((s) => ({ id: s, name: t(s) })))],
    paymentMethod: [multi('paymentMethod', T.paymentMethod, options.paymentMethods)],
    serviceProviderFilter: [multi('serviceProviderFilter', T.serviceProviderName, options.serviceProviders)],
    websiteId: [multi('websiteId', T.websiteName, options.websites)],
    currency: [multi('currency', T.currency, options.currencies)],
    amount: [amount('amountFrom', T.amountFrom), amount('amountTo', T.amountTo)],
    cardFirst6: [text('cardFirst6', T.cardFirst6, { validations: [{ name: 'pattern', value: '^\\d{6}$', message: t(T.enterFirst6) }] })],
    cardLast4: [text('cardLast4', T.cardLast4, { validations: [{ name: 'pattern', value: '^\\d{4}$', message: t(T.enterLast4) }] })],
    externalId: [text('externalId', T.externalId)],
    customerEmail: [text('customerEmail', T.customerEmail, { inputType: 'email', validations: [{ name: 'email', message: t(T.enterEmail) }] })],
  };
}
