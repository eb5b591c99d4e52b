import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';
import { PART_TWO_DROPDOWN_MAX_HEIGHT, PortalSelect, type PortalSelectProps } from '@portal/ui';

export type KitSelectProps<V, O extends BaseOptionType | DefaultOptionType> = Omit<PortalSelectProps<V, O>, 'panelHeight'>;

/** The portal's select with part 2's dropdown panel, at most 250 px high (spec part 2 section 9). */
export function KitSelect<V = unknown, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>(props: KitSelectProps<V, O>) {
  return <PortalSelect<V, O> {...props} panelHeight={PART_TWO_DROPDOWN_MAX_HEIGHT} />;
}
