// @ts-check
// What the chart library's renderer (@antv/g) gets when it imports html2canvas (ADR 0115, session 28): the same
// function, but html2canvas itself (about 37 KB as transferred) is fetched on the first call. @antv/g calls it only
// to export a chart as an image ("download as image"), and awaits its answer, so a promise that loads it first is
// indistinguishable to the caller. The request below is rewritten by OnDemandHtml2CanvasPlugin to the real file.
/**
 * @param {HTMLElement} element
 * @param {Record<string, unknown>} [options]
 * @returns {Promise<HTMLCanvasElement>}
 */
export default function html2canvas(element, options) {
  // @ts-expect-error -- a request only OnDemandHtml2CanvasPlugin resolves (to the html2canvas beside @antv/g)
  return import(/* webpackChunkName: "html2canvas" */ 'portal-on-demand-html2canvas-real').then((module) =>
    (module.default || module)(element, options),
  );
}
