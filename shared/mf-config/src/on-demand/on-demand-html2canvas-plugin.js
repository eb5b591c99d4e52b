// @ts-check
'use strict';
/**
 * The chart library without its image export in its chunk (ADR 0115, session 28): @antv/g imports html2canvas
 * statically, for "download as image" only. Its import is answered with a stand-in (html2canvas-on-demand.mjs) that
 * loads the real html2canvas in a chunk of its own when first called. The real module is resolved from the very
 * folder @antv/g imported it from, so it is the version @antv/g depends on.
 */
const path = require('node:path');

const NAME = 'OnDemandHtml2CanvasPlugin';
const STAND_IN = path.join(__dirname, 'html2canvas-on-demand.mjs');
const REAL_REQUEST = 'portal-on-demand-html2canvas-real';
/** The renderer packages whose html2canvas import becomes the stand-in (@antv/g and its sibling builds). */
const RENDERER_DIR = /[\\/]node_modules[\\/]@antv[\\/]g[\\/]/;

class OnDemandHtml2CanvasPlugin {
  apply(/** @type {import('webpack').Compiler} */ compiler) {
    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      /** The folder the renderer imported html2canvas from (where the real one resolves). */
      let rendererContext = /** @type {string | null} */ (null);
      factory.hooks.beforeResolve.tap(NAME, (data) => {
        if (data.request === 'html2canvas' && RENDERER_DIR.test(data.context)) {
          rendererContext = data.context;
          data.request = STAND_IN;
        } else if (data.request === REAL_REQUEST) {
          if (!rendererContext) throw new Error(`${NAME}: html2canvas asked for before the chart renderer imported it`);
          data.context = rendererContext;
          data.request = 'html2canvas';
        }
      });
    });
  }
}

module.exports = { OnDemandHtml2CanvasPlugin, STAND_IN, REAL_REQUEST };
