// @ts-check
'use strict';
/**
 * Writes `initial-js.json` into a production build: the JavaScript files an entry loads before it can
 * render, worked out from webpack's own chunk graph, so that a budget can be checked without a browser
 * (issue 14's guard, ADR 0031). Starting at the entry's chunks it follows
 * - the entry's direct dynamic imports (the async boundary `import('./bootstrap')`), not the lazy blocks of
 *   the shared modules it provides (their code loads only when a consumer asks for it), and
 * - every shared module a loaded chunk consumes (Module Federation loads those before the chunk runs),
 *   recursively, since a shared package (antd) consumes others (react, @ant-design/cssinjs);
 * and never ordinary lazy imports below the bootstrap (routes, panels loaded on demand).
 * It also lists the start's parts (`parts`): the chunk groups named `start-...` (the shell's antd part, ADR 0062),
 * which the app asks for as soon as it starts but draws its first frame without, with what they consume.
 */
const webpack = require('webpack');

const { CONSUME_SHARED_TYPE, PROVIDE_SHARED_TYPE, blockChunks } = require('./chunk-graph');

class InitialAssetsPlugin {
  /** @param {{ entry: string; fileName?: string }} options */
  constructor(options) {
    this.entry = options.entry;
    this.fileName = options.fileName || 'initial-js.json';
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InitialAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'InitialAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entrypoint = compilation.entrypoints.get(this.entry);
          if (!entrypoint) return;
          const { chunkGraph } = compilation;
          /**
           * The chunks `roots` lead to, following consumed shared modules; `skip`: chunks already counted.
           * @param {import('webpack').Chunk[]} roots
           * @param {Set<import('webpack').Chunk>} skip
           */
          const reach = (roots, skip = new Set()) => {
            /** @type {Set<import('webpack').Chunk>} */
            const seen = new Set();
            const queue = [...roots];
            for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
              if (seen.has(chunk) || skip.has(chunk)) continue;
              seen.add(chunk);
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.type === CONSUME_SHARED_TYPE) queue.push(...blockChunks(module, chunkGraph));
              }
            }
            return seen;
          };
          /** @param {Set<import('webpack').Chunk>} chunks */
          const describe = (chunks) => ({
            files: [...new Set([...chunks].flatMap((chunk) => [...chunk.files]).filter((f) => f.endsWith('.js')))].sort(),
            // The chunk ids too (a chunk of consume modules alone has no file but still resolves shared modules).
            chunks: [...chunks].map((chunk) => String(chunk.id)).sort(),
          });
          /** @type {import('webpack').Chunk[]} */
          const queue = [...entrypoint.chunks];
          // The entry's own dynamic imports (the async boundary), not the blocks of provided shared modules.
          for (const chunk of entrypoint.chunks) {
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type !== PROVIDE_SHARED_TYPE) queue.push(...blockChunks(module, chunkGraph));
            }
          }
          const seen = reach(queue);
          /** @type {Record<string, { files: string[]; chunks: string[] }>} */
          const parts = {};
          for (const group of compilation.chunkGroups) {
            if (typeof group.name !== 'string' || !group.name.startsWith('start-')) continue;
            parts[group.name] = describe(reach([...group.chunks], seen));
          }
          const { files: unique, chunks } = describe(seen);
          const json = JSON.stringify({ entry: this.entry, files: unique, chunks, parts }, null, 2);
          compilation.emitAsset(this.fileName, new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { InitialAssetsPlugin };
