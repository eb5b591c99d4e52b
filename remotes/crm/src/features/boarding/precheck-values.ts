import { precheckProblems, type BoardingAddress, type FieldFormValues, type PrecheckForm } from '@portal/contracts';

/** A director or owner as the people editors hold them (records of the form's value). */
export interface Person { fullName: string; dateOfBirth?: string; ownershipPercent?: string }

const ADDRESSES = { registeredAddress: 'registered', tradingAddress: 'trading' } as const;
const PARTS = { line1: 'Line1', city: 'City', postalCode: 'PostalCode', countryCode: 'Country' } as const;
/** The form key of an address part: registeredAddress.line1 → registeredLine1. */
export const addressKey = (address: keyof typeof ADDRESSES, part: keyof typeof PARTS) => `${ADDRESSES[address]}${PARTS[part]}`;

const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));
const decimal = (v: unknown): number | null => {
  const s = text(v).trim();
  return s === '' || Number.isNaN(Number(s)) ? null : Number(s);
};

/** The kit form's flat values from the stored form. */
export function toValues(form: PrecheckForm): FieldFormValues {
  const values: FieldFormValues = {
    legalEntityName: form.legalEntityName ?? '', legalForm: form.legalForm || null, registrationNumber: form.registrationNumber ?? '', countryCode: form.countryCode || null,
    directors: (form.directors ?? []).map((d) => ({ fullName: d.fullName ?? '', dateOfBirth: d.dateOfBirth ?? '' })),
    owners: (form.owners ?? []).map((o) => ({ fullName: o.fullName ?? '', ownershipPercent: o.ownershipPercent == null ? '' : String(o.ownershipPercent) })),
    expectedMonthlyVolume: form.expectedMonthlyVolume == null ? '' : String(form.expectedMonthlyVolume),
    averageTicket: form.averageTicket == null ? '' : String(form.averageTicket), website: form.website ?? '', industry: form.industry ?? '',
  };
  for (const address of Object.keys(ADDRESSES) as Array<keyof typeof ADDRESSES>) {
    for (const part of Object.keys(PARTS) as Array<keyof typeof PARTS>) {
      const value = (form[address] as BoardingAddress | undefined)?.[part] ?? '';
      values[addressKey(address, part)] = part === 'countryCode' ? value || null : value;
    }
  }
  return values;
}

/** The stored form from the kit form's values (a draft may be incomplete; the server checks the same rules). */
export function toForm(v: FieldFormValues): PrecheckForm {
  const address = (name: keyof typeof ADDRESSES): BoardingAddress => ({
    line1: text(v[addressKey(name, 'line1')]), city: text(v[addressKey(name, 'city')]), postalCode: text(v[addressKey(name, 'postalCode')]),
    countryCode: text(v[addressKey(name, 'countryCode')]),
  });
  const people = (key: string) => (Array.isArray(v[key]) ? (v[key] as unknown as Person[]) : []);
  return {
    legalEntityName: text(v.legalEntityName), legalForm: text(v.legalForm) as PrecheckForm['legalForm'], registrationNumber: text(v.registrationNumber),
    countryCode: text(v.countryCode), registeredAddress: address('registeredAddress'), tradingAddress: address('tradingAddress'),
    directors: people('directors').map((d) => ({ fullName: text(d.fullName), dateOfBirth: text(d.dateOfBirth) })),
    owners: people('owners').map((o) => ({ fullName: text(o.fullName), ownershipPercent: decimal(o.ownershipPercent) })),
    expectedMonthlyVolume: decimal(v.expectedMonthlyVolume), averageTicket: decimal(v.averageTicket), website: text(v.website), industry: text(v.industry),
  };
}

/** The form key a rule's field path is shown on (a person's problem on its list). */
function keyOf(field: string): string {
  const [head, part] = field.split('.');
  if (head === 'registeredAddress' || head === 'tradingAddress') return addressKey(head, part as keyof typeof PARTS);
  return head!;
}

/** The errors of the shared rules (contracts' precheckProblems, the server's too) by form key, the first per key. */
export function precheckErrors(v: FieldFormValues, translate: (text: string) => string): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = {};
  for (const p of precheckProblems(toForm(v))) errors[keyOf(p.field)] ??= translate(p.message);
  return errors;
}
