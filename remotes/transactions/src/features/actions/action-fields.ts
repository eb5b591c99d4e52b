import type { TransactionAction, TransactionBalance } from '@portal/contracts';
import { decimalsOf, formatMoney, toMinorUnits, type FieldDefinition, type FieldFormValues, type LookupOption } from '@portal/kit';
import { A } from '../../i18n/action-texts';
import type { ActionInput } from './action-api';

type Translate = (text: string, params?: Record<string, string | number>) => string;

/** The longest reason the server takes (the declarations' `reason`). */
export const REASON_MAX_LENGTH = 500;

/** Actions that ask an amount, and the limit message of each (the message names the limit). */
export const AMOUNT_LIMIT_TEXT: Partial<Record<TransactionAction, string>> = {
  capture: A.captureLimit, refund: A.refundLimit, dispute: A.disputeLimit,
};
const OPTIONAL_REASON: readonly TransactionAction[] = ['refund', 'void', 'reversal', 'statusChangeRefund'];

/** Minor units as the decimal-only input shows them: 12000 in 2 places -> "120.00". */
export function majorText(minorUnits: number, places: number): string {
  if (places === 0) return String(minorUnits);
  const digits = String(minorUnits).padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

export interface ActionFieldContext {
  action: TransactionAction;
  currency: string;
  /** The currency's decimal places. */
  places: number;
  /** The verdict's limit (minor units) for an amount. */
  maxAmount: number | undefined;
  disputeCodes: LookupOption[];
  t: Translate;
}

/**
 * The dialog's fields on the kit's form engine (labels and messages arrive translated): an amount in major
 * units of the transaction's currency (decimal-only, default the most allowed; > 0, at most the limit shown
 * as money, at most the currency's decimals), an optional reason, a dispute's reason code. Confirmations
 * (approve, check status, payout, reset restriction) have none.
 */
export function actionFields({ action, currency, places, maxAmount, disputeCodes, t }: ActionFieldContext): FieldDefinition[] {
  const fields: FieldDefinition[] = [];
  const limitText = AMOUNT_LIMIT_TEXT[action];
  if (limitText && maxAmount !== undefined) {
    fields.push({
      name: 'amount', label: t(A.amountLabel, { currency }), type: 'input', inputType: 'decimal', value: majorText(maxAmount, places),
      validations: [
        { name: 'required', message: t(A.enterAmount) },
        {
          name: 'custom', message: t(A.amountPositive),
          test: (text) => {
            if (decimalsOf(text) > places) return places === 0 ? t(A.amountNoDecimals, { currency }) : t(A.amountDecimals, { currency, n: places });
            const minor = toMinorUnits(text, places);
            if (minor === undefined || minor <= 0) return false;
            return minor <= maxAmount || t(limitText, { amount: formatMoney(maxAmount, currency, places) });
          },
        },
      ],
    });
  }
  if (action === 'dispute') {
    fields.push({
      name: 'reasonCode', label: t(A.reasonCodeLabel), type: 'select', options: disputeCodes,
      validations: [{ name: 'required', message: t(A.reasonCodeRequired) }],
    });
  }
  if (OPTIONAL_REASON.includes(action)) {
    fields.push({
      name: 'reason', label: t(A.reasonLabel), type: 'input', inputType: 'textarea',
      validations: [{ name: 'maxLength', value: REASON_MAX_LENGTH, message: t(A.reasonTooLong, { n: REASON_MAX_LENGTH }) }],
    });
  }
  return fields;
}

/** The submitted (sanitised) values as the action's input: the amount in minor units, blanks left out. */
export function actionInputOf(values: FieldFormValues, places: number): ActionInput {
  const text = (key: string) => {
    const value = values[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const amount = text('amount');
  return {
    ...(amount !== undefined ? { amount: toMinorUnits(amount, places) } : {}),
    ...(text('reason') ? { reason: text('reason') } : {}),
    ...(text('reasonCode') ? { reasonCode: text('reasonCode') } : {}),
  };
}

/** The confirmation question of an action without an amount (its dialog's text). */
export const CONFIRMATION_TEXT: Partial<Record<TransactionAction, string>> = {
  approve: A.confirmApprove, checkStatus: A.confirmCheckStatus, payout: A.confirmPayout, resetRestriction: A.confirmResetRestriction,
  void: A.confirmVoid, reversal: A.confirmReversal, statusChangeRefund: A.confirmStatusChangeRefund,
};

/** The balance figure a confirmation names (change to refunded: what remains). */
export const confirmationAmount = (action: TransactionAction, balance: TransactionBalance) =>
  (action === 'statusChangeRefund' ? balance.refundable : undefined);
