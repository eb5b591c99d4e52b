import { PAYMENT_LINK_AMOUNT_TYPES, type PaymentLinkBody, type PaymentLinkRow } from '@portal/contracts';
import { fromMinorUnits, toMinorUnits, type FieldFormValues, type FieldOverride, type FieldOverrides, type LookupOption } from '@portal/kit';
import { K } from './texts';

const amount = (label: string, help?: string): FieldOverride => ({ type: 'input', inputType: 'decimal', validations: [], label, ...(help ? { help } : {}) });

/** The dialog's fields: amounts typed in the currency's units (12.50), a website and a currency picked, the expiry a date and time. */
export function linkFields(t: (text: string) => string, websites: LookupOption[], currencies: LookupOption[], editing: boolean): FieldOverrides {
  return {
    description: { label: t(K.description) },
    websiteId: { label: t(K.website), type: 'select', options: websites },
    amountType: { label: t(K.amountType), options: PAYMENT_LINK_AMOUNT_TYPES.map((a) => ({ id: a, name: t(K[a]) })) },
    amount: amount(t(K.amount), t(K.amountHelp)),
    minAmount: amount(t(K.minAmount)),
    maxAmount: amount(t(K.maxAmount)),
    currency: { label: t(K.currency), type: 'select', options: currencies },
    expiresAt: { label: t(K.expiresAt), type: 'date', showTimePicker: true },
    maxUses: { label: t(K.maxUses), help: t(K.maxUsesHelp) },
    active: editing ? { label: t(K.active) } : false,
  };
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());
const minorOrNull = (v: unknown, places: number) => {
  const typed = text(v);
  if (!typed) return null;
  // A typed amount the currency cannot hold is sent as 0: the schema refuses it with the field's name.
  return toMinorUnits(typed, places) ?? 0;
};

/** What is sent: amounts in minor units of the chosen currency; the type decides which of them. */
export function linkBody(values: FieldFormValues, places: (currency: string) => number): PaymentLinkBody {
  const currency = text(values.currency);
  const p = places(currency);
  const fixed = values.amountType !== 'Customer';
  const maxUses = text(values.maxUses);
  return {
    description: text(values.description), websiteId: text(values.websiteId), amountType: fixed ? 'Fixed' : 'Customer', currency,
    amount: fixed ? minorOrNull(values.amount, p) : null,
    minAmount: fixed ? null : minorOrNull(values.minAmount, p), maxAmount: fixed ? null : minorOrNull(values.maxAmount, p),
    expiresAt: text(values.expiresAt) || null, maxUses: maxUses ? Number(maxUses) : null,
    ...(typeof values.active === 'boolean' ? { active: values.active } : {}),
  };
}

/** The edited link's values in the form: its amounts in the currency's units. */
export function linkValuesOf(row: PaymentLinkRow, places: (currency: string) => number): Record<string, unknown> {
  const p = places(row.currency);
  const major = (minor: number | null) => (minor === null ? '' : fromMinorUnits(minor, p));
  return { ...row, amount: major(row.amount), minAmount: major(row.minAmount), maxAmount: major(row.maxAmount), maxUses: row.maxUses ?? '' };
}
