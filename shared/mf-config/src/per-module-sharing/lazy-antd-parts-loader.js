// @ts-check
'use strict';
/**
 * Webpack loader for antd's and @rc-component's own files in the host's build (ADR 0115, "Session 40"). Some parts of
 * antd are imported by a component many pages draw, but drawn only in a popup few pages open. With antd shared module
 * by module, such an import put the part into antd's part of the shell, downloaded on every page. This loader makes
 * those imports lazy: the component asks for the part when it first draws it, behind a Suspense of its own that shows
 * nothing for the moment the file takes (the popup around it stays drawn). A part can name the elements whose hover or
 * focus means the user is about to open it: its file is asked for then, so it is usually there before the click.
 * Anything unexpected in a file leaves its import as written (a heavier page, never a broken one).
 *
 * - antd's Tree, imported by the Table's column filter dropdown for `filterMode: 'tree'` alone (no table of the portal
 *   uses an antd column filter; the lists filter through the kit's filter bars).
 * - The date pickers' calendar panels (`@rc-component/picker`'s PickerPanel: days, months, years, times), drawn in the
 *   picker's popup (its presets and footer stay in place), and re-exported by the package's barrel, which is its share
 *   key and which antd's Calendar draws the panel from.
 */

/**
 * @typedef {{ name: string, file: RegExp, importLine: RegExp, local: string, preloadOn?: string }} LazyPart
 * `importLine` matches the default import whose name is `local`, quote and path in its two groups; `preloadOn` is a CSS
 * selector whose elements' hover or focus asks for the part's file.
 */

/** @type {LazyPart[]} */
const LAZY_PARTS = [
  {
    name: 'antd-filter-tree',
    file: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    importLine: /^import Tree from (['"])((?:\.\.\/)+tree)\1;$/m,
    local: 'Tree',
  },
  {
    name: 'picker-panel',
    file: /[\\/]@rc-component[\\/]picker[\\/]es[\\/]PickerInput[\\/]Popup[\\/]PopupPanel\.js$/,
    importLine: /^import PickerPanel from (['"])(\.\.\/\.\.\/PickerPanel)\1;$/m,
    local: 'PickerPanel',
    preloadOn: '.ant-picker',
  },
  {
    name: 'picker-panel',
    file: /[\\/]@rc-component[\\/]picker[\\/]es[\\/]index\.js$/,
    importLine: /^import PickerPanel from (['"])(\.\/PickerPanel)\1;$/m,
    local: 'PickerPanel',
  },
];

const REACT_NAMESPACE = /^import \* as React from 'react';$/m;
/** The names the replacement defines besides the part's own: a file that already uses one is left alone. */
const OWN_NAMES = /\b(?:lazyPartFile|askForLazyPart|LazyPart|askOnIntent|ReactForLazyPart)\b/;

/**
 * The lines that replace a part's import: its file asked for once, a lazy component behind a Suspense with no
 * fallback under the import's own name, and, when the part says so, the listeners that ask for the file on intent.
 * @param {LazyPart} part @param {string} quote @param {string} request @param {string} react React's namespace here
 */
function lazyLines(part, quote, request, react) {
  const lines = [
    `/* ${part.name}: asked for when drawn (@portal/mf-config lazy-antd-parts-loader) */`,
    `let lazyPartFile;`,
    `const askForLazyPart = () => (lazyPartFile = lazyPartFile || import(/* webpackChunkName: "${part.name}" */ ${quote}${request}${quote}));`,
    `const LazyPart = /*#__PURE__*/${react}.lazy(askForLazyPart);`,
    `const ${part.local} = props => /*#__PURE__*/${react}.createElement(${react}.Suspense, { fallback: null }, /*#__PURE__*/${react}.createElement(LazyPart, props));`,
  ];
  if (part.preloadOn) {
    lines.push(
      `const askOnIntent = event => {`,
      `  if (!(event.target instanceof Element) || !event.target.closest(${JSON.stringify(part.preloadOn)})) return;`,
      `  askForLazyPart().catch(() => undefined);`,
      `  document.removeEventListener('pointerover', askOnIntent, true);`,
      `  document.removeEventListener('focusin', askOnIntent, true);`,
      `};`,
      `if (typeof document !== 'undefined') {`,
      `  document.addEventListener('pointerover', askOnIntent, true);`,
      `  document.addEventListener('focusin', askOnIntent, true);`,
      `}`,
    );
  }
  lines.push(`/* end of ${part.name} */`);
  return lines.join('\n');
}

/**
 * @param {string} source an antd or @rc-component file
 * @param {string} resourcePath its path
 * @returns {string}
 */
function makePartsLazy(source, resourcePath) {
  const part = LAZY_PARTS.find((p) => p.file.test(resourcePath));
  if (!part) return source;
  const found = part.importLine.exec(source);
  if (!found || OWN_NAMES.test(source)) return source;
  // The picker's barrel does not import React: the lines bring their own namespace.
  if (REACT_NAMESPACE.test(source)) return source.replace(found[0], lazyLines(part, found[1], found[2], 'React'));
  if (/\bReact\b/.test(source)) return source;
  return source.replace(found[0], `import * as ReactForLazyPart from 'react';\n${lazyLines(part, found[1], found[2], 'ReactForLazyPart')}`);
}

/** @this {{ resourcePath: string }} @param {string} source */
function lazyAntdPartsLoader(source) {
  return makePartsLazy(source, this.resourcePath);
}

module.exports = lazyAntdPartsLoader;
module.exports.makePartsLazy = makePartsLazy;
