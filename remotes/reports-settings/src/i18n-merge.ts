import type { I18nResources } from '@portal/contracts';

/** The remote's resources with each feature's namespaces added, language by language (a namespace met twice: both sets of texts). */
export function withTexts(base: I18nResources, ...features: I18nResources[]): I18nResources {
  const out: I18nResources = {};
  for (const part of [base, ...features]) {
    for (const [language, namespaces] of Object.entries(part)) {
      const merged = { ...out[language] };
      for (const [namespace, texts] of Object.entries(namespaces)) merged[namespace] = { ...merged[namespace], ...texts };
      out[language] = merged;
    }
  }
  return out;
}
