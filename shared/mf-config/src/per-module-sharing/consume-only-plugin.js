// @ts-check
'use strict';
/**
 * Consumes shared modules without providing them (a remote's side of antd, @rc-component and @portal/ui shared
 * module by module, ADR 0048 session 11). Module Federation's `shared` option always does both; its
 * ConsumeSharedPlugin alone consumes only, but each instance adds its own copy of the two sharing runtime modules,
 * and the consume runtime lists every consumed module of the build: a second instance would put the whole consume
 * table (~17 KB gzip for a small remote) in the entry twice. So the second instance's runtime modules are dropped
 * when a chunk already has one of the same kind (they are generated from the whole chunk graph, not from the
 * instance that added them, so the first one serves both).
 */
const { ConsumeSharedPlugin } = require('@module-federation/enhanced');

const SHARING_RUNTIME_MODULES = new Set(['ConsumeSharedRuntimeModule', 'ShareRuntimeModule']);

class ConsumeOnlyPlugin {
  /** @param {{ consumes: Record<string, object> }} options */
  constructor(options) {
    this.consumes = options.consumes;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    new ConsumeSharedPlugin({ shareScope: 'default', consumes: /** @type {any} */ (this.consumes) }).apply(compiler);
    this.applyDedupe(compiler);
  }

  /** @param {import('webpack').Compiler} compiler */
  applyDedupe(compiler) {
    compiler.hooks.thisCompilation.tap('ConsumeOnlyPlugin', (compilation) => {
      /** @type {WeakMap<import('webpack').Chunk, Set<string>>} */
      const seen = new WeakMap();
      compilation.hooks.runtimeModule.tap('ConsumeOnlyPlugin', (module, chunk) => {
        const kind = module.constructor.name;
        if (!SHARING_RUNTIME_MODULES.has(kind)) return;
        let kinds = seen.get(chunk);
        if (!kinds) seen.set(chunk, (kinds = new Set()));
        if (!kinds.has(kind)) { kinds.add(kind); return; }
        compilation.chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
        compilation.modules.delete(module);
      });
    });
  }
}

module.exports = { ConsumeOnlyPlugin };
