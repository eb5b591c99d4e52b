import { PAYER_DECLINE_REASONS, payerDeclineReason } from './model';

describe("what the payer of a link reads of a decline (ADR 0145)", () => {
  it('names what the payer can act on: money, an expired card, a mistyped number, a bank out of reach', () => {
    expect(['51', '54', '14', '91'].map(payerDeclineReason)).toEqual([
      PAYER_DECLINE_REASONS.insufficientFunds, PAYER_DECLINE_REASONS.expired, PAYER_DECLINE_REASONS.invalidNumber, PAYER_DECLINE_REASONS.issuerUnavailable,
    ]);
  });

  it('never says that fraud was suspected: a fraud code, a plain refusal, an unknown code and a blocked payment read the same', () => {
    expect(['59', '05', 'X9', null, undefined].map(payerDeclineReason)).toEqual(Array(5).fill('Your bank declined the payment'));
  });
});
