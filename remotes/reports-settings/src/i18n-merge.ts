import type { I18nResources } from '@portal/contracts';

/** The remote's resources with each feature's namespaces added, language by language. */
export function withTexts(base: I18nResources, ...features: I18nResources[]): I18nResources {
  const out: I18nResources = {};
  for (const part of [base, ...features]) {
    for (const [language, namespaces] of Object.entries(part)) out[language] = { ...out[language], ...namespaces };
  }
  return out;
}
