// @ts-check
'use strict';
/** What the build plugins that read webpack's chunk graph share (initial-assets-plugin, share-graph-plugin). */

/** Module types Module Federation gives a consumed and a provided shared module. */
const CONSUME_SHARED_TYPE = 'consume-shared-module';
// A provided shared module sits in the entry chunk with a lazy block to its code; that code loads only when some
// consumer asks the share scope for it, so the block is not part of the start (ADR 0048).
const PROVIDE_SHARED_TYPE = 'provide-module';

/**
 * Chunks of every chunk group an async block of `module` leads to.
 * @param {import('webpack').Module} module
 * @param {import('webpack').ChunkGraph} chunkGraph
 * @returns {import('webpack').Chunk[]}
 */
function blockChunks(module, chunkGraph) {
  const chunks = [];
  for (const block of module.blocks) {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (group) chunks.push(...group.chunks);
  }
  return chunks;
}

module.exports = { CONSUME_SHARED_TYPE, PROVIDE_SHARED_TYPE, blockChunks };
