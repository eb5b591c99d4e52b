import { Select, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';

/** Dropdown panel max height (spec part 1 section 9). */
export const DROPDOWN_MAX_HEIGHT = 200;

/**
 * antd's Select with the portal's dropdown panel height. antd 6's ConfigProvider has no `listHeight`
 * default for Select (its `select` config covers only looks and icons), so every Select of the portal
 * goes through this wrapper; the height is fixed, not overridable, as the spec sets it.
 */
export function PortalSelect<V = unknown, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>(props: SelectProps<V, O>) {
  return <Select<V, O> {...props} listHeight={DROPDOWN_MAX_HEIGHT} />;
}
