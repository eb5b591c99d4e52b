// @ts-check
'use strict';
/**
 * Proof, at build time, that the compact share tables rebuild what webpack wrote (ADR 0048, session 13). Both sources
 * (the library's object literal and the compact expression) are evaluated with a recording `__webpack_require__` and
 * a synchronous `Promise`, and described as plain data: every field's value, `undefined` fields included, and each
 * getter by what calling it does (the chunks it loads, in order, whether it answers at once or through a promise, the
 * module its factory requires). The plugin uses the compact form of a table only when the two descriptions are equal.
 */

/**
 * A synchronous stand-in for a promise: `then` runs at once. Rejections are recorded as values.
 * @param {unknown} value
 * @param {boolean} [rejected]
 */
function settled(value, rejected = false) {
  return {
    settled: true,
    rejected,
    value,
    then(/** @type {(v: unknown) => unknown} */ onValue) {
      return rejected ? this : settled(onValue(value));
    },
    catch() {
      return this;
    },
  };
}

const SyncPromise = {
  all: (/** @type {any[]} */ list) => {
    const failed = list.find((item) => item && item.settled && item.rejected);
    return failed || settled(list.map((item) => (item && item.settled ? item.value : item)));
  },
  resolve: (/** @type {unknown} */ value) => settled(value),
  reject: (/** @type {unknown} */ reason) => settled(reason instanceof Error ? reason.message : reason, true),
};

/**
 * Evaluates `source` (an expression over `__webpack_require__` and `Promise`) and describes its value, getters
 * included. Every call of a getter is traced with a fresh record.
 * @param {string} source
 * @returns {unknown} a plain, JSON-comparable description
 */
function describeSource(source) {
  /** @type {unknown[]} */
  let trace = [];
  const webpackRequire = Object.assign((/** @type {unknown} */ id) => {
    trace.push(['require', id]);
    return { module: id };
  }, {
    e: (/** @type {unknown[]} */ ...args) => {
      trace.push(['chunk', ...args]);
      return settled(undefined);
    },
  });
  const value = new Function('__webpack_require__', 'Promise', `return (${source});`)(webpackRequire, SyncPromise);

  /** @param {Function} getter */
  function describeGetter(getter) {
    trace = [];
    try {
      const answer = getter();
      const asynchronous = Boolean(answer && answer.settled);
      if (asynchronous && answer.rejected) return { getter: trace, rejected: answer.value };
      const factory = asynchronous ? answer.value : answer;
      const loaded = trace;
      trace = [];
      const module = typeof factory === 'function' ? factory() : factory;
      return { getter: loaded, asynchronous, factory: trace, module };
    } catch (error) {
      return { getter: trace, threw: error instanceof Error ? error.message : String(error) };
    }
  }

  /** @param {unknown} node @returns {unknown} */
  function describe(node) {
    if (typeof node === 'function') return describeGetter(node);
    if (Array.isArray(node)) return node.map(describe);
    if (node && typeof node === 'object') {
      // Fields in name order (an object's key order carries no meaning here); an undefined field is kept as such.
      const fields = /** @type {Record<string, unknown>} */ (node);
      return Object.keys(fields).sort().map((name) => [name, fields[name] === undefined ? '<undefined>' : describe(fields[name])]);
    }
    return node;
  }
  return describe(value);
}

/**
 * Whether two sources evaluate to the same tables (see describeSource).
 * @param {string} original
 * @param {string} compact
 */
function sameTables(original, compact) {
  try {
    return JSON.stringify(describeSource(original)) === JSON.stringify(describeSource(compact));
  } catch {
    return false;
  }
}

module.exports = { describeSource, sameTables };
