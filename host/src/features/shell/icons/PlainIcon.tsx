import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';

/** React's names for the few SVG attributes the icon definitions write in their DOM form. */
const ATTRIBUTE_NAMES: Record<string, string> = { 'fill-rule': 'fillRule', 'clip-rule': 'clipRule', class: 'className' };

function render(node: AbstractNode, key?: number): ReactElement {
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attrs)) props[ATTRIBUTE_NAMES[name] ?? name] = value;
  return createElement(node.tag, props, ...(node.children ?? []).map((child, index) => render(child, index)));
}

/**
 * An antd icon drawn from its definition alone (@ant-design/icons-svg), for the shell's frame: the same SVG as
 * @ant-design/icons draws, without its component, context and style injection in the start (ADR 0062). Decorative:
 * the control it sits in carries the name.
 */
export function PlainIcon({ icon }: { icon: IconDefinition }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span className="portal-icon" aria-hidden="true">
      {render({ ...svg, attrs: { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' } })}
    </span>
  );
}
