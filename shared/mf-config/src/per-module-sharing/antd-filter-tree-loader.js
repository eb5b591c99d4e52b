// @ts-check
'use strict';
/**
 * Webpack loader for antd's own files (ADR 0115, "Session 40"). antd's Table imports its column filter's dropdown,
 * and that dropdown imports antd's Tree (with `@rc-component/tree` and its virtual list) for the one filter mode that
 * draws a tree (`filterMode: 'tree'`). So every page with a table carried the whole Tree in antd's part of the shell,
 * though the portal's tables use no antd column filter (their filters are the kit's filter bars) and nothing else
 * draws a tree. This loader makes that one import lazy: the dropdown asks for the Tree when it first draws one, behind a
 * Suspense of its own that shows nothing for the moment the file takes. Anything unexpected in the file leaves antd's
 * import as written (a heavier page, never a broken one).
 */

const FILTER_DROPDOWN = /[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
const TREE_IMPORT = /^import Tree from (['"])((?:\.\.\/)+tree)\1;$/m;
const REACT_NAMESPACE = /^import \* as React from 'react';$/m;

/**
 * @param {string} source an antd file
 * @param {string} resourcePath its path
 * @returns {string}
 */
function lazyFilterTree(source, resourcePath) {
  if (!FILTER_DROPDOWN.test(resourcePath)) return source;
  const found = TREE_IMPORT.exec(source);
  // The replacement defines these two names and uses React's namespace: any other use of them leaves the file alone.
  if (!found || !REACT_NAMESPACE.test(source) || /\b(?:LazyFilterTree)\b/.test(source)) return source;
  const lazy = [
    `const LazyFilterTree = /*#__PURE__*/React.lazy(() => import(/* webpackChunkName: "antd-filter-tree" */ ${found[1]}${found[2]}${found[1]}));`,
    'const Tree = props => /*#__PURE__*/React.createElement(React.Suspense, { fallback: null }, /*#__PURE__*/React.createElement(LazyFilterTree, props));',
  ].join('\n');
  return source.replace(found[0], lazy);
}

/** @this {{ resourcePath: string }} @param {string} source */
function antdFilterTreeLoader(source) {
  return lazyFilterTree(source, this.resourcePath);
}

module.exports = antdFilterTreeLoader;
module.exports.lazyFilterTree = lazyFilterTree;
