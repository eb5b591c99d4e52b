// jest's runtime with a V8 code cache shared by the test files of one worker.
//
// Every test file gets a fresh module registry, so each one compiles React DOM, antd, msw and the portal's packages
// again from their (already transformed) source: 8 % of the unit step's time was V8 parsing the same files
// (`internalCompileFunction` in a CPU profile of the support remote's 100 tests, session 15). The first file that
// compiles a module keeps V8's code cache for it; the next files compile from that cache while the source is the
// same. Modules still run afresh in every file: only the parse is shared, never state.
const path = require('node:path');
const vm = require('node:vm');

/** jest-runtime as jest-runner loads it (pnpm keeps it out of the root node_modules). */
function jestRuntimePath() {
  const from = (name, dir) => path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] }));
  const jest = from('jest', __dirname);
  const core = from('@jest/core', jest);
  const runner = from('jest-runner', core);
  return require.resolve('jest-runtime', { paths: [runner] });
}

const runtimeModule = require(jestRuntimePath());
const Runtime = runtimeModule.default ?? runtimeModule;

/** filename -> the transformed source it was compiled from, and V8's cache for it. */
const codeCache = new Map();
let patched = false;

function withCodeCache(executorPrototype) {
  const compile = executorPrototype.compile;
  executorPrototype.compile = function compileWithCodeCache(scriptSource, filename) {
    const vmContext = this.environment.getVmContext();
    if (vmContext == null || this.resolution.isCoreModule(filename)) return compile.call(this, scriptSource, filename);
    const cached = codeCache.get(filename);
    const usable = cached !== undefined && cached.source === scriptSource;
    let fn;
    try {
      fn = vm.compileFunction(scriptSource, this.injectedModuleParameters, {
        filename,
        parsingContext: vmContext,
        cachedData: usable ? cached.data : undefined,
        produceCachedData: !usable,
        importModuleDynamically: (specifier, _fn, importAttributes, ...rest) =>
          this.dynamicImport(specifier, filename, vmContext, importAttributes, rest[0]),
      });
    } catch {
      // jest's own compile turns syntax errors into its messages (and ESM into its fallback).
      return compile.call(this, scriptSource, filename);
    }
    if (!usable && fn.cachedData) codeCache.set(filename, { source: scriptSource, data: fn.cachedData });
    return fn;
  };
}

class CodeCachingRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    if (!patched && this.executor) {
      withCodeCache(Object.getPrototypeOf(this.executor));
      patched = true;
    }
  }
}

module.exports = CodeCachingRuntime;
module.exports.default = CodeCachingRuntime;
