import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';
import { createContext, useContext } from 'react';
import { PART_TWO_DROPDOWN_MAX_HEIGHT, PortalSelect, type PortalPanelHeight, type PortalSelectProps } from '@portal/ui';

export type KitSelectProps<V, O extends BaseOptionType | DefaultOptionType> = Omit<PortalSelectProps<V, O>, 'panelHeight'>;

/**
 * The panel height of the kit's selects below it: part 2's 250 px unless a form of spec part 1 (200 px,
 * its section on lists) says otherwise through FieldList's `panelHeight`.
 */
export const SelectPanelHeightContext = createContext<PortalPanelHeight>(PART_TWO_DROPDOWN_MAX_HEIGHT);

/** The portal's select with part 2's dropdown panel, at most 250 px high (spec part 2 section 9). */
export function KitSelect<V = unknown, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>(props: KitSelectProps<V, O>) {
  const panelHeight = useContext(SelectPanelHeightContext);
  return <PortalSelect<V, O> {...props} panelHeight={panelHeight} />;
}
