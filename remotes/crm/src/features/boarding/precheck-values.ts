import { setIn } from 'formik';
import { precheckProblems, type BoardingAddress, type PrecheckForm } from '@portal/contracts';

/** The form as the page edits it: every field present (empty strings and nulls), arrays for the people. */
export interface PrecheckValues {
  legalEntityName: string; legalForm: string; registrationNumber: string; countryCode: string;
  registeredAddress: Required<BoardingAddress>; tradingAddress: Required<BoardingAddress>;
  directors: Array<{ fullName: string; dateOfBirth: string }>;
  owners: Array<{ fullName: string; ownershipPercent: number | null }>;
  expectedMonthlyVolume: number | null; averageTicket: number | null; website: string; industry: string;
}

const address = (a: BoardingAddress | undefined): Required<BoardingAddress> =>
  ({ line1: a?.line1 ?? '', city: a?.city ?? '', postalCode: a?.postalCode ?? '', countryCode: a?.countryCode ?? '' });

export function toValues(form: PrecheckForm): PrecheckValues {
  return {
    legalEntityName: form.legalEntityName ?? '', legalForm: form.legalForm ?? '', registrationNumber: form.registrationNumber ?? '', countryCode: form.countryCode ?? '',
    registeredAddress: address(form.registeredAddress), tradingAddress: address(form.tradingAddress),
    directors: (form.directors ?? []).map((d) => ({ fullName: d.fullName ?? '', dateOfBirth: d.dateOfBirth ?? '' })),
    owners: (form.owners ?? []).map((o) => ({ fullName: o.fullName ?? '', ownershipPercent: o.ownershipPercent ?? null })),
    expectedMonthlyVolume: form.expectedMonthlyVolume ?? null, averageTicket: form.averageTicket ?? null, website: form.website ?? '', industry: form.industry ?? '',
  };
}

/** What is sent: the values as typed (a draft may be incomplete; the server checks the same rules on submit). */
export const toForm = (v: PrecheckValues): PrecheckForm => v as PrecheckForm;

/** Formik's errors from the shared rules (contracts' precheckProblems, the server's too), keyed by field path. */
export function precheckErrors(v: PrecheckValues, translate: (text: string) => string): Record<string, unknown> {
  return precheckProblems(toForm(v)).reduce<Record<string, unknown>>((errors, p) => setIn(errors, p.field, translate(p.message)), {});
}
