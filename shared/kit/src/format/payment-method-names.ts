import { SEEDED_PAYMENT_METHODS } from '@portal/contracts';

/**
 * The seeded payment methods' names in Turkish. Brand names (Apple Pay, Google Pay, PayPal) read the same in every
 * language and are not listed.
 */
const TURKISH_NAMES: Readonly<Record<string, string>> = {
  card: 'Kart',
  'open-banking': 'Açık bankacılık',
  'bank-transfer': 'Banka havalesi',
};

const SEEDED_NAMES: ReadonlyMap<string, string> = new Map(SEEDED_PAYMENT_METHODS);

/**
 * The payment methods as the reader reads them, as countries are (country-names.ts): a method whose stored name is
 * still the seeded English one reads in the reader's language ("Kart"); a name platform staff set on the payment
 * methods page is theirs and shows as they wrote it, in every language.
 */
export function methodsInReadersLanguage<T extends { id: string; name: string }>(methods: readonly T[], language: string): T[] {
  if (language !== 'tr') return [...methods];
  return methods.map((method) => {
    const name = SEEDED_NAMES.get(method.id) === method.name ? TURKISH_NAMES[method.id] : undefined;
    return name ? { ...method, name } : method;
  });
}
