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
 * One method's name as the reader reads it: its seeded English name ("Card") in the reader's language ("Kart"); any
 * other name (one platform staff set, a brand name, a method the platform did not seed) as it is.
 */
export function methodNameInReadersLanguage(id: string, name: string, language: string): string {
  if (language !== 'tr' || SEEDED_NAMES.get(id) !== name) return name;
  return TURKISH_NAMES[id] ?? name;
}

/**
 * The payment methods as the reader reads them, as countries are (country-names.ts): a method whose stored name is
 * still the seeded English one reads in the reader's language ("Kart"); a name platform staff set on the payment
 * methods page is theirs and shows as they wrote it, in every language.
 */
export function methodsInReadersLanguage<T extends { id: string; name: string }>(methods: readonly T[], language: string): T[] {
  if (language !== 'tr') return [...methods];
  return methods.map((method) => {
    const name = methodNameInReadersLanguage(method.id, method.name, language);
    return name === method.name ? method : { ...method, name };
  });
}
