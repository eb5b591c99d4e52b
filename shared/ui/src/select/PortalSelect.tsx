import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import { Select, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';
import { SELECT_TEXTS, useSelectTranslation } from './select-texts';

/** Dropdown panel max height (spec part 1 section 9). */
export const DROPDOWN_MAX_HEIGHT = 200;

/** Dropdown panel max height of part-2 screens (spec part 2 section 9); @portal/kit's select uses it. */
export const PART_TWO_DROPDOWN_MAX_HEIGHT = 250;

/** The only panel heights the spec allows: part 1's and part 2's. */
export type PortalPanelHeight = typeof DROPDOWN_MAX_HEIGHT | typeof PART_TWO_DROPDOWN_MAX_HEIGHT;

export type PortalSelectProps<V, O extends BaseOptionType | DefaultOptionType> = SelectProps<V, O> & {
  /** Part 1's 200 px unless a part-2 screen asks for its 250 px; `listHeight` itself is ignored. */
  panelHeight?: PortalPanelHeight;
};

/**
 * antd's Select with the portal's dropdown panel height. antd 6's ConfigProvider has no `listHeight`
 * default for Select (its `select` config covers only looks and icons), so every Select of the portal
 * goes through this wrapper; the height is one of the spec's two, not free, as the spec sets them.
 */
export function PortalSelect<V = unknown, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>({ panelHeight = DROPDOWN_MAX_HEIGHT, allowClear, ...props }: PortalSelectProps<V, O>) {
  const { t } = useSelectTranslation();
  // antd's clear button is named "Clear" in every language unless told its name (with its icon, as antd draws it).
  const clear = allowClear ? { clearIcon: <CloseCircleFilled aria-hidden />, ...(typeof allowClear === 'object' ? allowClear : {}), label: t(SELECT_TEXTS.clear) } : allowClear;
  return <Select<V, O> {...props} allowClear={clear} listHeight={panelHeight} />;
}
