import {
  accountDigits, accountNumberProblem, bankCodeProblem, ibanProblem, normaliseIban, PAYMENT_LIMITS,
  type Beneficiary, type BeneficiaryAccountKind, type BeneficiaryInput, type BankAccountProblem,
} from '@portal/contracts';
import type { FieldDefinition, FieldFormValues, LookupOption } from '@portal/kit';
import { PT } from '../../../i18n/payment-texts';

type Translate = (text: string, params?: Record<string, string | number>) => string;

/** The countries paid by account number and bank code (the contract's rules know GB and US). */
export const ACCOUNT_COUNTRIES: LookupOption[] = [{ id: 'GB', name: 'United Kingdom' }, { id: 'US', name: 'United States' }];

/** A rule's problem as the user's text, or true when there is none (the form engine's custom test). */
const verdictOf = (problem: BankAccountProblem | null, t: Translate): true | string => (problem ? t(problem.message, problem.params) : true);

/**
 * The beneficiary form of one account kind on the kit's form engine: name, optional e-mail, the account (an IBAN
 * with its country's length and mod 97; or a GB/US account number and sort code or routing number, each checked
 * with the contract's rules, the same the server runs again) and the account's currency.
 */
export function beneficiaryFields(kind: BeneficiaryAccountKind, currencies: LookupOption[], t: Translate): FieldDefinition[] {
  const fields: FieldDefinition[] = [
    {
      name: 'name', label: t(PT.name), type: 'input', inputType: 'text',
      validations: [
        { name: 'required', message: t(PT.enterName) },
        { name: 'maxLength', value: PAYMENT_LIMITS.maxNameLength, message: t(PT.tooLong, { n: PAYMENT_LIMITS.maxNameLength }) },
      ],
    },
    { name: 'email', label: t(PT.email), type: 'input', inputType: 'email', validations: [{ name: 'email', message: t(PT.invalidEmail) }] },
  ];
  if (kind === 'iban') {
    fields.push({
      name: 'iban', label: t(PT.iban), type: 'input', inputType: 'text',
      validations: [
        { name: 'required', message: t('Enter an IBAN') },
        { name: 'custom', message: t('The IBAN check digits do not match: check for a typo'), test: (text) => verdictOf(ibanProblem(text), t) },
      ],
    });
  } else {
    fields.push(
      { name: 'country', label: t(PT.country), type: 'select', options: ACCOUNT_COUNTRIES, validations: [{ name: 'required', message: t(PT.chooseCountry) }] },
      {
        name: 'accountNumber', label: t(PT.accountNumber), type: 'input', inputType: 'text',
        validations: [
          { name: 'required', message: t('Enter an account number') },
          { name: 'custom', message: t('Enter an account number'), test: (text, values) => verdictOf(accountNumberProblem(String(values.country ?? 'GB'), text), t) },
        ],
      },
      {
        name: 'bankCode', label: t(PT.bankCode), type: 'input', inputType: 'text',
        validations: [
          { name: 'required', message: t('Enter the bank code') },
          { name: 'custom', message: t('Enter the bank code'), test: (text, values) => verdictOf(bankCodeProblem(String(values.country ?? 'GB'), text), t) },
        ],
      },
    );
  }
  fields.push({ name: 'currency', label: t(PT.currency), type: 'select', options: currencies, validations: [{ name: 'required', message: t(PT.chooseCurrency) }] });
  return fields;
}

/** A beneficiary's values for its form (editing). */
export function beneficiaryValues(b: Beneficiary | null): FieldFormValues {
  if (!b) return {};
  return { name: b.name, email: b.email ?? '', iban: b.iban ?? '', country: b.accountKind === 'accountNumber' ? b.country : undefined,
    accountNumber: b.accountNumber ?? '', bankCode: b.bankCode ?? '', currency: b.currency };
}

/** The submitted values as the call's body (blanks left out, the account as stored). */
export function beneficiaryInputOf(kind: BeneficiaryAccountKind, values: FieldFormValues): BeneficiaryInput {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
  const common = { name: text('name'), email: text('email') || null, currency: text('currency') };
  return kind === 'iban'
    ? { ...common, accountKind: 'iban', iban: normaliseIban(text('iban')) }
    : { ...common, accountKind: 'accountNumber', country: text('country'), accountNumber: accountDigits(text('accountNumber')), bankCode: accountDigits(text('bankCode')) };
}
