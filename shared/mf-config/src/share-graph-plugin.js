// @ts-check
'use strict';
/**
 * Writes `share-graph.json` into a production build: which chunk files each shared module lives in (as this app
 * provides it, and as its own fallback), which shared modules each chunk consumes before it runs, and the chunks
 * of the entry and of each exposed module. With the host's and a remote's graphs side by side, what a remote's
 * first visit downloads can be worked out without a browser (scripts/lib/shell-budget.mjs, ADR 0048): the remote's
 * entry and exposed chunks, then for every shared module they consume that the shell has not loaded yet, the
 * provider's files (the host's, when the host provides the key: it registered first), recursively.
 */
const webpack = require('webpack');

const { CONSUME_SHARED_TYPE, PROVIDE_SHARED_TYPE, blockChunks } = require('./chunk-graph');

/**
 * Ids of the chunks of every chunk group the async blocks of `module` lead to.
 * @param {import('webpack').Module} module
 * @param {import('webpack').ChunkGraph} chunkGraph
 */
const blockChunkIds = (module, chunkGraph) => blockChunks(module, chunkGraph).map((chunk) => String(chunk.id));

class ShareGraphPlugin {
  /** @param {{ fileName?: string }} [options] */
  constructor(options = {}) {
    this.fileName = options.fileName || 'share-graph.json';
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShareGraphPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShareGraphPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        /** @type {Record<string, { files: string[]; consumes: string[] }>} */
        const chunks = {};
        /** @type {Record<string, string[]>} */
        const provides = {};
        /** @type {Record<string, string[]>} */
        const fallbacks = {};
        /** @type {Record<string, string[]>} */
        const exposes = {};
        for (const chunk of compilation.chunks) {
          /** @type {Set<string>} */
          const consumes = new Set();
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.type === CONSUME_SHARED_TYPE) {
              const key = /** @type {{ options: { shareKey: string } }} */ (/** @type {unknown} */ (module)).options.shareKey;
              consumes.add(key);
              fallbacks[key] = blockChunkIds(module, chunkGraph);
            } else if (module.type === PROVIDE_SHARED_TYPE) {
              provides[/** @type {{ _name: string }} */ (/** @type {unknown} */ (module))._name] = blockChunkIds(module, chunkGraph);
            } else if (module.constructor.name === 'ContainerEntryModule') {
              for (const block of module.blocks) {
                const group = chunkGraph.getBlockChunkGroup(block);
                const dep = /** @type {{ exposedName?: string } | undefined} */ (block.dependencies[0]);
                if (group && dep && dep.exposedName) exposes[dep.exposedName] = group.chunks.map((c) => String(c.id));
              }
            }
          }
          chunks[String(chunk.id)] = { files: [...chunk.files].filter((f) => f.endsWith('.js')), consumes: [...consumes].sort() };
        }
        /** @type {Record<string, string[]>} */
        const entries = {};
        for (const [name, entrypoint] of compilation.entrypoints) entries[name] = entrypoint.chunks.map((c) => String(c.id));
        // PORTAL_SHARE_GRAPH_MODULES=1: also each module id's name, to weigh a file's parts when deciding what to move.
        /** @type {Record<string, string>} */
        const modules = {};
        if (process.env.PORTAL_SHARE_GRAPH_MODULES === '1') {
          for (const module of compilation.modules) {
            const id = chunkGraph.getModuleId(module);
            if (id !== null && id !== undefined) modules[String(id)] = module.readableIdentifier(compilation.requestShortener);
          }
        }
        const json = JSON.stringify({ entries, exposes, chunks, provides, fallbacks, ...(Object.keys(modules).length ? { modules } : {}) });
        compilation.emitAsset(this.fileName, new webpack.sources.RawSource(json));
      });
    });
  }
}

module.exports = { ShareGraphPlugin };
