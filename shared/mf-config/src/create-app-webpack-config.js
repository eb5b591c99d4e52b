// @ts-check
'use strict';
/**
 * One webpack configuration factory for the host and every remote, so they all compile, share and
 * name their files the same way. Plain CommonJS: webpack-cli loads it without a TypeScript loader.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { StandalonePagePlugin } = require('./standalone-page-plugin');
const { InitialAssetsPlugin } = require('./initial-assets-plugin');
const { precompressionPlugins } = require('./precompression');
const { ShareGraphPlugin } = require('./share-graph-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies, isPerModuleSharedPackage } = require('./shared-dependencies');
const { CanonicalRequestsPlugin } = require('./per-module-sharing/canonical-requests-plugin');
const { ConsumeOnlyPlugin } = require('./per-module-sharing/consume-only-plugin');
const { CompactShareTablesPlugin } = require('./per-module-sharing/compact-share-tables-plugin');
const { SLIM_MODULES } = require('./per-module-sharing/slim-modules');
const { npmChunkGroups } = require('./per-module-sharing/split-chunks');
const { OnDemandHtml2CanvasPlugin } = require('./on-demand/on-demand-html2canvas-plugin');
const { G2CoreLibraryPlugin } = require('./on-demand/g2-core-library-plugin');
const { formikLodashPlugin } = require('./on-demand/formik-lodash-plugin');
const { FederationRuntimeCoreScriptPlugin } = require('./federation-runtime-core-script-plugin');
const { stripApiDocs } = require('./api-docs/strip-api-docs-transformer');
/** The keys the host provides, written from its build (scripts/lib/host-provided-keys.mjs, ADR 0115). */
const HOST_PROVIDED_KEYS = new Set(require('./per-module-sharing/host-provided-keys.json'));
/** @param {string} key */
const hostProvidedKey = (key) => HOST_PROVIDED_KEYS.has(key);
/** The keys the remotes' first visits consume, written from their builds (scripts/lib/remote-first-visit-keys.mjs, ADR 0119). */
const REMOTE_FIRST_VISIT_KEYS = new Set(require('./per-module-sharing/remote-first-visit-keys.json'));
/** @param {string} key */
const remoteFirstVisitKey = (key) => REMOTE_FIRST_VISIT_KEYS.has(key);
/**
 * First-visit keys whose code, when the shell does not run it, loads in a file of its own beside antd's part of the
 * shell, with the remote pages that draw it: the date picker and the form (the filter bars of the lookups, reports and
 * dashboards), which support's lists and the CRM area do not draw (ADR 0115 "Session 59", measured by the pages bench's
 * coverage). Every other first-visit key stays in the part: each landing page draws antd's Table and Select, and a file
 * of their own only cost a request and brotli's shared window (the part split five ways weighed 6.7 % more).
 */
const APART_FROM_SHELL_PART = new Set(['antd/es/date-picker/index.js', 'antd/es/form/index.js']);
/** @param {string} key */
const apartFromShellPart = (key) => APART_FROM_SHELL_PART.has(key);
const { BACKEND_PATHS, backendUrl, devRemotesManifest } = require('./dev-servers');

/**
 * Remote names may contain '-', container names must be identifiers (they become globals).
 * @param {string} name
 */
function federationName(name) {
  return name.replace(/[^A-Za-z0-9_$]/g, '_');
}

/**
 * Entry chunks are named [name].[contenthash].js. The federation runtime module asks for the entry's
 * file name before content hashes exist (only to learn its folder); it then gets the same name
 * without the hash instead of a build error ("[contenthash] not implemented in this context").
 * @param {any} pathData
 */
function entryFilename(pathData) {
  const hashed = pathData && pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return hashed ? '[name].[contenthash].js' : '[name].js';
}

/**
 * The ES module build of Module Federation's runtime core, the copy the host's federation runtime bundles (its
 * `import` condition); the host's plugin that hands it to the remotes imports this one (ADR 0048 session 13).
 */
function federationRuntimeCoreModule() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const tools = path.dirname(require.resolve('@module-federation/runtime-tools', { paths: [enhanced] }));
  const core = require.resolve('@module-federation/runtime-core', { paths: [tools] });
  return path.join(path.dirname(core), 'index.js');
}
/** The host's runtime plugin that hands its runtime core to the remotes. */
/** The chart library's packages that import lodash's functions by name from lodash's main file. */
const CHART_LIBRARY_LODASH_USERS = /[\\/]node_modules[\\/]@ant-design[\\/](?:plots|charts-util)[\\/]/;
const PROVIDE_RUNTIME_CORE_PLUGIN = path.join(__dirname, 'shared-modules', 'provide-runtime-core.js');

/**
 * The host provides the module-by-module shared packages (antd, @rc-component, @portal/ui files); a remote only
 * consumes them, with its own copy as the fallback (ADR 0048, session 11). Registering ~1 400 provided modules
 * made each remote's entry script 50 to 100 KB gzip (three tables of them: the registrations, the init options,
 * the consumes), downloaded on every first visit. What a remote needs and the host provides comes from the host,
 * so every module the host's tree holds (ConfigProvider's and the theme's contexts, App, Form) is still one
 * instance; a module no app provides is loaded from the remote's own files, one copy per remote that uses it
 * (remote trees never nest, so no context of such a module crosses from one remote into another).
 * Packages shared whole (React, antd's barrel key, cssinjs, @portal/*) are provided by every app as before.
 * @param {Record<string, any>} shared
 * @param {boolean} isHost
 */
function splitSharedForApp(shared, isHost) {
  /** @type {Record<string, any>} */
  const provided = {};
  /** @type {Record<string, any>} */
  const consumedOnly = {};
  for (const [key, config] of Object.entries(shared)) {
    const perModule = key.endsWith('/') || key.startsWith('@rc-component/');
    // A consume has no version of its own (the provider's is used); the rest of the entry applies as is.
    if (!isHost && perModule) consumedOnly[key] = Object.fromEntries(Object.entries(config).filter(([name]) => name !== 'version'));
    else provided[key] = config;
  }
  return { provided, consumedOnly };
}

/** @param {boolean} production */
function useCache(production) {
  const setting = process.env.PORTAL_WEBPACK_CACHE;
  if (setting === 'false') return false;
  return setting === 'true' || !production;
}

/** @param {string} title */
const HTML_TEMPLATE = (title) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * @param {import('./index').AppWebpackOptions} options
 * @param {{ mode?: string }} [argv] webpack-cli's argv (its --mode wins)
 * @returns {import('webpack').Configuration & { devServer?: Record<string, unknown> }}
 */
function createAppWebpackConfig(options, argv = {}) {
  const { name, kind, dir, port, exposes, devEntry, pages = [], title = 'Portal' } = options;
  const mode = argv.mode || options.mode || process.env.NODE_ENV || 'production';
  const production = mode === 'production';
  const isHost = kind === 'host';
  // The dev entry (a remote running alone) exists only in development builds.
  const withDevEntry = !isHost && !production && Boolean(devEntry);
  const servesPages = isHost || withDevEntry;

  /** @type {Record<string, string>} */
  const entry = {};
  if (isHost) entry.main = options.entry || './src/index.ts';
  if (withDevEntry && devEntry) entry.dev = devEntry;
  for (const page of pages) if (!page.standalone) entry[page.name] = page.entry;

  // antd and @rc-component shared module by module (ADR 0048, the default since session 11): each page loads the antd
  // components it uses, and npm code goes in files grouped by the code that needs it. PORTAL_PER_MODULE_SHARING=0
  // builds the old way (antd shared whole) so that the bench can compare both; every app must be built the same way.
  const perModuleSharing = process.env.PORTAL_PER_MODULE_SHARING !== '0';
  // A remote keeps the fallbacks of what the host provides in their folders' files and merges the rest of its npm code
  // per set of roots (ADR 0115); the host keeps every shared module in its folder's file (remotes load them from it) and
  // puts its own code that the start loads in one file; its antd part carries what the shell runs and what the remotes'
  // first visits consume, not what only the kit's barrel reaches (ADR 0119).
  const npmGroups = perModuleSharing ? npmChunkGroups(isHost ? { mergeStartCode: true, keepInStartParts: remoteFirstVisitKey, apartFromStartParts: apartFromShellPart } : { keepApart: hostProvidedKey, activeOnly: true }) : null;
  // A remote's production page that opens without the host gets the runtime core as a script of its own (ADR 0115).
  const runtimeCoreScript = !isHost && production && pages.some((page) => !page.standalone);
  const { provided: shared, consumedOnly } = splitSharedForApp(sharedDependencies(dir, { perModuleSharing }), isHost);
  /** @type {import('webpack').WebpackPluginInstance[]} */
  const plugins = [
    ...(npmGroups ? [npmGroups.plugin] : []),
    new ModuleFederationPlugin({
      name: federationName(name),
      ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: exposes || {} }),
      // Remotes are registered at run time from /remotes.json (contract 2).
      remotes: {},
      shared,
      shareStrategy: 'loaded-first',
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      // Every app runs in the browser: the runtime's Node.js script loading is left out (ADR 0048, session 13).
      // The host hands its runtime core to the remotes; a remote's production entry takes it instead of bundling its
      // own (~17 KB gzip per remote entry). Kept by a remote's development build (it also runs alone); a remote's page
      // that opens without the host (reports-settings' Data Analytics window) loads its own as a script beside it.
      experiments: { optimization: { target: 'web' }, ...(!isHost && production ? { externalRuntime: true } : {}) },
      ...(isHost ? { runtimePlugins: [PROVIDE_RUNTIME_CORE_PLUGIN] } : {}),
    }),
    ...(Object.keys(consumedOnly).length ? [new ConsumeOnlyPlugin({ consumes: consumedOnly })] : []),
    // antd and @rc-component shared module by module: one key per file in every build (ADR 0048).
    ...(perModuleSharing ? [new CanonicalRequestsPlugin({ packages: isPerModuleSharedPackage })] : []),
    // The entry's share tables as data, webpack's dead sharing runtime dropped (ADR 0048, session 12); a remote's
    // production entry keeps the rows its own code needs, those of its copies of what the host provides in a file
    // loaded when a chunk first needs them (ADR 0140).
    new CompactShareTablesPlugin({ splitRemoteEntry: !isHost && production, hostProvided: hostProvidedKey }),
    // A remote's own page, without the host that hands the runtime core to its entries, loads the core as a script of its own.
    ...(runtimeCoreScript
      ? [new FederationRuntimeCoreScriptPlugin({ coreModule: federationRuntimeCoreModule(), pages: pages.filter((page) => !page.standalone).map((page) => page.filename) })]
      : []),
    // The chart library's image export (html2canvas) loads when a chart is first exported, not with the chart (ADR 0115).
    new OnDemandHtml2CanvasPlugin(),
    // The chart library's G2 with its core library only: the portal's pie, line, bar and combo charts (ADR 0115).
    new G2CoreLibraryPlugin(),
    // formik's clone, cloneDeep, toPath and isPlainObject without lodash's generic copier (ADR 0115, session 62).
    formikLodashPlugin(),
    new webpack.DefinePlugin({
      'process.env.PORTAL_DEV_MODE': JSON.stringify(process.env.PORTAL_DEV_MODE || ''),
      'process.env.PORTAL_DEV_USER': JSON.stringify(process.env.PORTAL_DEV_USER || ''),
    }),
  ];

  if (isHost) {
    plugins.push(new HtmlWebpackPlugin({ filename: 'index.html', chunks: ['main'], templateContent: HTML_TEMPLATE(title), publicPath: '/' }));
  }
  if (withDevEntry) {
    // Absolute script URLs: deep links like /crm/tasks fall back to index.html and must still find dev.js.
    plugins.push(new HtmlWebpackPlugin({ filename: 'index.html', chunks: ['dev'], templateContent: HTML_TEMPLATE(`${title} (dev)`), publicPath: '/' }));
    // msw's service worker must be served from the dev origin's root.
    plugins.push(new CopyWebpackPlugin({ patterns: [{ from: require.resolve('msw/mockServiceWorker.js', { paths: [dir] }), to: 'mockServiceWorker.js' }] }));
  }
  for (const page of pages) {
    if (page.standalone) {
      // Its script outside the module graph, without the federation runtime every entry carries (ADR 0135).
      const html = HTML_TEMPLATE(page.title || title);
      plugins.push(new StandalonePagePlugin({ script: path.resolve(dir, page.entry), filename: page.filename, html: (src) => html.replace('</head>', `  <script defer src="${src}"></script>\n  </head>`) }));
      continue;
    }
    // A remote's page sits beside its scripts under /remotes/<name>/ (or its dev server's root): relative script URLs.
    plugins.push(new HtmlWebpackPlugin({ filename: page.filename, chunks: [page.name], templateContent: page.template || HTML_TEMPLATE(page.title || title), publicPath: isHost ? '/' : 'auto' }));
  }

  // gzip and brotli copies of the text assets (ADR 0031); `npm start` writes the brotli ones after the portal answers (ADR 0121).
  if (production) plugins.push(...precompressionPlugins());
  // The shell's start-up JavaScript, for the budget guard of `npm test` (scripts/lib/shell-budget.mjs).
  if (production && isHost) plugins.push(new InitialAssetsPlugin({ entry: 'main' }));
  // Where each shared module lives, so that a remote's first visit can be weighed from the builds (shell-budget.mjs).
  if (production) plugins.push(new ShareGraphPlugin());

  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'web',
    // Persistent cache: rebuilds reuse parsed modules and minified output (a remote: ~10 s cold, ~4.5 s
    // warm) but writing it costs ~40% more CPU on a cold build. On by default for the dev servers,
    // opt-in for production builds (PORTAL_WEBPACK_CACHE=true); PORTAL_WEBPACK_CACHE=false turns it off.
    cache: useCache(production)
      ? {
          type: 'filesystem',
          name: `${federationName(name)}-${production ? 'production' : 'development'}`,
          cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
          buildDependencies: { config: [__filename, path.join(__dirname, 'shared-dependencies.js'), path.join(__dirname, 'precompression.js'), `${path.join(__dirname, 'per-module-sharing')}${path.sep}`, path.join(__dirname, 'dev-servers.js'), `${path.join(__dirname, 'on-demand')}${path.sep}`, path.join(dir, 'webpack.config.js')] },
        }
      : false,
    output: {
      path: path.join(dir, 'dist'),
      filename: entryFilename,
      // Eight hex digits of the content hash (32 bits) tell a file's versions apart; the runtime's map of every lazy
      // file is in the start (main.js), where the default twenty cost 0.6 KB gzip (ADR 0115 "Session 40").
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: isHost ? '/' : 'auto',
      uniqueName: federationName(name),
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      // The portal's react-router and react-i18next modules (ADR 0048 session 12, ADR 0115 session 56): the requests
      // the antd-imports loader writes.
      alias: {
        ...(perModuleSharing ? Object.fromEntries(SLIM_MODULES.map(({ shareKey, module }) => [`${shareKey}$`, module])) : {}),
        ...(isHost ? { '@module-federation/runtime-core$': federationRuntimeCoreModule() } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          // Workspace packages are TypeScript source reached through symlinks (real paths outside node_modules).
          exclude: /node_modules/,
          use: [
            // After ts-loader (loaders run last to first): `import { Button } from 'antd'` -> antd/es/button (ADR 0048).
            ...(perModuleSharing ? [{ loader: require.resolve('./per-module-sharing/antd-imports-loader') }] : []),
            {
              loader: require.resolve('ts-loader'),
              options: {
                transpileOnly: true,
                configFile: path.join(dir, 'tsconfig.json'),
                compilerOptions: { noEmit: false, sourceMap: !production, module: 'esnext', jsx: 'react-jsx' },
                // The contracts' API documentation stays with the backend's OpenAPI document (ADR 0115 "Session 63").
                getCustomTransformers: () => ({ before: [stripApiDocs] }),
              },
            },
          ],
        },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        // Those modules live in @portal/mf-config, which depends on neither library: they import the app's own.
        ...(perModuleSharing ? SLIM_MODULES.map(({ module }) => ({ test: module, resolve: { modules: [path.join(dir, 'node_modules'), 'node_modules'] } })) : []),
        // antd's and @rc-component's own imports of @rc-component barrels, file by file (ADR 0048, session 11), after
        // (loaders run last to first) antd's Button and Tag styles take `isBright` without ColorPicker's presets and
        // their Collapse (ADR 0115, session 39), and the host's Table filter dropdown and Dropdown ask for antd's Tree
        // and Menu when they draw one (sessions 40 and 60: the host provides them; in a remote's build the lazy ones
        // would only split the first visit's files by more roots, for fallbacks the remote does not load beside the host).
        ...(perModuleSharing
          ? [{
              test: /\.js$/,
              include: /[\\/]node_modules[\\/](antd|@rc-component)[\\/]/,
              use: [
                { loader: require.resolve('./per-module-sharing/rc-barrel-imports-loader') },
                { loader: require.resolve('./per-module-sharing/antd-is-bright-loader') },
                // The host's App takes antd's message and notification hooks from its own lazy ones (ADR 0115, session 61).
                ...(isHost ? [{ loader: require.resolve('./per-module-sharing/antd-lazy-imports-loader'), options: { feedbackHooks: path.join(dir, 'src', 'features', 'theme', 'lazy-feedback-hook.tsx') } }] : []),
              ],
            }]
          : []),
        // The chart library takes lodash's functions file by file, not lodash whole (ADR 0115, session 58).
        { test: /\.js$/, include: CHART_LIBRARY_LODASH_USERS, use: [{ loader: require.resolve('./on-demand/lodash-per-method-loader') }] },
        // The portal's own sheets without their comments and layout whitespace in a production build (loaders run last to first).
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader'), ...(production ? [require.resolve('./css-minify-loader')] : [])] },
      ],
    },
    plugins,
    optimization: production
      ? {
          minimize: true,
          // swc is about 3x faster than terser here (docs/team-brief.md).
          minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: { passes: 1 } } })],
          ...(npmGroups ? { splitChunks: npmGroups.splitChunks } : {}),
        }
      : { minimize: false, ...(npmGroups ? { splitChunks: npmGroups.splitChunks } : {}) },
    performance: { hints: false },
    stats: production ? 'summary' : 'minimal',
    devServer: {
      port,
      historyApiFallback: servesPages,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      // The host (another origin in development) loads remote manifests and chunks.
      headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
      proxy: servesPages ? [{ context: BACKEND_PATHS, target: backendUrl(), changeOrigin: false, ws: false }] : [],
      /** @type {(middlewares: unknown[], devServer: { app?: { get(path: string, handler: (req: unknown, res: { json(body: unknown): void }) => void): void } }) => unknown[]} */
      setupMiddlewares: (middlewares, devServer) => {
        if (isHost && devServer.app) {
          // The one-machine backend serves /remotes.json from deploy/; in development it lists the remotes' dev servers.
          devServer.app.get('/remotes.json', (_req, res) => {
            res.json(devRemotesManifest());
          });
        }
        return middlewares;
      },
    },
  };
}

module.exports = { createAppWebpackConfig, federationName, federationRuntimeCoreModule };
