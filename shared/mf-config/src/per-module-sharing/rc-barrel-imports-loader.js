// @ts-check
'use strict';
/**
 * Webpack loader for the files of antd and @rc-component (ADR 0048, session 11): turns
 *   import { FormProvider as RcFormProvider } from '@rc-component/form';
 * into
 *   import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext.js';
 * so that a shared @rc-component package is loaded file by file (each file its own share key) instead of whole.
 * The package is looked up from the importing file, so each antd version reads the barrels of its own dependencies.
 */
const path = require('node:path');
const { rcBarrelExports, rewriteRcBarrelImports } = require('./rc-barrel-exports');

/** @this {{ context: string }} @param {string} source */
function rcBarrelImportsLoader(source) {
  if (!source.includes('@rc-component/')) return source;
  return rewriteRcBarrelImports(source, (packageName) => {
    try {
      return rcBarrelExports(path.dirname(require.resolve(`${packageName}/package.json`, { paths: [this.context] })));
    } catch {
      // A package whose `exports` map hides package.json cannot be imported by a deep path anyway.
      return null;
    }
  });
}

module.exports = rcBarrelImportsLoader;
