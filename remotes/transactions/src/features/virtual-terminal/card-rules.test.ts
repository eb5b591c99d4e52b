/**
 * @jest-environment node
 */
import { CARD_MESSAGES as M, cardholderProblem, cardNumberProblem, cvcProblem, expiryProblem, luhnOk } from '@portal/contracts';

/** The virtual terminal's card rules, shared by the form and the server (ADR 0054). */
describe('card rules: Luhn, length, expiry, CVC, cardholder', () => {
  // The card networks' published test numbers: Visa, Visa debit, Mastercard, Amex (15 digits).
  it.each(['4111111111111111', '4000056655665556', '5555555555554444', '378282246310005'])('accepts %s', (n) => {
    expect(luhnOk(n)).toBe(true);
    expect(cardNumberProblem(n)).toBeNull();
  });

  it('finds a one-digit typo and a swap of two neighbours by the check digit', () => {
    expect(cardNumberProblem('4111111111111111')).toBeNull();
    expect(cardNumberProblem('4111111111111112')).toBe(M.cardNumberLuhn);
    expect(cardNumberProblem('4111111111111121')).toBe(M.cardNumberLuhn);
    expect(cardNumberProblem('1411111111111111')).toBe(M.cardNumberLuhn);
  });

  it('wants 12 to 19 digits, and a number at all', () => {
    expect(cardNumberProblem('')).toBe(M.cardNumberRequired);
    expect(cardNumberProblem('42424242424')).toBe(M.cardNumberLength);
    expect(cardNumberProblem('42424242424242424242')).toBe(M.cardNumberLength);
    expect(cardNumberProblem('4242 4242 4242 4242')).toBe(M.cardNumberLength);
  });

  it('takes a card to the end of its expiry month, not a day after, and not 20 years on', () => {
    const now = new Date('2026-11-30T23:59:00Z');
    expect(expiryProblem(11, 2026, now)).toBeNull();
    expect(expiryProblem(10, 2026, now)).toBe(M.expiryPast);
    expect(expiryProblem(12, 2025, now)).toBe(M.expiryPast);
    expect(expiryProblem(12, 2026, new Date('2026-12-01T00:00:00Z'))).toBeNull();
    expect(expiryProblem(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(M.expiryPast);
    expect(expiryProblem(11, 2046, now)).toBeNull();
    expect(expiryProblem(12, 2046, now)).toBe(M.expiryTooFar);
    expect(expiryProblem(13, 2027, now)).toBe(M.expiryRequired);
    expect(expiryProblem(undefined, 2027, now)).toBe(M.expiryRequired);
  });

  it('takes a CVC of 3 or 4 digits only', () => {
    expect(cvcProblem('737')).toBeNull();
    expect(cvcProblem('7373')).toBeNull();
    for (const bad of ['', '73', '73737', '7a7', ' 737']) expect(cvcProblem(bad)).toBe(M.cvcShape);
  });

  it('wants a cardholder name of at most 100 characters', () => {
    expect(cardholderProblem('  ')).toBe(M.cardholderRequired);
    expect(cardholderProblem('A'.repeat(100))).toBeNull();
    expect(cardholderProblem('A'.repeat(101))).toBe(M.cardholderTooLong);
  });
});
