// G2 as the portal's charts need it (G2CoreLibraryPlugin, ADR 0115 sessions 29 and 58): G2's exports (Runtime, extend,
// register, ChartEvent, the spec types...) and a library of the entries the portal's four charts use. @ant-design/plots
// extends its Chart with `stdlib()`; G2's own holds some 200 entries (every mark, transform, coordinate, interaction,
// animation and composition, with the geo, graph and plot extensions), and G2's runtime asks for an entry by name
// ('mark.interval') when a chart's options name it. The portal draws Pie, Bar, Line and DualAxes charts with fixed
// options (both ChartView.tsx: no labels, no animation, light theme); drawing each of them, hovering and clicking it,
// with no, one, sixty, zero and negative data points, asked for exactly the entries below (session 58). An option
// that needs another entry fails with G2's "Unknown Component" error: add the entry here (the name is in the message).
import { AxisX, AxisY, LegendCategory } from 'portal-g2/component';
import { Cartesian, Theta, Transpose } from 'portal-g2/coordinate';
import { Inline as DataInline } from 'portal-g2/data';
import { Field } from 'portal-g2/encode';
import { ElementHighlight, LegendFilter, ScrollbarFilter, SliderFilter, Tooltip } from 'portal-g2/interaction';
import { Interval, Line } from 'portal-g2/mark';
import { Band, Constant, Identity, Linear, Ordinal, Point } from 'portal-g2/scale';
import { Light } from 'portal-g2/theme';
import { StackY } from 'portal-g2/transform';

export * from 'portal-g2-exports';

export function corelib() {
  return {
    'data.inline': DataInline,
    'transform.stackY': StackY,
    'coordinate.cartesian': Cartesian,
    'coordinate.transpose': Transpose,
    'coordinate.theta': Theta,
    'encode.field': Field,
    'mark.interval': Interval,
    'mark.line': Line,
    'scale.linear': Linear,
    'scale.ordinal': Ordinal,
    'scale.band': Band,
    'scale.identity': Identity,
    'scale.point': Point,
    'scale.constant': Constant,
    'theme.light': Light,
    'component.axisX': AxisX,
    'component.axisY': AxisY,
    'component.legendCategory': LegendCategory,
    'interaction.elementHighlight': ElementHighlight,
    'interaction.tooltip': Tooltip,
    'interaction.legendFilter': LegendFilter,
    'interaction.sliderFilter': SliderFilter,
    'interaction.scrollbarFilter': ScrollbarFilter,
  };
}

export function stdlib() {
  return corelib();
}
