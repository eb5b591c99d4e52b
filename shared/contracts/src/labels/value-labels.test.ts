/**
 * @jest-environment node
 */
import { ALL_SHOWN_VALUES, SHOWN_VALUES } from './shown-values';
import { VALUE_LABELS_TR, valueLabel, valueLabelTexts } from './value-labels';

describe('the one label table of the values users see', () => {
  it('gives every shown value a Turkish label, and keeps none for a value no list has', () => {
    expect(ALL_SHOWN_VALUES.filter((value) => !VALUE_LABELS_TR[value])).toEqual([]);
    expect(Object.keys(VALUE_LABELS_TR).filter((value) => !ALL_SHOWN_VALUES.includes(value))).toEqual([]);
  });

  it('writes English labels as words, never as the raw value', () => {
    expect(valueLabel('WaitingForApproval')).toBe('Waiting for approval');
    expect(valueLabel('NotConfigured')).toBe('Not configured');
    expect(valueLabel('Captured')).toBe('Captured');
    const { en, tr } = valueLabelTexts();
    expect(Object.entries(en).filter(([, label]) => /[a-z][A-Z]/.test(label))).toEqual([]);
    expect(tr.WaitingForApproval).toBe('Onay bekliyor');
    expect(tr.NotConfigured).toBe('Yapılandırılmamış');
  });

  it('covers the statuses, types and outcomes of every area', () => {
    expect(Object.keys(SHOWN_VALUES)).toEqual(expect.arrayContaining(['transactionStatus', 'transactionType', 'webhookDelivery', 'disputeStatus', 'utrOutcome', 'paymentBatch']));
    expect(ALL_SHOWN_VALUES.length).toBeGreaterThan(50);
  });
});
