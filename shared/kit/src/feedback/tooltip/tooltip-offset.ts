import type { TooltipPlacement } from 'antd/es/tooltip';

/** Tooltip offset from its target (spec part 2 section 9). */
export const TOOLTIP_OFFSET_PX = 18;

/** The [x, y] shift that puts a tooltip 18 px away from its target on the side it opens. */
export function tooltipOffsetFor(placement: TooltipPlacement = 'top'): [number, number] {
  if (placement.startsWith('top')) return [0, -TOOLTIP_OFFSET_PX];
  if (placement.startsWith('bottom')) return [0, TOOLTIP_OFFSET_PX];
  if (placement.startsWith('left')) return [-TOOLTIP_OFFSET_PX, 0];
  return [TOOLTIP_OFFSET_PX, 0];
}
