import type { TransactionColumn, TransactionRecord, TransactionSortField } from '@portal/contracts';
import { TRANSACTION_COLUMN_PINS, TRANSACTION_SORT_FIELDS } from '@portal/contracts';
import type { ColumnDef } from '@portal/kit';
import { T } from '../../i18n/texts';
import type { LookupOptions } from './lookup-options';
import type { LookupPageDefinition } from './lookup-pages';

type Translate = (text: string) => string;

/** Every transaction column as the kit draws it (title, kind, value); sortable where the server sorts. */
function columnOf(key: TransactionColumn, options: LookupOptions, t: Translate): Omit<ColumnDef<TransactionRecord>, 'key' | 'sortable'> {
  switch (key) {
    case 'externalId': return { title: T.externalId, kind: 'id', value: (r) => r.externalId, alwaysShown: true };
    // Its width has room for the zone in its title ("Created (Europe/London)"): the kit's, from the title.
    case 'createdAt': return { title: T.createdAt, kind: 'dateTimeSeconds', value: (r) => r.createdAt };
    case 'tenantName': return { title: T.tenantName, value: (r) => r.tenantName };
    case 'merchantName': return { title: T.merchantName, value: (r) => r.merchantName, width: 190 };
    case 'websiteName': return { title: T.websiteName, value: (r) => r.websiteName };
    case 'type': return { title: T.type, value: (r) => t(r.type), width: 130 };
    case 'status': return { title: T.status, kind: 'status', value: (r) => r.status, label: (s) => t(s) };
    case 'amount': return {
      title: T.amount, kind: 'money', value: (r) => r.amount, currency: (r) => r.currency, decimalPlaces: (r) => options.decimalPlaces[r.currency],
    };
    case 'currency': return { title: T.currency, value: (r) => r.currency, width: 110 };
    case 'paymentMethod': return { title: T.paymentMethod, value: (r) => options.paymentMethodNames[r.paymentMethod] ?? r.paymentMethod };
    case 'serviceProviderName': return { title: T.serviceProviderName, value: (r) => r.serviceProviderName };
    case 'paymentChannelName': return { title: T.paymentChannelName, value: (r) => r.paymentChannelName };
    // Only the first 6 and last 4 digits exist anywhere in the portal; the middle is shown masked.
    case 'card': return { title: T.card, value: (r) => (r.cardFirst6 && r.cardLast4 ? `${r.cardFirst6}******${r.cardLast4}` : null), width: 170 };
    case 'cardCountry': return { title: T.cardCountry, value: (r) => r.cardCountry, width: 120 };
    case 'customerEmail': return { title: T.customerEmail, value: (r) => r.customerEmail, width: 220 };
    case 'customerIp': return { title: T.customerIp, value: (r) => r.customerIp, width: 140 };
    case 'mode': return { title: T.mode, value: (r) => t(r.mode), width: 90 };
    case 'parentExternalId': return { title: T.parentExternalId, value: (r) => r.parentExternalId, width: 170 };
  }
}

/**
 * The columns a lookup offers, in the contract's order; those outside its defaults start hidden. Their pins are the
 * contract's (TRANSACTION_COLUMN_PINS), which the export reads too, not the kit's choice by kind: screen and file
 * keep one order.
 */
export function lookupColumns(page: LookupPageDefinition, options: LookupOptions, t: Translate): ColumnDef<TransactionRecord>[] {
  const shown = new Set<string>(page.defaultColumns);
  return page.columns.map((key) => ({
    key,
    ...columnOf(key, options, t),
    pin: TRANSACTION_COLUMN_PINS[key] ?? false,
    sortable: (TRANSACTION_SORT_FIELDS as readonly string[]).includes(key as TransactionSortField),
    hiddenByDefault: !shown.has(key),
  }));
}
