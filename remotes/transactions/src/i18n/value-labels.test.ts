/**
 * @jest-environment node
 */
import { ALL_SHOWN_VALUES, PROCESSING_MESSAGES, VALUE_LABELS_TR, valueLabel } from '@portal/contracts';
import { SHELL_NAMESPACE } from '@portal/i18n';
import { resources } from './index';
import { TRANSACTIONS_NAMESPACE } from './use-transactions-translation';

describe("the transactions remote's texts", () => {
  // The remote's own maps come after the table: one of them keeping a raw value would show it again.
  it('show every status, type and outcome by its label in English and Turkish, here and in the namespace every other falls back to', () => {
    for (const namespace of [TRANSACTIONS_NAMESPACE, SHELL_NAMESPACE]) {
      const en = resources.en![namespace]!;
      const tr = resources.tr![namespace]!;
      expect(ALL_SHOWN_VALUES.filter((value) => en[value] !== valueLabel(value))).toEqual([]);
      // A word that is also a heading here ("Created") may keep this remote's Turkish; never the raw value.
      expect(ALL_SHOWN_VALUES.filter((value) => !tr[value] || (tr[value] === value && VALUE_LABELS_TR[value] !== value))).toEqual([]);
    }
  });

  // The processing setup tool shows the server's sentences as they come (its checks and each channel's reason).
  it("has every sentence of the processing setup's answer in English and in its own Turkish", () => {
    const en = resources.en![TRANSACTIONS_NAMESPACE]!;
    const tr = resources.tr![TRANSACTIONS_NAMESPACE]!;
    const sentences = Object.values(PROCESSING_MESSAGES);
    expect(sentences.filter((text) => en[text] !== text)).toEqual([]);
    expect(sentences.filter((text) => !tr[text] || tr[text] === text)).toEqual([]);
  });
});
