/**
 * @jest-environment ../../jest/jsdom-environment.cjs
 */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { lazyAntdImports } from './antd-lazy-imports-loader';

const host = path.resolve(__dirname, '../../../../host');
const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [host] }));
const filterDropdown = path.join(antdDir, 'es', 'table', 'hooks', 'useFilter', 'FilterDropdown.js');
const dropdown = path.join(antdDir, 'es', 'dropdown', 'dropdown.js');
const tabsDir = path.dirname(require.resolve('@rc-component/tabs/package.json', { paths: [antdDir] }));
const operationNode = path.join(tabsDir, 'es', 'TabNavList', 'OperationNode.js');
const filterSource = fs.readFileSync(filterDropdown, 'utf8');
const operationSource = fs.readFileSync(operationNode, 'utf8');
// Its exports map has no package.json: the package's folder is two up from its main file (lib/index.js).
const pickerDir = path.resolve(path.dirname(require.resolve('@rc-component/picker', { paths: [antdDir] })), '..');
const pickerFile = (...parts: string[]) => path.join(pickerDir, 'es', ...parts);
const dropdownSource = fs.readFileSync(dropdown, 'utf8');

/** The two lines the loader writes for `name`, run with `load` standing for the import. */
function lazyComponentOf<P>(out: string, name: string, load: () => Promise<{ default: (props: P) => unknown }>, React: unknown) {
  const lines = new RegExp(`const Lazy${name} = ([^\\n]*)\\nconst ${name} = ([^\\n]*)`).exec(out);
  expect(lines).not.toBeNull();
  const make = new Function('React', 'load', `const Lazy${name} = ${lines![1].replace(/import\([^)]*\)/, 'load()')}\nreturn ${lines![2]};`);
  return make(React, load) as (props: P) => unknown;
}

describe("antd's filter dropdown, Dropdown and Tabs ask for the Tree and the menus when they draw them (ADR 0115)", () => {
  it('the filter dropdown no longer imports the Tree, the Menu or the Radio at start: each loads in a file of its own', () => {
    expect(filterSource).toMatch(/^import Tree from '\.\.\/\.\.\/\.\.\/tree';$/m);
    expect(filterSource).toMatch(/^import Menu from '\.\.\/\.\.\/\.\.\/menu';$/m);
    expect(filterSource).toMatch(/^import Radio from '\.\.\/\.\.\/\.\.\/radio';$/m);
    const out = lazyAntdImports(filterSource, filterDropdown);
    expect(out).not.toMatch(/^import (Tree|Menu|Radio) from/m);
    expect(out).toContain('React.lazy(() => import(/* webpackChunkName: "antd-radio" */ \'../../../radio\'))');
    expect(out).toContain('React.lazy(() => import(/* webpackChunkName: "antd-filter-tree" */ \'../../../tree\'))');
    expect(out).toContain('React.lazy(() => import(/* webpackChunkName: "antd-menu" */ \'../../../menu\'))');
    expect(out).toMatch(/const Tree = props => .*React\.Suspense, \{ fallback: null \}/);
    expect(out).toMatch(/const Menu = props => .*React\.Suspense, \{ fallback: null \}/);
    // The dropdown still draws `Tree` and `Menu` where antd draws them; everything else is as antd wrote it.
    expect(out).toContain('React.createElement(Tree, {');
    expect(out).toContain('React.createElement(Menu, {');
    const strip = (text: string) => text.replace(/const Lazy(\w+) = [^\n]*\nconst \1 = [^\n]*/g, '').replace(/import (Tree|Menu|Radio) from [^\n]*/g, '');
    expect(strip(out)).toBe(strip(filterSource));
  });

  it("antd's table selection asks for the Radio when it draws one (a single-choice selection), the Checkbox as before", () => {
    const file = path.join(antdDir, 'es', 'table', 'hooks', 'useSelection.js');
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toMatch(/^import Radio from '\.\.\/\.\.\/radio';$/m);
    const out = lazyAntdImports(source, file);
    expect(out).not.toMatch(/^import Radio from/m);
    expect(out).toContain('React.lazy(() => import(/* webpackChunkName: "antd-radio" */ \'../../radio\'))');
    expect(out).toMatch(/^import Checkbox from '\.\.\/\.\.\/checkbox';$/m);
    expect(out).toContain('React.createElement(Radio, {');
  });

  it("antd's Dropdown asks for the Menu when it opens", () => {
    expect(dropdownSource).toMatch(/^import Menu from '\.\.\/menu';$/m);
    const out = lazyAntdImports(dropdownSource, dropdown);
    expect(out).not.toMatch(/^import Menu from/m);
    expect(out).toContain('React.lazy(() => import(/* webpackChunkName: "antd-menu" */ \'../menu\'))');
    // Its OverrideContext (the menu's settings the Dropdown passes down) stays a plain import: it is small and read at once.
    expect(out).toMatch(/^import \{ OverrideProvider \} from '\.\.\/menu\/OverrideContext';$/m);
    expect(out).toContain('React.createElement(Menu, {');
  });

  it('the tabs\' "more" dropdown asks for the rc menu and its items when it opens', () => {
    expect(operationSource).toMatch(/^import Menu, \{ MenuItem \} from '@rc-component\/menu';$/m);
    const out = lazyAntdImports(operationSource, operationNode);
    expect(out).not.toMatch(/from '@rc-component\/menu'/);
    expect(out).toContain('const LazyMenu = /*#__PURE__*/React.lazy(() => import(/* webpackChunkName: "rc-menu" */ \'@rc-component/menu\'));');
    expect(out).toContain('const LazyMenuItem = /*#__PURE__*/React.lazy(() => import(/* webpackChunkName: "rc-menu" */ \'@rc-component/menu\').then(module => ({ default: module.MenuItem })));');
    expect(out).toContain('React.createElement(Menu, {');
    expect(out).toContain('React.createElement(MenuItem, {');
  });

  it("the date pickers draw their popup when it opens, and the package's own panel export is lazy too", () => {
    for (const picker of ['RangePicker.js', 'SinglePicker.js']) {
      const file = pickerFile('PickerInput', picker);
      const source = fs.readFileSync(file, 'utf8');
      expect(source).toMatch(/^import Popup from "\.\/Popup";$/m);
      const out = lazyAntdImports(source, file);
      expect(out).not.toMatch(/^import Popup from/m);
      expect(out).toContain('const LazyPopup = /*#__PURE__*/React.lazy(() => import(/* webpackChunkName: "rc-picker-popup" */ \'./Popup\'));');
      expect(out).toContain('React.createElement(Popup, _extends({');
    }
    // The barrel names no React: it gets React's namespace with the lazy panel, in the popup's file.
    const index = pickerFile('index.js');
    const indexSource = fs.readFileSync(index, 'utf8');
    expect(indexSource).not.toMatch(/\bReact\b/);
    const out = lazyAntdImports(indexSource, index);
    expect(out).toMatch(/^import \* as React from 'react';\nconst LazyPickerPanel = [^\n]*"rc-picker-popup" \*\/ '\.\/PickerPanel'/m);
    expect(out).toMatch(/^export \{ Picker, RangePicker, PickerPanel \};$/m);
  });

  it("a select's options list and a table's virtual body ask for the virtual list when they draw it", () => {
    const selectDir = path.dirname(require.resolve('@rc-component/select/package.json', { paths: [antdDir] }));
    const tableDir = path.dirname(require.resolve('@rc-component/table/package.json', { paths: [antdDir] }));
    for (const [file, name] of [[path.join(selectDir, 'es', 'OptionList.js'), 'List'], [path.join(tableDir, 'es', 'VirtualTable', 'BodyGrid.js'), 'VirtualList']]) {
      const source = fs.readFileSync(file, 'utf8');
      expect(source).toContain(`import ${name} from '@rc-component/virtual-list';`);
      const out = lazyAntdImports(source, file);
      expect(out).not.toContain("from '@rc-component/virtual-list'");
      expect(out).toContain(`const Lazy${name} = /*#__PURE__*/React.lazy(() => import(/* webpackChunkName: "rc-virtual-list" */ '@rc-component/virtual-list'));`);
      expect(out).toContain(`React.createElement(${name}, {`);
    }
  });

  it("the tree's util file (antd's table selection takes two helpers from it) asks for the tree's node when it draws one, still a tree node", () => {
    const treeDir = path.resolve(path.dirname(require.resolve('@rc-component/tree', { paths: [antdDir] })), '..');
    const file = path.join(treeDir, 'es', 'util.js');
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toContain("import React from 'react';");
    const out = lazyAntdImports(source, file);
    expect(out).not.toContain('import TreeNode from "./TreeNode";');
    expect(out).toContain('const LazyTreeNode = /*#__PURE__*/React.lazy(() => import(/* webpackChunkName: "rc-tree-node" */ \'./TreeNode\'));');
    // rc-tree keeps a child element only when its type says it is a tree node: run the lines written, with rc-tree's check.
    const lines = /const LazyTreeNode = [^\n]*\nconst TreeNode = [^\n]*\nTreeNode\.isTreeNode = 1;/.exec(out);
    expect(lines).not.toBeNull();
    const TreeNode = new Function('React', 'load', `${lines![0].replace(/import\([^)]*\)/, 'load()')}\nreturn TreeNode;`)(React, async () => ({ default: () => null }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { isTreeNode } = require(path.join(treeDir, 'lib', 'utils', 'treeUtil.js')) as { isTreeNode(node: unknown): unknown };
    expect(isTreeNode(React.createElement(TreeNode, { title: 'Captured' }))).toBeTruthy();
  });

  it("antd's form loads the rules' validator when it first checks a rule, and checks as before", async () => {
    const formDir = path.resolve(path.dirname(require.resolve('@rc-component/form', { paths: [antdDir] })), '..');
    const file = path.join(formDir, 'es', 'utils', 'validateUtil.js');
    const source = fs.readFileSync(file, 'utf8');
    const out = lazyAntdImports(source, file);
    expect(out).not.toContain("from '@rc-component/async-validator'");
    expect(out).toContain("import(/* webpackChunkName: \"rc-async-validator\" */ '@rc-component/async-validator')");
    // Run with the validator's own package as the import and the file's other imports given.
    const validatorModule = await import(require.resolve('@rc-component/async-validator', { paths: [formDir] }));
    const load = jest.fn(async () => validatorModule);
    const { merge, warning } = await import(require.resolve('@rc-component/util', { paths: [formDir] }));
    const { defaultValidateMessages } = await import(path.join(formDir, 'lib', 'utils', 'messages.js'));
    const body = out
      .replace(/^import .*$/gm, '')
      .replace(/import\(\/\* webpackChunkName: "rc-async-validator" \*\/ '@rc-component\/async-validator'\)/, 'load()')
      .replace(/^export /gm, '');
    const validateRules = new Function('React', 'merge', 'warning', 'defaultValidateMessages', 'load', `${body}\nreturn validateRules;`)(await import('react'), merge, warning, defaultValidateMessages, load);
    expect(load).not.toHaveBeenCalled();
    await expect(validateRules(['name'], '', [{ required: true, message: 'Name is required' }], {}, false)).rejects.toEqual([{ rule: expect.anything(), errors: ['Name is required'] }]);
    // The form's own convention: every check's results as a rejection, each rule's errors (none when it passes).
    const rules = [{ required: true, message: 'Name is required' }, { max: 5, message: 'Too long' }];
    await expect(validateRules(['name'], 'Ada Lovelace', rules, {}, false)).rejects.toEqual([{ rule: expect.anything(), errors: [] }, { rule: expect.anything(), errors: ['Too long'] }]);
    expect(load).toHaveBeenCalledTimes(1);
    // Anything unexpected: the file as written.
    const changed = source.replace('const AsyncValidator = RawAsyncValidator;', 'const AsyncValidator = RawAsyncValidator || null;');
    expect(lazyAntdImports(changed, file)).toBe(changed);
  });

  it("antd's App takes its message and notification hooks from the host's lazy ones, when the host's build names them", () => {
    const file = path.join(antdDir, 'es', 'app', 'App.js');
    const source = fs.readFileSync(file, 'utf8');
    expect(lazyAntdImports(source, file)).toBe(source);
    const hooks = '/portal/host/src/features/theme/lazy-feedback-hook.tsx';
    const out = lazyAntdImports(source, file, { feedbackHooks: hooks });
    expect(out).not.toMatch(/^import use(Message|Notification) from/m);
    expect(out).toContain(`import { lazyFeedbackHook, MESSAGE_METHODS, NOTIFICATION_METHODS } from "${hooks}";`);
    expect(out).toContain("const useMessage = /*#__PURE__*/lazyFeedbackHook(() => import(/* webpackChunkName: \"antd-message\" */ '../message/useMessage'), MESSAGE_METHODS);");
    expect(out).toContain("const useNotification = /*#__PURE__*/lazyFeedbackHook(() => import(/* webpackChunkName: \"antd-notification\" */ '../notification/useNotification'), NOTIFICATION_METHODS);");
    // The modal's hook stays: a confirm dialog opens at once.
    expect(out).toContain("import useModal from '../modal/useModal';");
  });

  it('a named export is drawn once the file is there', async () => {
    const React = await import('react');
    const { act } = React;
    const { createRoot } = await import('react-dom/client');
    const MenuItem = (props: { label: string }) => React.createElement('li', null, props.label);
    const file = Promise.resolve({ default: () => null, MenuItem });
    const out = lazyAntdImports(operationSource, operationNode);
    const Item = lazyComponentOf(out, 'MenuItem', () => file as never, React) as (props: { label: string }) => React.ReactElement;
    const container = document.createElement('ul');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = createRoot(container);
    await act(async () => { root.render(React.createElement(Item, { label: 'Refunds' })); await file; });
    expect(container.textContent).toBe('Refunds');
    await act(async () => root.unmount());
  });

  it('a lazy component shows nothing until its file is there, then draws what the component draws', async () => {
    const React = await import('react');
    const { act } = React;
    const { createRoot } = await import('react-dom/client');
    const MenuFromAntd = (props: { label: string }) => React.createElement('span', null, `menu: ${props.label}`);
    let arrive: (module: { default: typeof MenuFromAntd }) => void = () => undefined;
    const file = new Promise<{ default: typeof MenuFromAntd }>((resolve) => { arrive = resolve; });
    const Menu = lazyComponentOf(lazyAntdImports(dropdownSource, dropdown), 'Menu', () => file, React) as (props: { label: string }) => React.ReactElement;
    const container = document.createElement('div');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = createRoot(container);
    await act(async () => { root.render(React.createElement('div', null, 'dropdown: ', React.createElement(Menu, { label: 'a' }))); });
    // The dropdown around it stays drawn; the menu's place is empty.
    expect(container.textContent).toBe('dropdown: ');
    await act(async () => { arrive({ default: MenuFromAntd }); await file; });
    expect(container.textContent).toBe('dropdown: menu: a');
    await act(async () => root.unmount());
  });

  it('leaves any other file, and a file that does not look as expected, as antd wrote them', () => {
    expect(lazyAntdImports(filterSource, path.join(antdDir, 'es', 'table', 'Table.js'))).toBe(filterSource);
    const changed = dropdownSource.replace("import Menu from '../menu';", "import Menu, { MenuItem } from '../menu';");
    expect(lazyAntdImports(changed, dropdown)).toBe(changed);
    // React imported with other names beside it: not a form the replacement knows.
    const withoutReact = dropdownSource.replace("import * as React from 'react';", "import React, { useState } from 'react';");
    expect(lazyAntdImports(withoutReact, dropdown)).toBe(withoutReact);
    // A static member (`Menu.Item`) cannot come from a lazy component: the import stays.
    const withMember = `${dropdownSource}\nconst Item = Menu.Item;`;
    expect(lazyAntdImports(withMember, dropdown)).toBe(withMember);
    // One lazy import failing its checks leaves the other one made.
    const treeOnly = lazyAntdImports(filterSource.replace("import Menu from '../../../menu';", "import Menu, { X } from '../../../menu';"), filterDropdown);
    expect(treeOnly).toMatch(/const LazyTree = /);
    expect(treeOnly).not.toMatch(/const LazyMenu = /);
  });
});
