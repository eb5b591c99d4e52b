// @ant-design/plots' map of plot adaptors as the portal uses it (G2CoreLibraryPlugin, ADR 0115 session 29): its
// BaseChart looks a chart type up in `Plots` at run time, so the map's 34 adaptors all came with the chart library.
// The portal's charts (both ChartView.tsx) draw Pie, Bar, Line and DualAxes only; another type must be added here.
import { Base } from 'portal-plots-core/plots/base';
import { Bar } from 'portal-plots-core/plots/bar';
import { DualAxes } from 'portal-plots-core/plots/dual-axes';
import { Line } from 'portal-plots-core/plots/line';
import { Pie } from 'portal-plots-core/plots/pie';

export const Plots = { Base, Bar, DualAxes, Line, Pie };
