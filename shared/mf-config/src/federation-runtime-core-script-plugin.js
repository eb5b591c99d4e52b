// @ts-check
'use strict';
/**
 * A remote's page that opens without the host (reports-settings' Data Analytics window) still needs Module
 * Federation's runtime core. A remote's production entries take the host's (`externalRuntime`, ADR 0048 session 13:
 * ~15 KB less in every first visit's remoteEntry.js); the page gets its own as one small script, built from the same ES
 * module, that the page's HTML loads before its entry. Before, the remote's whole build kept its own core, and its
 * remoteEntry.js, which every report page loads through the shell, carried it (ADR 0115 "Session 59").
 *
 * The script is built by a webpack run of its own, not a child compilation: a child inherits the app's compilation
 * plugins, and Module Federation's would add the app's shared modules to it.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

const ENTRY = path.join(__dirname, 'shared-modules', 'runtime-core-global.js');

/**
 * The script's code: the core's ES module with the line that makes it the global, minified.
 * @param {string} coreModule
 * @returns {Promise<string>}
 */
function buildCoreScript(coreModule) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-runtime-core-'));
  return new Promise((resolve, reject) => {
    webpack({
      mode: 'production',
      target: 'web',
      context: __dirname,
      entry: ENTRY,
      devtool: false,
      performance: { hints: false },
      output: { path: outDir, filename: 'core.js' },
      resolve: { alias: { '@module-federation/runtime-core$': coreModule } },
    }, (error, stats) => {
      try {
        if (error) return reject(error);
        if (!stats || stats.hasErrors()) return reject(new Error(`the federation runtime core's script did not build: ${stats ? stats.toString('errors-only') : ''}`));
        resolve(fs.readFileSync(path.join(outDir, 'core.js'), 'utf8'));
      } finally {
        fs.rmSync(outDir, { recursive: true, force: true });
      }
    });
  });
}

class FederationRuntimeCoreScriptPlugin {
  /**
   * @param {{ coreModule: string, pages: string[] }} options `coreModule`: the runtime core's ES module (the copy the
   *   host bundles); `pages`: the HTML file names that load the script before their entry
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { coreModule, pages } = this.options;
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    /** @type {{ file: string, code: string } | undefined} */
    let script;
    compiler.hooks.make.tapPromise('FederationRuntimeCoreScriptPlugin', async (compilation) => {
      compilation.fileDependencies.add(ENTRY);
      if (!script) {
        const code = await buildCoreScript(coreModule);
        script = { code, file: `federation-runtime-core.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 8)}.js` };
      }
    });
    compiler.hooks.thisCompilation.tap('FederationRuntimeCoreScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FederationRuntimeCoreScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        if (script) compilation.emitAsset(script.file, new webpack.sources.RawSource(script.code), { immutable: true, minimized: true });
      });
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('FederationRuntimeCoreScriptPlugin', (data) => {
        if (!script || !pages.includes(data.outputName)) return data;
        // Deferred scripts run in document order: the core is set before the page's entry starts.
        data.headTags.unshift({ tagName: 'script', voidTag: false, meta: { plugin: 'FederationRuntimeCoreScriptPlugin' }, attributes: { defer: true, src: script.file } });
        return data;
      });
    });
  }
}

module.exports = { FederationRuntimeCoreScriptPlugin };
