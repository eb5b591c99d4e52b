// @ts-check
'use strict';
/**
 * The chart library with what the portal's charts draw (ADR 0115, session 29). @ant-design/plots builds its G2 from
 * `stdlib()` (every mark, transform, coordinate and component, plus the geo, graph and plot extensions: d3-geo, the
 * force layouts, sankey, treemap, word cloud...) and G2's own `plotlib()` extension, and G2's index builds a second
 * full library at load. The portal draws pie, line, bar and combo (interval + line) charts only, all of G2's core
 * library. So the plots' `import ... from '@antv/g2'` is answered with g2-core-library.mjs (G2's exports with
 * `stdlib()` the library of the entries those charts use, session 58), and its `@antv/g2-extension-plot` with
 * g2-no-extension-plot.mjs (an empty `plotlib()`).
 * The real modules are resolved from the folder @ant-design/plots imported G2 from, so they are the version it uses.
 * A chart option that needs another entry (another mark, an animation, a label) fails with G2's "Unknown Component"
 * error naming it: add the entry to g2-core-library.mjs first (its `portal-g2/<folder>` imports resolve here). The plots' BaseChart takes its plot from a map of all 34 plot
 * adaptors (`Plots[chartType]`); its `../../core` is answered with plots-used.mjs, the map of the four the portal draws
 * (Pie, Bar, Line, DualAxes), their modules resolved from the plots' own `es/core` folder.
 */
const path = require('node:path');

const NAME = 'G2CoreLibraryPlugin';
const CORE_STAND_IN = path.join(__dirname, 'g2-core-library.mjs');
const NO_EXTENSION_STAND_IN = path.join(__dirname, 'g2-no-extension-plot.mjs');
const PLOTS_USED_STAND_IN = path.join(__dirname, 'plots-used.mjs');
/** plots-used.mjs's requests: `portal-plots-core/<folder>` -> that folder's index.js under the plots' `es/core`. */
const PLOTS_CORE_PREFIX = 'portal-plots-core/';
/** The folder of the plots' BaseChart, whose `../../core` is the map of every plot. */
const PLOTS_BASE_CHART_DIR = /[\\/]node_modules[\\/]@ant-design[\\/]plots[\\/]es[\\/]components[\\/]base$/;
/** What the stand-in asks for, resolved from the plots' folder. */
const REAL_REQUESTS = { 'portal-g2-exports': '@antv/g2/esm/exports' };
/** The stand-in's `portal-g2/<folder>` -> that folder of G2's ES modules (its marks, scales, interactions...). */
const G2_FOLDER_PREFIX = 'portal-g2/';
/** The package whose G2 imports become the stand-ins. */
const PLOTS_DIR = /[\\/]node_modules[\\/]@ant-design[\\/]plots[\\/]/;

class G2CoreLibraryPlugin {
  apply(/** @type {import('webpack').Compiler} */ compiler) {
    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      /** The folder @ant-design/plots imported G2 from (where the real one resolves). */
      let plotsContext = /** @type {string | null} */ (null);
      /** The plots' `es/core` folder, where plots-used.mjs's adaptors resolve. */
      let plotsCoreDir = /** @type {string | null} */ (null);
      factory.hooks.beforeResolve.tap(NAME, (data) => {
        if (PLOTS_DIR.test(data.context) && data.request === '@antv/g2') {
          plotsContext = data.context;
          data.request = CORE_STAND_IN;
        } else if (PLOTS_DIR.test(data.context) && data.request === '@antv/g2-extension-plot') {
          data.request = NO_EXTENSION_STAND_IN;
        } else if (PLOTS_BASE_CHART_DIR.test(data.context) && data.request === '../../core') {
          plotsCoreDir = path.resolve(data.context, '../../core');
          data.request = PLOTS_USED_STAND_IN;
        } else if (data.request.startsWith(PLOTS_CORE_PREFIX)) {
          if (!plotsCoreDir) throw new Error(`${NAME}: ${data.request} asked for before the plots' BaseChart imported its plots`);
          data.request = path.join(plotsCoreDir, data.request.slice(PLOTS_CORE_PREFIX.length), 'index.js');
        } else if (Object.hasOwn(REAL_REQUESTS, data.request) || data.request.startsWith(G2_FOLDER_PREFIX)) {
          if (!plotsContext) throw new Error(`${NAME}: ${data.request} asked for before @ant-design/plots imported @antv/g2`);
          data.context = plotsContext;
          data.request = Object.hasOwn(REAL_REQUESTS, data.request)
            ? REAL_REQUESTS[/** @type {keyof typeof REAL_REQUESTS} */ (data.request)]
            : `@antv/g2/esm/${data.request.slice(G2_FOLDER_PREFIX.length)}/index`;
        }
      });
    });
  }
}

module.exports = { G2CoreLibraryPlugin, CORE_STAND_IN, NO_EXTENSION_STAND_IN, PLOTS_USED_STAND_IN, REAL_REQUESTS, G2_FOLDER_PREFIX };
