import { paymentMethodNameIn } from '@portal/contracts';

/**
 * The payment methods as the reader reads them, as countries are (country-names.ts): a method whose stored name is
 * still the seeded English one reads in the reader's language ("Kart"); a name platform staff set on the payment
 * methods page is theirs and shows as they wrote it, in every language.
 */
export function methodsInReadersLanguage<T extends { id: string; name: string }>(methods: readonly T[], language: string): T[] {
  if (language !== 'tr') return [...methods];
  return methods.map((method) => {
    const name = paymentMethodNameIn(method.id, method.name, language);
    return name === method.name ? method : { ...method, name };
  });
}
