/**
 * @jest-environment ../../jest/jsdom-environment.cjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { lazyFilterTree } from './antd-filter-tree-loader';

const host = path.resolve(__dirname, '../../../../host');
const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [host] }));
const filterDropdown = path.join(antdDir, 'es', 'table', 'hooks', 'useFilter', 'FilterDropdown.js');
const source = fs.readFileSync(filterDropdown, 'utf8');

describe("antd's Table filter dropdown asks for the Tree when it draws one (ADR 0115)", () => {
  it('no longer imports the Tree at start: it loads it in a file of its own, behind a Suspense', () => {
    expect(source).toMatch(/^import Tree from '\.\.\/\.\.\/\.\.\/tree';$/m);
    const out = lazyFilterTree(source, filterDropdown);
    expect(out).not.toMatch(/^import Tree from/m);
    expect(out).toContain('React.lazy(() => import(/* webpackChunkName: "antd-filter-tree" */ \'../../../tree\'))');
    expect(out).toMatch(/const Tree = props => .*React\.Suspense, \{ fallback: null \}/);
    // The dropdown still draws `Tree` where antd draws it; everything else in the file is as antd wrote it.
    expect(out).toContain('React.createElement(Tree, {');
    expect(out.replace(/const LazyFilterTree = [^\n]*\nconst Tree = [^\n]*/, '')).toBe(source.replace(/import Tree from [^\n]*/, ''));
  });

  it('the lazy Tree shows nothing until its file is there, then draws what the Tree draws', async () => {
    const React = await import('react');
    const { act } = React;
    const { createRoot } = await import('react-dom/client');
    const lazy = /const LazyFilterTree = ([^\n]*)\nconst Tree = ([^\n]*)/.exec(lazyFilterTree(source, filterDropdown));
    expect(lazy).not.toBeNull();
    // The two lines as the loader writes them, a stand-in for antd's Tree as what the import answers.
    const TreeFromAntd = (props: { label: string }) => React.createElement('span', null, `tree: ${props.label}`);
    let arrive: (module: { default: typeof TreeFromAntd }) => void = () => undefined;
    const file = new Promise<{ default: typeof TreeFromAntd }>((resolve) => { arrive = resolve; });
    const make = new Function('React', 'load', `const LazyFilterTree = ${lazy![1].replace(/import\([^)]*\)/, 'load()')}\nreturn ${lazy![2]};`);
    const Tree = make(React, () => file) as (props: { label: string }) => React.ReactElement;
    const container = document.createElement('div');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = createRoot(container);
    await act(async () => { root.render(React.createElement('div', null, 'filter: ', React.createElement(Tree, { label: 'a' }))); });
    // The dropdown around it stays drawn; the tree's place is empty.
    expect(container.textContent).toBe('filter: ');
    await act(async () => { arrive({ default: TreeFromAntd }); await file; });
    expect(container.textContent).toBe('filter: tree: a');
    await act(async () => root.unmount());
  });

  it('leaves any other file, and a dropdown that does not look as expected, as antd wrote them', () => {
    expect(lazyFilterTree(source, path.join(antdDir, 'es', 'table', 'Table.js'))).toBe(source);
    const changed = source.replace("import Tree from '../../../tree';", "import Tree, { TreeNode } from '../../../tree';");
    expect(lazyFilterTree(changed, filterDropdown)).toBe(changed);
    const withoutReact = source.replace("import * as React from 'react';", "import React from 'react';");
    expect(lazyFilterTree(withoutReact, filterDropdown)).toBe(withoutReact);
  });
});
