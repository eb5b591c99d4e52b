// Shared jest settings for every workspace project (shared/*, host, remotes/*).
// Each project's jest.config.js spreads this object and sets its own displayName and rootDir.
const path = require('node:path');

/** The repository's root (this folder holds only the jest set-up). */
const ROOT = path.join(__dirname, '..');

// ESM-only packages jest must transform (msw 2's ESM-only deps among them; msw itself ships CommonJS). pnpm keeps real files at
// node_modules/.pnpm/<pkg>@<v>/node_modules/<pkg>/..., so the pattern skips the `.pnpm` segment and
// looks at the package folder that follows the inner node_modules.
const ESM_PACKAGES = [
  'rettime',
  '@open-draft/deferred-promise',
  'until-async',
  'nanoid',
  'uuid',
  // The dashboard's world map (d3-geo and what it imports).
  'd3-geo',
  'd3-array',
  'internmap',
  // secp256k1 of the Data Analytics handshake (ADR 0056).
  '@noble/curves',
  '@noble/hashes',
  // The documentation pages' Markdown (react-markdown 10, rehype-sanitize 6: the unified ecosystem is ESM-only).
  ...['react-markdown', 'rehype-sanitize', 'remark-parse', 'remark-rehype', 'unified', 'bail', 'is-plain-obj', 'trough', 'devlop', 'vfile', 'vfile-message',
    'comma-separated-tokens', 'space-separated-tokens', 'property-information', 'estree-util-is-identifier-name', 'html-url-attributes', 'trim-lines',
    'decode-named-character-reference', 'character-entities', 'character-entities-legacy', 'character-entities-html4', 'character-reference-invalid',
    'parse-entities', 'stringify-entities', 'is-alphanumerical', 'is-alphabetical', 'is-decimal', 'is-hexadecimal', 'longest-streak', 'zwitch', 'ccount',
    '@ungap/structured-clone'],
];
// Whole families of the same ecosystem (every one ESM-only): matched by their name's start.
const ESM_PACKAGE_FAMILIES = ['micromark', 'mdast-util-', 'hast-util-', 'unist-util-'];
const escape = (name) => name.replace(/[.]/g, '\\.');

// isomorphic-dompurify's Node build starts its own jsdom (ESM-only deps, slow); the test
// environment already is a DOM, so tests use its browser build like the real bundles do.
function isomorphicDompurifyBrowserBuild() {
  for (const from of ['shared/ui', 'host', '.']) {
    try {
      const main = require.resolve('isomorphic-dompurify', { paths: [path.join(ROOT, from)] });
      return { '^isomorphic-dompurify$': path.join(path.dirname(main), 'browser.js') };
    } catch {
      // not installed there; try the next workspace folder
    }
  }
  return {};
}

module.exports = {
  // The clone's own cache (jest's default is one folder in /tmp per user, shared by every clone on the machine): a
  // fresh clone measures what a fresh machine pays.
  cacheDirectory: path.join(ROOT, 'node_modules', '.cache', 'jest'),
  // jest-fixed-jsdom with a getComputedStyle that computes what is read (jsdom-environment.cjs, ADR 0120).
  testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
  setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
  // jest's runtime with each module compiled once per worker, not once per test file (ADR 0129).
  runtime: path.join(__dirname, 'shared-script-runtime.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  // swc transpiles only (types are checked by tsc; ADR 0030): no TypeScript program per worker as ts-jest builds.
  // CommonJS output because jest runs modules as CommonJS; the ESM-only packages listed above go through it too.
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
        sourceMaps: true,
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/|(?:${ESM_PACKAGES.map(escape).join('|')})/|(?:${ESM_PACKAGE_FAMILIES.map(escape).join('|')})[^/]*/)`],
  moduleNameMapper: {
    ...isomorphicDompurifyBrowserBuild(),
    // antd's and the icons' barrels, their members loaded on first use: ~1.7 s of CPU less per file (ADR 0030).
    '^antd$': path.join(__dirname, 'antd-lazy.cjs'),
    '^@ant-design/icons$': path.join(__dirname, 'ant-design-icons-lazy.cjs'),
    // @ant-design/icons' CommonJS root build requires the ES build of @ant-design/colors: use its CommonJS twin.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '\\.(css|less|scss|sass)$': path.join(__dirname, 'style-mock.cjs'),
    '\\.(png|jpe?g|gif|svg|ico|webp|woff2?)$': path.join(__dirname, 'file-mock.cjs'),
  },
  clearMocks: true,
  restoreMocks: true,
};
