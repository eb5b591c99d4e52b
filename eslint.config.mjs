// Lint for the whole workspace (`npm run lint` = `eslint .`). Besides the recommended JS/TS rules it
// enforces the federation's boundaries (scripts/eslint/boundaries.mjs): no remote imports another
// remote or the host, and the backend imports no front-end code.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundariesPlugin } from './scripts/eslint/boundaries.mjs';

const SELECT_RESTRICTION = {
  name: 'antd',
  importNames: ['Select'],
  message: 'Use PortalSelect from @portal/ui (200 px panel), or KitSelect from @portal/kit on part-2 screens (250 px).',
};
const FORM_MESSAGE = 'Forms are field lists on the one form engine: useFieldForm and FieldList (or FieldFormDialog) from @portal/kit (ADR 0021). A special editor is a field\'s `render`.';
const FORM_RESTRICTIONS = [
  { name: 'antd', importNames: ['Form'], message: FORM_MESSAGE },
  { name: 'formik', message: FORM_MESSAGE },
];
const FORM_PATTERNS = [{ group: ['formik/*', 'antd/es/form', 'antd/es/form/*', 'antd/lib/form', 'antd/lib/form/*'], message: FORM_MESSAGE }];

/**
 * One way to list (ADR 0063): a list is the kit's ListTable + ListPager (or ResourceListPage on useResourceList);
 * antd's Table is the kit's own business, with no exception outside the kit.
 */
const TABLE_RESTRICTION = {
  name: 'antd',
  importNames: ['Table'],
  message: "Lists are the kit's: ListTable and ListPager, or ResourceListPage / useResourceList from @portal/kit (ADR 0063).",
};
/** antd's Tabs put role="tablist" on a bar that also holds the overflow button (axe: aria-required-children). */
const TABS_RESTRICTION = {
  name: 'antd',
  importNames: ['Tabs'],
  message: "Use PortalTabs from @portal/ui: antd's tab bar is a tablist that also holds its overflow button.",
};
/** The import restrictions of a set of files: each of the Select panel, tabs, forms and tables unless excepted. */
const restrictedImports = ({ select = true, tabs = true, forms = true, tables = true } = {}) => ['error', {
  paths: [...(select ? [SELECT_RESTRICTION] : []), ...(tabs ? [TABS_RESTRICTION] : []), ...(forms ? FORM_RESTRICTIONS : []), ...(tables ? [TABLE_RESTRICTION] : [])],
  ...(forms ? { patterns: FORM_PATTERNS } : {}),
}];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      // Released remote builds (npm run release, ADR 0078).
      '.releases/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '**/.cache/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Front-end code runs in the browser (its config files do not).
    files: ['host/**', 'remotes/**', 'shared/**'],
    ignores: ['**/*.cjs', '**/*.mjs', '**/webpack.config.*', '**/jest.config.*', 'jest/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The rules of hooks are bugs when broken; missing effect dependencies are worth a look (warning).
    // (The plugin's React Compiler rules are not switched on: nothing here compiles with it.)
    files: ['host/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // An antd icon is read by its English name ("plus", "check-circle") unless it says otherwise: beside words it is
    // decorative (aria-hidden), alone it is named in the user's language (aria-label).
    files: ['host/**/*.tsx', 'remotes/**/*.tsx', 'shared/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: 'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
        message: 'An icon is read by its English name: mark it aria-hidden (beside words) or give it an aria-label in the user\'s language.',
      }, {
        // A character drawn as an icon depends on the reader's fonts (an emoji eye was a box without an emoji font).
        selector: 'JSXAttribute[name.name="icon"] > JSXExpressionContainer > JSXElement[openingElement.name.name="span"]:has(JSXText)',
        message: 'Draw an icon with @ant-design/icons (aria-hidden), not a character in a span: its glyph depends on the fonts installed.',
      }],
    },
  },
  // Spec part 1 section 9: a dropdown panel is at most 200 px high, part 2 section 9: 250 px on part-2
  // screens. PortalSelect (shared/ui) fixes that once, KitSelect (@portal/kit) is it with 250 px; antd's
  // Select has no app-wide setting for it.
  // One form engine (ADR 0021): a form is a field list drawn by the kit's FieldList on useFieldForm. antd's
  // Form and formik are the kit's own business (shared/kit), nobody else's.
  // (One rule, one option list: a later no-restricted-imports entry for the same file replaces an earlier one.)
  // One way to list: antd's Table too is the kit's own.
  // The last entry a file matches wins: everyone, then the kit and PortalSelect.
  {
    files: ['host/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports() },
  },
  { files: ['shared/kit/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrictedImports({ forms: false, tables: false }) } },
  { files: ['shared/ui/src/select/PortalSelect.tsx'], rules: { 'no-restricted-imports': restrictedImports({ select: false }) } },
  { files: ['shared/ui/src/tabs/PortalTabs.tsx'], rules: { 'no-restricted-imports': restrictedImports({ tabs: false }) } },
  {
    // Unit and component tests (jest) run with jest's globals.
    files: ['**/*.test.{ts,tsx,js,jsx}', '**/__tests__/**', 'jest/**', '**/jest.config.*', '**/test/**', '**/testing/src/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // jest's setup runs inside the jsdom environment.
    files: ['jest/setup.cjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Playwright reads fixtures from the first parameter's pattern: `async ({}, testInfo) => ...` is its idiom.
    files: ['**/e2e/**/*.ts', 'playwright.config.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // CommonJS config files (webpack, jest) may use require.
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // In JS files: shadowing a legacy builtin such as `escape` in a config file hurts nobody. (In TS files
    // the rule stays off, as typescript-eslint sets it: a const and a type may share a name.)
    files: ['**/*.{js,cjs,mjs}'],
    rules: { 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  {
    // The backend package is ESM ("type": "module").
    files: ['**/*.mjs', 'backend/**/*.js'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },
  {
    plugins: { portal: boundariesPlugin },
    rules: {
      'portal/no-cross-remote-imports': 'error',
      'portal/no-frontend-in-backend': 'error',
    },
  },
);
