const path = require('node:path');
const webpack = require('webpack');

/** The lodash functions formik imports, each with its stand-in (`formik-lodash/`). */
const FORMIK_LODASH = /^lodash-es\/(clone|cloneDeep|toPath|isPlainObject)$/;
const FORMIK_FILE = /[\\/]node_modules[\\/]formik[\\/]/;

/**
 * formik (the portal's one form engine, ADR 0021) takes four functions from lodash-es: its `clone` and `cloneDeep`
 * bring lodash's whole generic copier (5 KB gzip of its 10.5) to every page with a form or a filter bar. This plugin
 * gives formik small stand-ins that copy what lodash copies (`formik-lodash/`, compared with lodash in its test);
 * any other importer of lodash-es keeps lodash (ADR 0115 "Session 62").
 */
function formikLodashPlugin() {
  return new webpack.NormalModuleReplacementPlugin(FORMIK_LODASH, (resource) => {
    if (!FORMIK_FILE.test(resource.contextInfo?.issuer ?? '')) return;
    const name = FORMIK_LODASH.exec(resource.request)?.[1];
    if (name) resource.request = path.join(__dirname, 'formik-lodash', `${name}.mjs`);
  });
}

module.exports = { formikLodashPlugin, FORMIK_LODASH };
