import { PAYMENT_LIMITS, type Beneficiary, type MerchantBalance } from '@portal/contracts';
import { decimalsOf, formatMoney, toMinorUnits, type FieldDefinition } from '@portal/kit';
import { A } from '../../../i18n/action-texts';
import { PT } from '../../../i18n/payment-texts';
import { T } from '../../../i18n/texts';

type Translate = (text: string, params?: Record<string, string | number>) => string;

export interface PaymentFieldContext {
  beneficiaries: readonly Beneficiary[];
  balances: readonly MerchantBalance[];
  /** The chosen beneficiary's account currency (the amount is in it). */
  currency: string | undefined;
  places(currency: string): number;
  t: Translate;
}

/** What a new payout may take in `currency`: the available balance less its fee (minor units). */
export function payableOf(balances: readonly MerchantBalance[], currency: string): number {
  const balance = balances.find((b) => b.currency === currency);
  return Math.max(0, (balance?.available ?? 0) - PAYMENT_LIMITS.payoutFeeMinor);
}

/**
 * The single-payment form on the kit's form engine: a beneficiary, an amount in its account currency (the kit's
 * decimal-only input: at most the currency's decimals, more than zero, at most what the balance can pay with the
 * fee), a reference of at most 35 characters (what a bank transfer carries), and Pay.
 */
export function paymentFields({ beneficiaries, balances, currency, places, t }: PaymentFieldContext): FieldDefinition[] {
  return [
    {
      name: 'beneficiaryId', label: t(PT.beneficiary), type: 'selectAutoComplete',
      options: beneficiaries.map((b) => ({ id: b.id, name: `${b.name} · ${b.currency}` })),
      validations: [{ name: 'required', message: t(PT.chooseBeneficiary) }],
    },
    {
      name: 'amount', label: currency ? t(PT.amount, { currency }) : t(T.amount), type: 'input', inputType: 'decimal',
      validations: [
        { name: 'required', message: t(A.enterAmount) },
        {
          name: 'custom', message: t(A.amountPositive),
          test: (text, values) => {
            const chosen = beneficiaries.find((b) => b.id === values.beneficiaryId);
            if (!chosen) return true;
            const n = places(chosen.currency);
            if (decimalsOf(text) > n) return n === 0 ? t(A.amountNoDecimals, { currency: chosen.currency }) : t(A.amountDecimals, { currency: chosen.currency, n });
            const minor = toMinorUnits(text, n);
            if (minor === undefined || minor <= 0) return false;
            const payable = payableOf(balances, chosen.currency);
            if (payable <= 0) return t(PT.noBalanceIn, { currency: chosen.currency });
            return minor <= payable || t(PT.amountAboveAvailable, {
              amount: formatMoney(payable, chosen.currency, n), fee: formatMoney(PAYMENT_LIMITS.payoutFeeMinor, chosen.currency, n),
            });
          },
        },
      ],
    },
    {
      name: 'reference', label: t(PT.reference), type: 'input', inputType: 'text',
      validations: [
        { name: 'required', message: t(PT.enterReference) },
        { name: 'maxLength', value: PAYMENT_LIMITS.maxReferenceLength, message: t(PT.tooLong, { n: PAYMENT_LIMITS.maxReferenceLength }) },
      ],
    },
    { name: 'pay', label: t(PT.pay), type: 'button', inputType: 'submit' },
  ];
}
