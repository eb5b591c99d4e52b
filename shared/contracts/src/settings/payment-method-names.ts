/**
 * The payment methods the platform seeds and their names in the reader's language: a module of its own, so a page that
 * only names methods (a dashboard widget) does not bring the payment configuration's resource declarations along.
 */

/**
 * The payment methods the platform seeds (id, English name), in the seed's order. Platform staff may rename one on the
 * payment methods page; a name left as seeded reads in the reader's language (the kit's `methodsInReadersLanguage`).
 */
export const SEEDED_PAYMENT_METHODS = [
  ['card', 'Card'], ['apple-pay', 'Apple Pay'], ['google-pay', 'Google Pay'], ['open-banking', 'Open banking'],
  ['bank-transfer', 'Bank transfer'], ['paypal', 'PayPal'],
] as const;

/**
 * The seeded payment methods' names in Turkish. Brand names (Apple Pay, Google Pay, PayPal) read the same in every
 * language and are not listed.
 */
const SEEDED_PAYMENT_METHOD_NAMES_TR: Readonly<Record<string, string>> = {
  card: 'Kart',
  'open-banking': 'Açık bankacılık',
  'bank-transfer': 'Banka havalesi',
};

const SEEDED_NAMES: ReadonlyMap<string, string> = new Map(SEEDED_PAYMENT_METHODS);

/**
 * One method's name as a reader of `language` reads it: its seeded English name ("Card") in Turkish ("Kart"); any
 * other name (one platform staff set, a brand name, a method the platform did not seed) as it is. The portal's
 * pickers, lists and widgets and the server's exports read names through this one rule.
 */
export function paymentMethodNameIn(id: string, name: string, language: string): string {
  if (language !== 'tr' || SEEDED_NAMES.get(id) !== name) return name;
  return SEEDED_PAYMENT_METHOD_NAMES_TR[id] ?? name;
}
