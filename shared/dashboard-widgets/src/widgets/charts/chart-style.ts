/**
 * What the dashboard's charts look like, shared by the chart library's view and the sketch drawn before it
 * (ADR 0141): G2's light theme, which the portal's charts draw in, so that one replaces the other without a jump.
 */
export const CHART_STYLE = {
  /** G2's "colorBlack": axis labels, ticks and grid lines draw in it at an opacity. */
  ink: '#1D2129',
  labelOpacity: 0.45,
  legendLabelOpacity: 0.9,
  gridOpacity: 0.1,
  gridDash: '3 4',
  fontSize: 12,
  tickLength: 4,
  /** Between a tick and its label. */
  labelSpacing: 4,
  /** Around the plot. */
  margin: 16,
  /** A pie's hole, as a share of its radius. */
  innerRadius: 0.55,
  /** A bar's share of its band (G2 leaves a tenth between bars). */
  barShare: 0.9,
  /** G2's category10: a pie's slices in order. */
  categories: ['#1783FF', '#00C9C9', '#F0884D', '#D580FF', '#7863FF', '#60C42D', '#BD8F24', '#FF80CA', '#2491B3', '#17C76F'],
  /** A combo chart's line (its columns are in the tenant's primary colour). */
  comboLine: '#d46b08',
} as const;
