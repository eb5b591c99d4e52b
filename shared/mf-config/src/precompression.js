// @ts-check
'use strict';
/**
 * Brotli and gzip copies of every text asset, so that whoever serves dist/ (the backend's static files with
 * `preCompressed`, nginx's gzip_static / brotli_static) sends compressed bytes without compressing per request
 * (ADR 0031). Both at their highest level: the cost is paid once per build.
 *
 * Brotli at its highest level is the costly half (about 3 CPU seconds per app, 20 in all; gzip -9 is under one in all).
 * `npm start` builds with PORTAL_PRECOMPRESS=gzip and writes the brotli copies right after the portal answers
 * (`precompressFolder`, scripts/lib/precompress.mjs), with the same settings, so the files end the same as a full
 * build's (ADR 0121); until then the backend sends the gzip copies.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

/** Which assets get compressed copies, and when a copy is kept (compression-webpack-plugin's options). */
const PRECOMPRESSION = Object.freeze({
  test: /\.(js|css|html|json|svg|txt|map)$/,
  /** Assets smaller than this (bytes) get no copy. */
  threshold: 256,
  /** A copy is kept only when compressed size / original size is at most this. */
  minRatio: 0.9,
  gzipLevel: 9,
  brotliQuality: zlib.constants.BROTLI_MAX_QUALITY,
});

const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PRECOMPRESSION.brotliQuality } };

/**
 * Which copies the production build writes: PORTAL_PRECOMPRESS=gzip (npm start: brotli after the portal answers),
 * =none (no copies), anything else both.
 * @returns {{ gzip: boolean, brotli: boolean }}
 */
function precompressionInBuild() {
  const setting = process.env.PORTAL_PRECOMPRESS;
  if (setting === 'none') return { gzip: false, brotli: false };
  if (setting === 'gzip') return { gzip: true, brotli: false };
  return { gzip: true, brotli: true };
}

/**
 * The build's compression plugins.
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function precompressionPlugins() {
  const CompressionPlugin = require('compression-webpack-plugin');
  const { gzip, brotli } = precompressionInBuild();
  const { test, threshold, minRatio } = PRECOMPRESSION;
  return [
    ...(gzip ? [new CompressionPlugin({ test, algorithm: 'gzip', compressionOptions: { level: PRECOMPRESSION.gzipLevel }, threshold, minRatio, filename: '[path][base].gz' })] : []),
    ...(brotli
      ? [new CompressionPlugin({
          test, algorithm: 'brotliCompress', filename: '[path][base].br', threshold, minRatio,
          compressionOptions: /** @type {import('node:zlib').ZlibOptions} */ (/** @type {unknown} */ (BROTLI_OPTIONS)),
        })]
      : []),
  ];
}

const brotliCompress = promisify(zlib.brotliCompress);

/**
 * Writes the brotli copies a full build writes, for a dist/ built with PORTAL_PRECOMPRESS=gzip: every file of dist/ is
 * one of the build's assets (`output.clean`), so the plugin's rule applies as is: each file whose name matches `test`
 * and of at least `threshold` bytes, its copy kept when at most `minRatio` of the original.
 * One file at a time (zlib's thread pool): the other core stays free for the portal. Returns what it did.
 * @param {string} dist
 * @param {{ signal?: AbortSignal }} [options]
 * @returns {Promise<{ files: number, written: number, bytesIn: number, bytesOut: number }>}
 */
async function precompressFolder(dist, { signal } = {}) {
  const result = { files: 0, written: 0, bytesIn: 0, bytesOut: 0 };
  for (const name of listFiles(dist)) {
    if (signal?.aborted) break;
    if (!PRECOMPRESSION.test.test(name)) continue;
    const file = path.join(dist, name);
    const input = fs.readFileSync(file);
    if (input.length < PRECOMPRESSION.threshold) continue;
    result.files++;
    const output = await brotliCompress(input, BROTLI_OPTIONS);
    if (output.length / input.length > PRECOMPRESSION.minRatio) continue;
    fs.writeFileSync(`${file}.br`, output);
    result.written++;
    result.bytesIn += input.length;
    result.bytesOut += output.length;
  }
  return result;
}

/**
 * Files under `dir`, relative, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return /** @type {string[]} */ (fs.readdirSync(dir, { recursive: true })).filter((name) => fs.statSync(path.join(dir, name)).isFile()).sort();
}

module.exports = { PRECOMPRESSION, precompressionInBuild, precompressionPlugins, precompressFolder };
