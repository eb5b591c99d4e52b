// lodash's clone and cloneDeep as formik uses them (its initial values, errors, touched and status; a shallow copy on
// each path it sets), without lodash's generic machinery (5 KB gzip on every page with a form; ADR 0115 "Session
// 62"). The same copies: plain objects and class instances (dayjs) keep their prototype and own enumerable keys and
// symbols; arrays, dates, regular expressions, maps, sets, buffers, typed arrays and boxed primitives are copied;
// what lodash does not copy (functions, errors, weak maps, files, blobs, elements) stays the same value inside, and
// is {} at the top. A value met twice (a cycle) is copied once. `base-clone.test.ts` compares with lodash itself.

/** @param {unknown} value */
const toTag = (value) => Object.prototype.toString.call(value);

const COPIED_BY_KEYS = new Set(['[object Object]', '[object Arguments]']);
const TYPED_ARRAY = /^\[object (?:Float(?:32|64)|Int(?:8|16|32)|Uint(?:8|8Clamped|16|32))Array\]$/;

/**
 * @param {any} from
 * @param {any} to
 * @param {boolean} deep
 * @param {Map<unknown, unknown>} seen
 */
function copyKeys(from, to, deep, seen) {
  for (const key of Object.keys(from)) to[key] = deep ? copy(from[key], deep, seen, true) : from[key];
  for (const symbol of Object.getOwnPropertySymbols(from)) {
    if (Object.prototype.propertyIsEnumerable.call(from, symbol)) to[symbol] = deep ? copy(from[symbol], deep, seen, true) : from[symbol];
  }
  return to;
}

/**
 * @param {any} value
 * @param {string} tag
 * @param {boolean} deep
 */
function copyByTag(value, tag, deep) {
  if (tag === '[object Date]') return new Date(+value);
  if (tag === '[object RegExp]') {
    const result = new RegExp(value.source, value.flags);
    result.lastIndex = value.lastIndex;
    return result;
  }
  if (tag === '[object Number]' || tag === '[object String]' || tag === '[object Boolean]' || tag === '[object Symbol]') return Object(value.valueOf());
  if (tag === '[object ArrayBuffer]') return value.slice(0);
  if (tag === '[object DataView]') return new DataView(deep ? value.buffer.slice(0) : value.buffer, value.byteOffset, value.byteLength);
  if (TYPED_ARRAY.test(tag)) return new value.constructor(deep ? value.buffer.slice(0) : value.buffer, value.byteOffset, value.length);
  return undefined;
}

/**
 * @param {any} value
 * @param {boolean} deep
 * @param {Map<unknown, unknown>} seen
 * @param {boolean} inside a value inside the one being copied
 * @returns {any}
 */
function copy(value, deep, seen, inside) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
  if (seen.has(value)) return seen.get(value);
  const tag = toTag(value);
  if (typeof value === 'function') {
    if (inside) return value;
    const result = {};
    seen.set(value, result);
    return copyKeys(value, result, deep, seen);
  }
  if (Array.isArray(value)) {
    /** @type {any} */
    const array = value;
    /** @type {any} */
    const result = new array.constructor(array.length);
    // What a regular expression's exec returns carries these two.
    if (array.length && typeof array[0] === 'string' && Object.prototype.hasOwnProperty.call(array, 'index')) {
      result.index = array.index;
      result.input = array.input;
    }
    seen.set(value, result);
    for (let i = 0; i < array.length; i += 1) result[i] = deep ? copy(array[i], deep, seen, true) : array[i];
    return result;
  }
  if (COPIED_BY_KEYS.has(tag)) {
    // A prototype object itself is copied into a plain one, as lodash copies it.
    const isPrototype = typeof value.constructor === 'function' && value === value.constructor.prototype;
    const result = typeof value.constructor === 'function' && !isPrototype ? Object.create(Object.getPrototypeOf(value)) : {};
    seen.set(value, result);
    return copyKeys(value, result, deep, seen);
  }
  if (tag === '[object Map]' || tag === '[object Set]') {
    const result = new value.constructor();
    seen.set(value, result);
    if (tag === '[object Map]') value.forEach((/** @type {unknown} */ item, /** @type {unknown} */ key) => result.set(key, copy(item, deep, seen, true)));
    else value.forEach((/** @type {unknown} */ item) => result.add(copy(item, deep, seen, true)));
    return result;
  }
  const result = copyByTag(value, tag, deep);
  if (result !== undefined) {
    seen.set(value, result);
    return result;
  }
  // Not copyable (a file, an error, a weak map, an element): the same value inside a copy, as lodash leaves it.
  return inside ? value : {};
}

/**
 * lodash's `clone`: a shallow copy.
 * @param {unknown} value
 */
export function clone(value) {
  return copy(value, false, new Map(), false);
}

/**
 * lodash's `cloneDeep`.
 * @param {unknown} value
 */
export function cloneDeep(value) {
  return copy(value, true, new Map(), false);
}
