// @ts-check
'use strict';
/**
 * Webpack loader for antd's own files in the host's build (ADR 0115, sessions 40 and 60): a few of antd's imports of
 * a component that is drawn only once the user opens something become lazy. The component is asked for when it is
 * first drawn, behind a Suspense of its own that shows nothing for the moment its file takes.
 * - antd's Table imports its column filter's dropdown, which imports antd's Tree for the one filter mode that draws a
 *   tree (`filterMode: 'tree'`) and antd's Menu for its list of filters: the portal's tables use no antd column filter
 *   (their filters are the kit's filter bars).
 * - antd's Dropdown imports antd's Menu for the list it opens (`menu={{ items }}`): drawn when the dropdown opens.
 * - antd's Tabs (through `@rc-component/tabs`) list the tabs that do not fit in a "more" dropdown, an rc menu.
 * - antd's date pickers (`@rc-component/picker`) draw their popup, with its panels, when it opens.
 * - antd's Select draws its options' virtual list (`@rc-component/virtual-list`) when it opens.
 * - antd's table selection takes two array helpers from `@rc-component/tree`'s util file, which imports the tree's node
 *   for a legacy function nobody calls (`convertDataToTree`): the node is lazy there, still marked as a tree node.
 * - antd's table selection and its column filter draw a Radio only for a single choice (`type: 'radio'`), which no landing
 *   page's table has (the kit's radio editor loads its own with the first radio field, ADR 0115 session 62).
 * So every page with a table, a dropdown or tabs carried the Tree and the Menu (with `@rc-component/menu`) in antd's
 * part of the shell, and every page with a date field the pickers' popup. Anything unexpected in a file leaves antd's import as written (a heavier page, never a broken one).
 *
 * Besides components, a library that an async function alone uses (LAZY_MODULES): antd's form checks a field's rules
 * with `@rc-component/async-validator`, in an async function; the portal's forms check themselves (the kit's engine,
 * ADR 0021), so it loads when a rule is first checked, if ever (ADR 0115, session 61). And antd's App takes its
 * message and notification hooks from the host's lazy ones (`feedbackHooks`, the loader's option: the host's
 * `lazy-feedback-hook.tsx`), whose files load with the first message or notification shown.
 */

/**
 * @typedef {{ file: RegExp, statement: string, request: string, bindings: Array<[string, string]>, chunk: string, statics?: Record<string, number> }} LazyImport
 * `file` the antd file, `statement` its import as antd writes it, `request` what it imports, `bindings` each local
 * name with the export it takes (`default` or a named one), `chunk` the lazy file's name, `statics` static members
 * the lazy component keeps (what code that looks at an element's type reads).
 */

/** @type {LazyImport[]} */
const LAZY_IMPORTS = [
  { file: /[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/, statement: "import Tree from '../../../tree';", request: '../../../tree', bindings: [['Tree', 'default']], chunk: 'antd-filter-tree' },
  { file: /[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/, statement: "import Menu from '../../../menu';", request: '../../../menu', bindings: [['Menu', 'default']], chunk: 'antd-menu' },
  { file: /[\\/]dropdown[\\/]dropdown\.js$/, statement: "import Menu from '../menu';", request: '../menu', bindings: [['Menu', 'default']], chunk: 'antd-menu' },
  // antd's Tabs draw the tabs that do not fit in a "more" dropdown, a menu of them, drawn when it opens.
  { file: /[\\/]@rc-component[\\/]tabs[\\/]es[\\/]TabNavList[\\/]OperationNode\.js$/, statement: "import Menu, { MenuItem } from '@rc-component/menu';", request: '@rc-component/menu', bindings: [['Menu', 'default'], ['MenuItem', 'MenuItem']], chunk: 'rc-menu' },
  // The date pickers' popup (the days, months, years and times to pick from, the presets, the footer) is drawn when
  // it opens; the picker's package also exports the panel alone (antd's Calendar draws it), which would keep the
  // panels in at start. One file for the three: opening a picker costs one request.
  { file: /[\\/]@rc-component[\\/]picker[\\/]es[\\/]PickerInput[\\/]RangePicker\.js$/, statement: 'import Popup from "./Popup";', request: './Popup', bindings: [['Popup', 'default']], chunk: 'rc-picker-popup' },
  { file: /[\\/]@rc-component[\\/]picker[\\/]es[\\/]PickerInput[\\/]SinglePicker\.js$/, statement: 'import Popup from "./Popup";', request: './Popup', bindings: [['Popup', 'default']], chunk: 'rc-picker-popup' },
  { file: /[\\/]@rc-component[\\/]picker[\\/]es[\\/]index\.js$/, statement: 'import PickerPanel from "./PickerPanel";', request: './PickerPanel', bindings: [['PickerPanel', 'default']], chunk: 'rc-picker-popup' },
  // A select's list of options (a virtual list) is drawn when it opens; a table's virtual body only past the largest
  // page (the kit's ListTable), never on a landing page.
  { file: /[\\/]@rc-component[\\/]select[\\/]es[\\/]OptionList\.js$/, statement: "import List from '@rc-component/virtual-list';", request: '@rc-component/virtual-list', bindings: [['List', 'default']], chunk: 'rc-virtual-list' },
  { file: /[\\/]@rc-component[\\/]table[\\/]es[\\/]VirtualTable[\\/]BodyGrid\.js$/, statement: "import VirtualList from '@rc-component/virtual-list';", request: '@rc-component/virtual-list', bindings: [['VirtualList', 'default']], chunk: 'rc-virtual-list' },
  // antd's table draws a radio per row only for a single-choice selection, and its column filter for a single-choice
  // filter: no landing page's table has either.
  { file: /[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/, statement: "import Radio from '../../../radio';", request: '../../../radio', bindings: [['Radio', 'default']], chunk: 'antd-radio' },
  { file: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/, statement: "import Radio from '../../radio';", request: '../../radio', bindings: [['Radio', 'default']], chunk: 'antd-radio' },
  // rc-tree reads `type.isTreeNode` of a tree's children: an element of the lazy node is still a tree node.
  { file: /[\\/]@rc-component[\\/]tree[\\/]es[\\/]util\.js$/, statement: 'import TreeNode from "./TreeNode";', request: './TreeNode', bindings: [['TreeNode', 'default']], chunk: 'rc-tree-node', statics: { isTreeNode: 1 } },
];

/** @typedef {{ feedbackHooks?: string }} LoaderOptions */
/**
 * @typedef {{ file: RegExp, edits: Array<[string, string]> | ((options: LoaderOptions) => Array<[string, string]> | undefined) }} LazyModule
 * `file` the file, `edits` exact lines and what each becomes (or what the loader's options make them): all or none of
 * them are made.
 */

/** @type {LazyModule[]} */
const LAZY_MODULES = [
  {
    file: /[\\/]@rc-component[\\/]form[\\/]es[\\/]utils[\\/]validateUtil\.js$/,
    edits: [
      ["import RawAsyncValidator from '@rc-component/async-validator';", ''],
      ['const AsyncValidator = RawAsyncValidator;', 'let AsyncValidator;'],
      [
        'async function validateRule(name, value, rule, options, messageVariables) {',
        "async function validateRule(name, value, rule, options, messageVariables) {\n  AsyncValidator = AsyncValidator || (await import(/* webpackChunkName: \"rc-async-validator\" */ '@rc-component/async-validator')).default;",
      ],
    ],
  },
  {
    file: /[\\/]antd[\\/]es[\\/]app[\\/]App\.js$/,
    edits: ({ feedbackHooks }) => feedbackHooks ? [
      [
        "import useMessage from '../message/useMessage';",
        `import { lazyFeedbackHook, MESSAGE_METHODS, NOTIFICATION_METHODS } from ${JSON.stringify(feedbackHooks)};\nconst useMessage = /*#__PURE__*/lazyFeedbackHook(() => import(/* webpackChunkName: "antd-message" */ '../message/useMessage'), MESSAGE_METHODS);`,
      ],
      [
        "import useNotification from '../notification/useNotification';",
        "const useNotification = /*#__PURE__*/lazyFeedbackHook(() => import(/* webpackChunkName: \"antd-notification\" */ '../notification/useNotification'), NOTIFICATION_METHODS);",
      ],
    ] : undefined,
  },
];

/**
 * @param {string} source
 * @param {LazyModule} lazyModule
 * @param {LoaderOptions} options
 * @returns {string}
 */
function lazyModuleIn(source, lazyModule, options) {
  const edits = typeof lazyModule.edits === 'function' ? lazyModule.edits(options) : lazyModule.edits;
  if (!edits) return source;
  const lines = source.split('\n');
  const at = edits.map(([line]) => lines.indexOf(line));
  // Each line once, as written: else the file stays as it is.
  if (at.some((index, i) => index < 0 || lines.lastIndexOf(edits[i][0]) !== index)) return source;
  at.forEach((index, i) => {
    lines[index] = edits[i][1];
  });
  return lines.join('\n');
}

/** React's namespace, or its default export (which carries the same `lazy`, `Suspense` and `createElement`). */
const REACT_NAMESPACE = /^import (\* as React|React) from 'react';$/m;

/**
 * @param {string} source an antd file
 * @param {LazyImport} lazyImport
 * @returns {string}
 */
function lazyImportIn(source, { statement, request, bindings, chunk, statics = {} }) {
  const lines = source.split('\n');
  const at = lines.indexOf(statement);
  // The replacement needs React's namespace: a file that does not name React at all gets it.
  const namesReact = /\bReact\b/.test(source);
  if (at < 0 || (namesReact && !REACT_NAMESPACE.test(source))) return source;
  for (const [name] of bindings) {
    // The replacement defines `name` and `Lazy<name>`: any other definition of them leaves the file alone, and so
    // does a static member (`Menu.Item`), which a lazy component cannot have: it is drawn as an element type only.
    if (new RegExp(`\\bLazy${name}\\b`).test(source) || new RegExp(`\\b${name}\\.\\w`).test(source)) return source;
  }
  const load = `import(/* webpackChunkName: "${chunk}" */ '${request}')`;
  lines.splice(at, 1, ...(namesReact ? [] : ["import * as React from 'react';"]), ...bindings.flatMap(([name, exported]) => [
    `const Lazy${name} = /*#__PURE__*/React.lazy(() => ${load}${exported === 'default' ? '' : `.then(module => ({ default: module.${exported} }))`});`,
    `const ${name} = props => /*#__PURE__*/React.createElement(React.Suspense, { fallback: null }, /*#__PURE__*/React.createElement(Lazy${name}, props));`,
    ...Object.entries(statics).map(([member, value]) => `${name}.${member} = ${JSON.stringify(value)};`),
  ]));
  return lines.join('\n');
}

/**
 * @param {string} source an antd file
 * @param {string} resourcePath its path
 * @param {LoaderOptions} [options] the loader's options
 * @returns {string}
 */
function lazyAntdImports(source, resourcePath, options = {}) {
  const withLazyImports = LAZY_IMPORTS.filter((lazyImport) => lazyImport.file.test(resourcePath)).reduce(lazyImportIn, source);
  return LAZY_MODULES.filter((lazyModule) => lazyModule.file.test(resourcePath)).reduce((out, lazyModule) => lazyModuleIn(out, lazyModule, options), withLazyImports);
}

/** @this {{ resourcePath: string, getOptions(): LoaderOptions }} @param {string} source */
function antdLazyImportsLoader(source) {
  return lazyAntdImports(source, this.resourcePath, this.getOptions());
}

module.exports = antdLazyImportsLoader;
module.exports.lazyAntdImports = lazyAntdImports;
