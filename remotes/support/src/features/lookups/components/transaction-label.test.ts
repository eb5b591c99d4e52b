import { transactionLabel } from './transaction-label';

describe('transactionLabel', () => {
  it('shows the amount as the kit formats money: comma decimal, dot thousands, the currency code after it', () => {
    expect(transactionLabel({ externalId: 'TX-BBC-0012', amount: 123456, currency: 'GBP', status: 'Captured' })).toBe('TX-BBC-0012 · 1.234,56 GBP · Captured');
    expect(transactionLabel({ externalId: 'TX-1', amount: 5, currency: 'EUR', status: 'Refunded' })).toBe('TX-1 · 0,05 EUR · Refunded');
  });

  it("uses the currency's own decimal places (JPY none, KWD three)", () => {
    expect(transactionLabel({ externalId: 'TX-2', amount: 1500, currency: 'JPY', status: 'Captured' })).toBe('TX-2 · 1.500 JPY · Captured');
    expect(transactionLabel({ externalId: 'TX-3', amount: 1234567, currency: 'KWD', status: 'Declined' })).toBe('TX-3 · 1.234,567 KWD · Declined');
  });
});
