// A page whose script needs nothing of the app (no imports, no federation): its TypeScript transpiled on its own and
// emitted beside its HTML, outside webpack's module graph. An entry of the app's build would carry Module Federation's
// runtime and the share tables (~150 KB, 46 KB gzip, ~50 ms of a renderer's main thread per load), which the
// federation plugin adds to every entry; the host's silent-renew page loads in a hidden iframe at each sign-in and
// token renewal and needs a few hundred bytes (ADR 0135).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { Compilation, sources } = require('webpack');

class StandalonePagePlugin {
  /**
   * @param {{ script: string, filename: string, html: (scriptUrl: string) => string }} options `script` absolute;
   * `filename` the page's HTML file; `html` its content given the script's URL.
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { script, filename, html } = this.options;
    compiler.hooks.thisCompilation.tap('StandalonePagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StandalonePagePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        compilation.fileDependencies.add(script);
        const source = fs.readFileSync(script, 'utf8');
        const { outputText, diagnostics = [] } = ts.transpileModule(source, {
          fileName: script,
          reportDiagnostics: true,
          compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.None, removeComments: true },
        });
        if (diagnostics.length || /^\s*(import|export)\b/m.test(source)) {
          compilation.errors.push(new Error(`${path.relative(compiler.context, script)}: a stand-alone page's script must transpile on its own and import nothing`));
          return;
        }
        const code = outputText.replace(/^"use strict";\s*/, '').trim();
        const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 16);
        const scriptFile = `${path.basename(filename, '.html')}.${hash}.js`;
        compilation.emitAsset(scriptFile, new sources.RawSource(`${code}\n`));
        compilation.emitAsset(filename, new sources.RawSource(html(`/${scriptFile}`)));
      });
    });
  }
}

module.exports = { StandalonePagePlugin };
