// @antv/g2-extension-plot for the portal (G2CoreLibraryPlugin, ADR 0115 session 29): none of its marks (sankey,
// treemap, word cloud, gauge, liquid...) is drawn by the portal's charts, so @ant-design/plots extends its Chart with
// nothing from it.
export function plotlib() {
  return {};
}
