// @ts-check
'use strict';
/**
 * Module Federation names a shared module after the request that reached it: antd's own
 * `import ... from '../config-provider'` and an app's `antd/es/config-provider/index.js` would be two share keys
 * for one file, and two keys mean two instances of antd's contexts across host and remotes. This plugin writes
 * every request made from inside a per-module shared package (antd, @rc-component/*) with the exact file it
 * resolves to ('../config-provider/index.js'), before Module Federation looks at it, so that every build
 * derives the same key for the same file (ADR 0048).
 */
const fs = require('node:fs');
const path = require('node:path');

/** @type {Map<string, string | null>} */
const fileCache = new Map();

/** @param {string} p @returns {boolean} */
function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/**
 * The suffix that makes `absolute` name a file ('' when it already does, '.js', '/index.js'), or null.
 * @param {string} absolute
 */
function fileSuffix(absolute) {
  const known = fileCache.get(absolute);
  if (known !== undefined) return known;
  const suffix = ['', '.js', '/index.js'].find((s) => isFile(absolute + s));
  const result = suffix === undefined ? null : suffix;
  fileCache.set(absolute, result);
  return result;
}

/** @param {string} request */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] || '';
}

/** @type {Map<string, boolean>} */
const exportsCache = new Map();
/** @param {string} packageDir whether the package restricts deep imports with an `exports` map */
function hasExportsMap(packageDir) {
  const known = exportsCache.get(packageDir);
  if (known !== undefined) return known;
  let result;
  try {
    result = Boolean(JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).exports);
  } catch {
    // Unreadable manifest: treat it as restricted, so its deep requests are left as written.
    result = true;
  }
  exportsCache.set(packageDir, result);
  return result;
}

/** The folder of package `name` as Node would find it from `context`, or undefined. @param {string} name @param {string} context */
function packageDirFrom(name, context) {
  for (let dir = context; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

class CanonicalRequestsPlugin {
  /** @param {{ packages: (name: string) => boolean }} options which packages are shared module by module */
  constructor(options) {
    this.isPerModulePackage = options.packages;
  }

  /** The package a file belongs to, when it sits in node_modules. @param {string} file */
  packageOfFile(file) {
    const index = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
    if (index < 0) return undefined;
    return packageNameOf(file.slice(index + 14).split(path.sep).join('/'));
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('CanonicalRequestsPlugin', (factory) => {
      // stage -100: before Module Federation's factorize hook reads the request.
      factory.hooks.beforeResolve.tap({ name: 'CanonicalRequestsPlugin', stage: -100 }, (data) => {
        const { request, context } = data;
        if (!request || !context || request.includes('!') || request.includes('?')) return;
        if (request.startsWith('./') || request.startsWith('../')) {
          const owner = this.packageOfFile(path.join(context, 'x'));
          if (!owner || !this.isPerModulePackage(owner)) return;
          const suffix = fileSuffix(path.join(context, request));
          if (suffix) data.request = request + suffix;
          return;
        }
        if (request.startsWith('.') || path.isAbsolute(request)) return;
        const name = packageNameOf(request);
        if (request === name || !this.isPerModulePackage(name)) return;
        const dir = packageDirFrom(name, context);
        if (!dir || hasExportsMap(dir)) return;
        const suffix = fileSuffix(path.join(dir, request.slice(name.length + 1)));
        if (suffix) data.request = request + suffix;
      });
    });
  }
}

module.exports = { CanonicalRequestsPlugin };
