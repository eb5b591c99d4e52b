/**
 * @jest-environment ../../jest/jsdom-environment.cjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { makePartsLazy } from './lazy-antd-parts-loader';

const host = path.resolve(__dirname, '../../../../host');
const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [host] }));
const filterDropdown = path.join(antdDir, 'es', 'table', 'hooks', 'useFilter', 'FilterDropdown.js');
// @rc-component/picker as antd resolves it (its exports map hides package.json).
const pickerMain = require.resolve('@rc-component/picker', { paths: [antdDir] });
const pickerDir = pickerMain.slice(0, pickerMain.lastIndexOf(`${path.sep}picker${path.sep}`) + `${path.sep}picker`.length);
const popupPanel = path.join(pickerDir, 'es', 'PickerInput', 'Popup', 'PopupPanel.js');
const pickerBarrel = path.join(pickerDir, 'es', 'index.js');
const read = (file: string) => fs.readFileSync(file, 'utf8');
/** What the loader writes in place of an import, between its two comments. */
const LAZY_LINES = /^\/\* [\w-]+: asked for when drawn [^\n]*\*\/\n[\s\S]*?\n\/\* end of [\w-]+ \*\/$/m;

/** The lines the loader wrote in place of the import, run with `load` answering the part's file. */
async function lazyComponent(file: string, load: () => Promise<unknown>) {
  const React = await import('react');
  const lines = LAZY_LINES.exec(makePartsLazy(read(file), file))?.[0];
  expect(lines).toBeDefined();
  const name = /^const (\w+) = props =>/m.exec(lines!)![1];
  const run = new Function('React', 'load', `${lines!.replace(/import\([^)]*\)/, 'load()')}\nreturn ${name};`);
  return { React, Part: run(React, load) as (props: { label: string }) => React.ReactElement };
}

describe("antd's parts drawn only in popups are asked for when drawn (ADR 0115)", () => {
  it.each([
    ["the Table filter dropdown's Tree", filterDropdown, /^import Tree from '\.\.\/\.\.\/\.\.\/tree';\n/m, 'Tree', 'antd-filter-tree', "'../../../tree'"],
    ["the date picker popup's panels", popupPanel, /^import PickerPanel from "\.\.\/\.\.\/PickerPanel";\n/m, 'PickerPanel', 'picker-panel', '"../../PickerPanel"'],
  ])('%s: no longer imported at start, asked for in a file of its own behind a Suspense', (_part, file, importLine, local, chunk, request) => {
    const source = read(file);
    expect(source).toMatch(importLine);
    const out = makePartsLazy(source, file);
    expect(out).not.toMatch(importLine);
    expect(out).toContain(`import(/* webpackChunkName: "${chunk}" */ ${request})`);
    expect(out).toMatch(new RegExp(`^const ${local} = props => .*React\\.Suspense, \\{ fallback: null \\}`, 'm'));
    // Drawn where the library draws it; everything else in the file as the library wrote it.
    expect(out).toContain(`React.createElement(${local},`);
    expect(out.replace(`${LAZY_LINES.exec(out)![0]}\n`, '')).toBe(source.replace(importLine, ''));
  });

  it("the picker's barrel (its share key, antd's Calendar draws the panel from it) exports the lazy panel, with its own React", () => {
    const source = read(pickerBarrel);
    expect(source).toMatch(/^export \{ Picker, RangePicker, PickerPanel \};$/m);
    const out = makePartsLazy(source, pickerBarrel);
    expect(out).not.toMatch(/^import PickerPanel from/m);
    expect(out).toContain("import * as ReactForLazyPart from 'react';");
    expect(out).toContain('import(/* webpackChunkName: "picker-panel" */ "./PickerPanel")');
    expect(out).toMatch(/^const PickerPanel = props => .*ReactForLazyPart\.Suspense/m);
    expect(out).toMatch(/^export \{ Picker, RangePicker, PickerPanel \};$/m);
  });

  it('the lazy part shows nothing until its file is there, the popup around it drawn; then what the part draws', async () => {
    let arrive: (module: { default: unknown }) => void = () => undefined;
    const file = new Promise<{ default: unknown }>((resolve) => { arrive = resolve; });
    const { React, Part } = await lazyComponent(filterDropdown, () => file);
    const { createRoot } = await import('react-dom/client');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    const root = createRoot(container);
    await React.act(async () => root.render(React.createElement('div', null, 'filter: ', React.createElement(Part, { label: 'a' }))));
    expect(container.textContent).toBe('filter: ');
    await React.act(async () => { arrive({ default: (props: { label: string }) => React.createElement('span', null, `tree: ${props.label}`) }); await file; });
    expect(container.textContent).toBe('filter: tree: a');
    await React.act(async () => root.unmount());
  });

  it("the picker's panels are asked for once, when a picker is hovered or focused, before any popup opens", async () => {
    const load = jest.fn(() => new Promise<never>(() => undefined));
    await lazyComponent(popupPanel, load);
    const other = document.createElement('button');
    const picker = document.createElement('div');
    picker.className = 'ant-picker ant-picker-range';
    const input = document.createElement('input');
    picker.append(input);
    document.body.append(other, picker);
    other.dispatchEvent(new Event('pointerover', { bubbles: true }));
    other.focus();
    expect(load).not.toHaveBeenCalled();
    input.focus();
    expect(load).toHaveBeenCalledTimes(1);
    input.dispatchEvent(new Event('pointerover', { bubbles: true }));
    input.blur();
    input.focus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the filter Tree has no intent listeners: nothing asks for it before a tree filter draws', async () => {
    const load = jest.fn(() => new Promise<never>(() => undefined));
    await lazyComponent(filterDropdown, load);
    const cell = document.createElement('div');
    cell.className = 'ant-picker ant-table-filter-trigger';
    document.body.append(cell);
    cell.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves any other file, and a file that does not look as expected, as the library wrote it', () => {
    const source = read(filterDropdown);
    expect(makePartsLazy(source, path.join(antdDir, 'es', 'table', 'Table.js'))).toBe(source);
    const changed = source.replace("import Tree from '../../../tree';", "import Tree, { TreeNode } from '../../../tree';");
    expect(makePartsLazy(changed, filterDropdown)).toBe(changed);
    const otherReact = read(popupPanel).replace("import * as React from 'react';", "import React from 'react';");
    expect(makePartsLazy(otherReact, popupPanel)).toBe(otherReact);
  });
});
