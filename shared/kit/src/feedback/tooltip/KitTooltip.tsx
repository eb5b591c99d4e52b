import { Tooltip, type TooltipProps } from 'antd';
import { tooltipOffsetFor } from './tooltip-offset';

/** antd's Tooltip 18 px away from its target (spec part 2 section 9). */
export function KitTooltip({ placement = 'top', align, ...props }: TooltipProps) {
  return <Tooltip {...props} placement={placement} align={{ ...align, offset: tooltipOffsetFor(placement) }} />;
}
