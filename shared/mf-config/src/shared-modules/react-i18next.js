/**
 * The portal's react-i18next, shared as one singleton module (`@portal/react-i18next`, ADR 0115 session 56).
 *
 * Shared whole, react-i18next brought its Trans component (with its HTML parser), the HOCs and the SSR helpers to
 * every start: 28.9 KB minified, of which the portal runs the provider, the hook and the plugin, 7.5 KB. The
 * antd-imports loader points every `from 'react-i18next'` of the apps and workspace packages here, and fails the build
 * on a name missing below. Adding a name: add it here (every app is built with the same @portal/mf-config).
 * 'react-i18next' is resolved from the building app's node_modules (create-app-webpack-config.js).
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
