// lodash's toPath and isPlainObject as formik uses them (a field's name to its path; whether a value is a plain
// object), without lodash's generic machinery. `base-clone.test.ts` compares with lodash itself.

// lodash's own property-name pattern: `a.b`, `a[0]`, `a["b.c"]`, and the empty names of `a..b` and `a[]`.
const PROPERTY_NAME = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPED_CHAR = /\\(\\)?/g;

/** @param {unknown} value @returns {string | symbol} */
const keyOf = (value) => (typeof value === 'string' || typeof value === 'symbol' ? value : Object.is(value, -0) ? '-0' : `${value}`);

/**
 * @param {unknown} value
 * @returns {string}
 */
function textOf(value) {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => (item == null ? '' : textOf(item))).join(',');
  return String(keyOf(value));
}

/**
 * lodash's `toPath`: `users[0].name` -> ['users', '0', 'name'].
 * @param {unknown} value
 * @returns {Array<string | symbol>}
 */
export function toPath(value) {
  if (Array.isArray(value)) return value.map(keyOf);
  if (typeof value === 'symbol') return [value];
  const text = textOf(value);
  /** @type {string[]} */
  const path = [];
  if (text.charCodeAt(0) === 46) path.push('');
  text.replace(PROPERTY_NAME, (/** @type {string} */ match, /** @type {string} */ number, /** @type {string} */ quote, /** @type {string} */ quoted) => {
    path.push(quote ? quoted.replace(ESCAPED_CHAR, '$1') : number || match);
    return match;
  });
  return path;
}

const objectSource = Function.prototype.toString.call(Object);

/**
 * lodash's `isPlainObject`: made by `{}`, `new Object` or `Object.create(null)`.
 * @param {unknown} value
 */
export function isPlainObject(value) {
  if (value === null || typeof value !== 'object' || Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, 'constructor') && proto.constructor;
  return typeof Ctor === 'function' && Ctor instanceof Ctor && Function.prototype.toString.call(Ctor) === objectSource;
}
