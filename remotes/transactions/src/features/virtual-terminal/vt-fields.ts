import { cardholderProblem, cardNumberProblem, CARD_LIMITS, CUSTOMER_IP_MAX_LENGTH, customerIpProblem, cvcProblem, expiryProblem } from '@portal/contracts';
import { decimalsOf, toMinorUnits, type FieldDefinition, type LookupOption } from '@portal/kit';
import { A } from '../../i18n/action-texts';
import { VT } from '../../i18n/vt-batch-texts';

type Translate = (text: string, params?: Record<string, string | number>) => string;

export interface TerminalFieldContext {
  /** Staff pick the merchant; a merchant user pays for its own. */
  pickMerchant: boolean;
  merchants: LookupOption[];
  websites: LookupOption[];
  currencies: LookupOption[];
  places(currency: string): number;
  now: Date;
  t: Translate;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The months and the years a card can expire in (this year to 20 years on). */
export function expiryOptions(now: Date): { months: LookupOption[]; years: LookupOption[] } {
  const first = now.getUTCFullYear();
  return {
    months: Array.from({ length: 12 }, (_, i) => ({ id: String(i + 1), name: twoDigits(i + 1) })),
    years: Array.from({ length: CARD_LIMITS.maxYearsAhead + 1 }, (_, i) => ({ id: String(first + i), name: String(first + i) })),
  };
}

/**
 * The virtual terminal's form on the kit's form engine (ADR 0054): merchant (staff) and website, the card with the
 * kit's card mask (first 6 and last 4 on blur), expiry, CVC, cardholder, the amount with the kit's decimal input
 * in the currency's decimals, and the currency; optionally the customer's IP address (IPv4 or IPv6), which the
 * antifraud rules read (IP country, IP lists, velocity per IP). The card and IP rules are the contracts' own, which
 * the server runs again.
 */
export function terminalFields({ pickMerchant, merchants, websites, currencies, places, now, t }: TerminalFieldContext): FieldDefinition[] {
  const { months, years } = expiryOptions(now);
  const rule = (problem: (text: string, values: Readonly<Record<string, unknown>>) => string | null) =>
    ({ name: 'custom' as const, message: '', test: (text: string, values: Readonly<Record<string, unknown>>) => { const p = problem(text, values); return p ? t(p) : true; } });
  const expiry = (values: Readonly<Record<string, unknown>>) => expiryProblem(Number(values.expiryMonth), Number(values.expiryYear), now);
  return [
    ...(pickMerchant ? [{
      name: 'merchantId', label: t(VT.merchant), type: 'selectAutoComplete' as const, options: merchants,
      validations: [{ name: 'required' as const, message: t(VT.chooseMerchant) }],
    }] : []),
    {
      name: 'websiteId', label: t(VT.website), type: 'select', options: websites,
      validations: [{ name: 'required', message: t(VT.chooseWebsite) }],
    },
    {
      name: 'cardNumber', label: t(VT.cardNumber), type: 'input', inputType: 'card',
      validations: [{ name: 'required', message: t(VT.enterCard) }, rule((text) => cardNumberProblem(text))],
    },
    {
      name: 'expiryMonth', label: t(VT.expiryMonth), type: 'selectAutoComplete', options: months,
      validations: [{ name: 'required', message: t(VT.chooseExpiry) }, rule((_text, values) => expiry(values))],
    },
    {
      name: 'expiryYear', label: t(VT.expiryYear), type: 'selectAutoComplete', options: years,
      validations: [{ name: 'required', message: t(VT.chooseExpiry) }, rule((_text, values) => expiry(values))],
    },
    {
      name: 'cvc', label: t(VT.cvc), type: 'input', inputType: 'digits',
      validations: [{ name: 'required', message: t(VT.enterCvc) }, { name: 'maxLength', value: 4, message: t(VT.enterCvc) }, rule((text) => cvcProblem(text))],
    },
    {
      name: 'cardholderName', label: t(VT.cardholder), type: 'input', inputType: 'text',
      validations: [{ name: 'required', message: t(VT.enterCardholder) }, rule((text) => cardholderProblem(text))],
    },
    {
      name: 'currency', label: t(VT.currency), type: 'selectAutoComplete', options: currencies,
      validations: [{ name: 'required', message: t(VT.chooseCurrency) }],
    },
    {
      name: 'amount', label: t(VT.amount), type: 'input', inputType: 'decimal',
      validations: [
        { name: 'required', message: t(A.enterAmount) },
        {
          name: 'custom', message: t(A.amountPositive),
          test: (text, values) => {
            const currency = typeof values.currency === 'string' ? values.currency : undefined;
            const n = currency ? places(currency) : 2;
            if (currency && decimalsOf(text) > n) return n === 0 ? t(A.amountNoDecimals, { currency }) : t(A.amountDecimals, { currency, n });
            const minor = toMinorUnits(text, n);
            return minor !== undefined && minor > 0;
          },
        },
      ],
    },
    {
      name: 'customerIp', label: t(VT.customerIp), type: 'input', inputType: 'text', maxLength: CUSTOMER_IP_MAX_LENGTH,
      autoComplete: 'off', placeholder: '203.0.113.7', help: t(VT.customerIpHelp),
      validations: [rule((text) => customerIpProblem(text))],
    },
    { name: 'take', label: t(VT.takePayment), type: 'button', inputType: 'submit' },
  ];
}
