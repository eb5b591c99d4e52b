// jest's runtime, with each module's compiled code kept for the worker's next test files.
//
// jest gives every test file its own module registry and global object, and compiles every module it loads again
// for it (`vm.compileFunction` with a dynamic-import callback per module, which V8 does not cache). V8 compiles a
// function's body on its first call, so each file also paid again for the bytecode of every React, react-dom, antd
// and testing-library function its renders ran. Here a module's code is compiled once per worker as a `vm.Script`
// and bound to each file's global object (`runInContext`): its functions are new closures over that file's globals,
// as before, so nothing a module keeps in its variables is shared, but their bytecode, which V8 keeps with the
// script, is compiled once.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const jestRuntimeDir = path.dirname(require.resolve('jest-runtime/package.json', { paths: [path.dirname(require.resolve('jest/package.json'))] }));
const Runtime = require(jestRuntimeDir).default;

/** Compiled scripts of this worker, by the runtime's parameter names and the module's file. */
const scripts = new Map();
/** The file each script compiled (for the dynamic-import callback, which V8 hands the script). */
const filenames = new WeakMap();
/** The module executor of the test file this worker runs now (a worker runs one file at a time). */
let current;
/** Per module file: how often it was compiled and bound; kept only when PORTAL_JEST_SCRIPT_STATS names a file (its test). */
const statsFile = process.env.PORTAL_JEST_SCRIPT_STATS;
const stats = {};
const count = (filename, what) => {
  if (statsFile) (stats[filename] ??= { compiled: 0, bound: 0 })[what] += 1;
};

/** `import()` from a module's code: resolved by the running file's runtime, in its global object, as jest does. */
function importModuleDynamically(specifier, script, importAttributes, phase) {
  return current.dynamicImport(specifier, filenames.get(script), current.environment.getVmContext(), importAttributes, phase);
}

/** jest's compile (`executor.compile`), answered from the worker's scripts. */
function compileShared(executor, jestCompile, source, filename) {
  const vmContext = executor.environment.getVmContext();
  if (vmContext == null || executor.resolution.isCoreModule(filename)) return jestCompile(source, filename);
  current = executor;
  const parameters = executor.injectedModuleParameters.join(', ');
  const key = `${parameters}\0${filename}`;
  let entry = scripts.get(key);
  if (!entry || entry.source !== source) {
    let script;
    try {
      // The wrapper on a line of its own, counted as line 0: the module's lines keep their numbers in stacks.
      script = new vm.Script(`(function (${parameters}) {\n${source}\n})`, { filename, lineOffset: -1, importModuleDynamically });
    } catch {
      // A syntax error: jest's own compile reports it as jest does (ESM in a CommonJS file, the transform's hint).
      return jestCompile(source, filename);
    }
    count(filename, 'compiled');
    filenames.set(script, filename);
    entry = { source, script };
    scripts.set(key, entry);
  }
  count(filename, 'bound');
  return entry.script.runInContext(vmContext);
}

if (statsFile) process.on('exit', () => fs.writeFileSync(statsFile, JSON.stringify(stats)));

class SharedScriptRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    // jest 30 compiles in its module executor; were that to move, jest's own compile stays (slower, not wrong).
    const executor = this.executor;
    if (executor && typeof executor.compile === 'function' && Array.isArray(executor.injectedModuleParameters)) {
      const jestCompile = executor.compile.bind(executor);
      executor.compile = (source, filename) => compileShared(executor, jestCompile, source, filename);
    }
  }
}

module.exports = SharedScriptRuntime;
