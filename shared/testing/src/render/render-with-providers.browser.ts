// Bundlers targeting the browser get this file instead of render-with-providers.tsx (package.json
// "browser" field): the jest render helper and @testing-library/react stay out of browser bundles.
import type { renderWithProviders as renderWithProvidersType } from './render-with-providers';

export const renderWithProviders: typeof renderWithProvidersType = () => {
  throw new Error('renderWithProviders runs in jest only');
};
