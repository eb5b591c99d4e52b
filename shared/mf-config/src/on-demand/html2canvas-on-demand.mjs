// @ts-nocheck -- the real module's request is rewritten by OnDemandHtml2CanvasPlugin: it has no type declarations.
// What the chart library's renderer (@antv/g) gets when it imports html2canvas (ADR 0115, session 28): the same
// function, but html2canvas itself (about 37 KB as transferred) is fetched on the first call. @antv/g calls it only
// to export a chart as an image ("download as image"), and awaits its answer, so a promise that loads it first is
// indistinguishable to the caller. The request below is rewritten by OnDemandHtml2CanvasPlugin to the real file.
export default function html2canvas(element, options) {
  return import(/* webpackChunkName: "html2canvas" */ 'portal-on-demand-html2canvas-real').then((module) =>
    (module.default || module)(element, options),
  );
}
