import { OPEN_BANKING_LIMITS, PAYMENT_LIMITS } from '@portal/contracts';
import { decimalsOf, formatMoney, toMinorUnits, type FieldDefinition } from '@portal/kit';
import { OB } from '../../i18n/open-banking-texts';

type Translate = (text: string, params?: Record<string, string | number>) => string;

/** What a payout may take: the available balance less the payout fee (minor units, never below zero). */
export const payableOf = (available: number | undefined): number => Math.max(0, (available ?? 0) - PAYMENT_LIMITS.payoutFeeMinor);

/**
 * The payout form through a consent (ADR 0055): an amount in the linked account's currency (the kit's decimal input,
 * at most the currency's decimals, above zero, at most what the balance pays with the fee) and a reference of at
 * most 35 characters. The server checks the same again.
 */
export function payoutFields(currency: string, places: number, available: number | undefined, t: Translate): FieldDefinition[] {
  const fee = formatMoney(PAYMENT_LIMITS.payoutFeeMinor, currency, places);
  return [
    {
      name: 'amount', label: t(OB.amount, { currency }), type: 'input', inputType: 'decimal',
      validations: [
        { name: 'required', message: t(OB.enterAmount) },
        {
          name: 'custom', message: t(OB.amountPositive),
          test: (text) => {
            if (decimalsOf(text) > places) return t(OB.amountDecimals, { currency, n: places });
            const minor = toMinorUnits(text, places);
            if (minor === undefined || minor <= 0) return false;
            if (available === undefined) return true;
            const payable = payableOf(available);
            return minor <= payable || t(OB.amountAboveAvailable, { amount: formatMoney(payable, currency, places), fee });
          },
        },
      ],
    },
    {
      name: 'reference', label: t(OB.reference), type: 'input', inputType: 'text',
      validations: [
        { name: 'required', message: t(OB.enterReference) },
        { name: 'maxLength', value: OPEN_BANKING_LIMITS.maxReferenceLength, message: t(OB.tooLong, { n: OPEN_BANKING_LIMITS.maxReferenceLength }) },
      ],
    },
  ];
}
