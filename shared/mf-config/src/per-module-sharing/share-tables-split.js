// @ts-check
'use strict';
/**
 * A remote entry's share tables in two parts (ADR 0140): what the remote's own code consumes, written in the entry, and
 * what only its fallbacks consume, in a file of its own that the entry's runtime loads the first time a chunk needs it.
 *
 * With antd shared module by module, a remote's copy of each antd module it uses (the fallback, loaded only when the
 * host does not provide the key) consumes antd's internals in turn: transactions' entry listed 825 shared keys, 16 KB
 * of its 24 KB as transferred, of which its own code consumes 42. The entry keeps what it provides, every consume of a
 * chunk its own code loads (its entry's, its exposed modules', their lazy imports': any chunk reached without going
 * through the fallback of a key the host provides), its initial consumes and the consumes of a key it provides (the row stays beside the
 * provider's); the rest holds the others, with their chunk owners. `keep` lists the chunks whose loading never needs
 * the rest: any other chunk waits for it before its consumes are installed. While the host provides what the remotes
 * consume, no page loads the rest. Pure functions: the webpack glue is in compact-share-tables-plugin.js.
 */

/** @typedef {string | number} Id */
/** @typedef {import('./share-tables-encoding').ShareOption} ShareOption */
/** @typedef {import('./share-tables-encoding').ConsumeEntry} ConsumeEntry */
/** @typedef {{ options: ShareOption[]; consumes: Array<[Id, ConsumeEntry]>; chunkMapping: Array<[string, Id[]]> }} Tables */

/**
 * @param {Tables} tables the entry's tables, as gatherTables reads them
 * @param {{ ownChunks: Iterable<Id>; allChunks: Iterable<Id> }} chunks the chunks the remote's own code loads; every
 *   chunk the entry's runtime can load
 * @returns {{ first: Tables; rest: Tables; keep: Id[] } | undefined} undefined when nothing would be left for the rest
 */
function splitShareTables({ options, consumes, chunkMapping }, { ownChunks, allChunks }) {
  const first = new Set([...ownChunks].map(String));
  const provided = new Set(options.map((option) => option.name));
  /** @type {Set<string>} */
  const firstIds = new Set();
  /** @type {Set<string>} */
  const owned = new Set();
  for (const [chunk, ids] of chunkMapping) {
    for (const id of ids) {
      owned.add(String(id));
      if (first.has(String(chunk))) firstIds.add(String(id));
    }
  }
  for (const [id, entry] of consumes) {
    // No owner: the entry's initial consumes, installed as it starts.
    if (!owned.has(String(id)) || provided.has(entry.shareOption.shareKey)) firstIds.add(String(id));
  }
  const isFirst = (/** @type {Id} */ id) => firstIds.has(String(id));
  const restConsumes = consumes.filter(([id]) => !isFirst(id));
  if (!restConsumes.length) return undefined;

  /** @param {(id: Id) => boolean} wanted */
  const mappingOf = (wanted) => chunkMapping
    .map(([chunk, ids]) => /** @type {[string, Id[]]} */ ([chunk, ids.filter(wanted)]))
    .filter(([, ids]) => ids.length > 0);
  const restMapping = mappingOf((id) => !isFirst(id));
  const needsRest = new Set(restMapping.map(([chunk]) => chunk));
  const keep = [...new Set([...allChunks].map(String))]
    .filter((chunk) => !needsRest.has(chunk))
    // Numeric chunk ids as numbers (no quotes in the entry), in order.
    .map((chunk) => (String(Number(chunk)) === chunk ? Number(chunk) : chunk))
    .sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true }));
  return {
    first: { options, consumes: consumes.filter(([id]) => isFirst(id)), chunkMapping: mappingOf(isFirst) },
    rest: { options: [], consumes: restConsumes, chunkMapping: restMapping },
    keep,
  };
}

/**
 * What the entry's runtime does with the rest's tables once loaded (ES5, `t` the first part's { c, m }, `r` the rest's):
 * its consumes join the consume table, its chunks' consumes the chunk mapping (after the first part's, without doubles),
 * and the library's consume options are read again (it adds what its handler map lacks). The build-time check runs the
 * same code to prove that both parts together are webpack's tables.
 */
const MERGE_REST = 'function(t,r){Object.keys(r.c).forEach(function(i){t.c[i]=r.c[i]});Object.keys(r.m).forEach(function(k){var l=t.m[k]=t.m[k]||[];r.m[k].forEach(function(i){l.indexOf(i)<0&&l.push(i)})});return t}';

module.exports = { splitShareTables, MERGE_REST };
