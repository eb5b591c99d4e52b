// The unit tests' DOM: jest-fixed-jsdom (jsdom with Node's fetch, streams and URL, for msw), with a cheaper
// window.getComputedStyle.
//
// jsdom's getComputedStyle builds a whole declaration on every call: it copies every property the element's rules
// and inline style set (each parsed again) and resolves 16 more (visibility, pointer-events, color and 13 other
// colours), the inherited ones by walking up to the root and the colours through a colour parser. Callers in tests
// read one or two of them: testing-library's role queries ask every candidate element for `visibility` and every
// ancestor for `display` (isInaccessible), user-event asks for `pointerEvents` before each click, jest-dom's
// toBeVisible for display, visibility and opacity. A CPU profile of the transaction lookup's tests (the slowest file)
// put getComputedStyle at 12.6 % of the file's time, most of it building properties nobody read (ADR 0120).
//
// Here the answer is computed when read, property by property, with jsdom's own functions: `display` from the
// element's cascaded declaration (jsdom caches it per element until the document changes), `visibility` and
// `pointer-events` from jsdom's resolved value (the same inheritance walk). Anything else asked of the declaration
// (another property, cssText, length, iteration) gets jsdom's whole declaration, built on first use, so every value
// is jsdom's. Computed when read, as a browser's live CSSStyleDeclaration is, rather than when asked for.
const path = require('node:path');
const { installIndexedCascade, jsdomDirectory } = require('./jsdom-cascade.cjs');

// The jsdom that jest-environment-jsdom runs (its internals: the element behind a wrapper and the style cascade).
const jsdomDir = jsdomDirectory();
// The indexed cascade goes in before jsdom's window module is loaded (below, with jest-fixed-jsdom): that module keeps
// its own reference to the cascade function, for the declarations of every other property (jsdom-cascade.cjs).
// PORTAL_JEST_WHOLE_STYLE=1 keeps jsdom's own.
const jsdomCascade = process.env.PORTAL_JEST_WHOLE_STYLE ? null : installIndexedCascade(jsdomDir);
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');
const idlUtils = require(path.join(jsdomDir, 'lib/jsdom/living/generated/utils.js'));
const styleRules = require(path.join(jsdomDir, 'lib/jsdom/living/helpers/style-rules.js'));

/** CSS property -> how to compute it alone, as jsdom's getComputedStyle would. */
const ALONE = {
  display: (impl) => styleRules.getDeclarationForElement(impl).getPropertyValue('display'),
  visibility: (impl) => styleRules.getResolvedValue(impl, 'visibility'),
  'pointer-events': (impl) => styleRules.getResolvedValue(impl, 'pointer-events'),
};
const CAMEL = { display: 'display', visibility: 'visibility', pointerEvents: 'pointer-events' };

/**
 * The element's cascaded declaration (cssText) as jsdom's own cascade and as the indexed one compute it, each afresh
 * (outside the document's cache), for the test that compares them (shared/testing/src/jsdom/computed-style.test.ts).
 */
function exposeCascades(window, jsdomCascade) {
  const afresh = (cascade) => (elt) => {
    const impl = idlUtils.implForWrapper(elt);
    const document = impl._ownerDocument;
    const kept = document._styleCache;
    document._styleCache = null;
    try {
      return cascade(impl).cssText;
    } finally {
      document._styleCache = kept;
    }
  };
  Object.defineProperty(window, 'jsdomCascadedStyle', { value: afresh(jsdomCascade), configurable: true });
  Object.defineProperty(window, 'indexedCascadedStyle', { value: afresh((impl) => styleRules.getDeclarationForElement(impl)), configurable: true });
}

function installLazyComputedStyle(window) {
  const whole = window.getComputedStyle;
  // jsdom's own, for the test that compares the two (shared/testing/src/jsdom/computed-style.test.ts).
  Object.defineProperty(window, 'jsdomGetComputedStyle', { value: whole, configurable: true });
  window.getComputedStyle = function getComputedStyle(elt, pseudoElt) {
    // Pseudo-elements and anything that is not one of this window's elements: jsdom's own answer (or its error).
    const impl = elt instanceof window.Element ? idlUtils.implForWrapper(elt) : null;
    if ((pseudoElt !== undefined && pseudoElt !== null && pseudoElt !== '') || !impl) return whole.call(window, elt, pseudoElt);
    let declaration;
    const all = () => (declaration ??= whole.call(window, elt));
    return new Proxy(Object.create(window.CSSStyleDeclaration.prototype), {
      get(_target, key) {
        if (typeof key === 'string' && CAMEL[key]) return ALONE[CAMEL[key]](impl);
        if (key === 'getPropertyValue') {
          return (name) => (ALONE[name] ? ALONE[name](impl) : all().getPropertyValue(name));
        }
        const value = Reflect.get(all(), key);
        return typeof value === 'function' ? value.bind(all()) : value;
      },
      has: (_target, key) => Reflect.has(all(), key),
      ownKeys: () => Reflect.ownKeys(all()),
      getOwnPropertyDescriptor: (_target, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(all(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    });
  };
}

// Where jest keeps a file's `jest.setTimeout(ms)` (jest-runtime writes it on the environment's global, jest-circus
// reads it when the file's tests start).
const TEST_TIMEOUT = Symbol.for('TEST_TIMEOUT_SYMBOL');

/**
 * PORTAL_TEST_TIME_FACTOR (`npm test -- --busy`: 2) stretches a file's own time limit as `--testTimeout` stretches
 * jest's default: a file that sets `jest.setTimeout(30_000)` because its renders are slow gets 60 s beside two
 * CPU-bound neighbours, as every step's ceiling does (scripts/test.mjs). Without the variable nothing changes.
 */
function stretchFileTimeLimit(global, factor = Number(process.env.PORTAL_TEST_TIME_FACTOR) || 1) {
  if (factor === 1) return;
  let limit;
  Object.defineProperty(global, TEST_TIMEOUT, {
    configurable: true,
    get: () => limit,
    set: (ms) => { limit = ms * factor; },
  });
}

class PortalJSDOMEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    // PORTAL_JEST_WHOLE_STYLE=1 keeps jsdom's own getComputedStyle (to compare the two, as measured in ADR 0120).
    if (!process.env.PORTAL_JEST_WHOLE_STYLE) {
      installLazyComputedStyle(this.global);
      exposeCascades(this.global, jsdomCascade);
    }
    stretchFileTimeLimit(this.global);
  }
}

module.exports = PortalJSDOMEnvironment;
module.exports.stretchFileTimeLimit = stretchFileTimeLimit;
