// jsdom's style cascade (the declaration every getComputedStyle starts from) with its default style sheet looked up by
// the element's tag name instead of matched rule by rule.
//
// For each element whose style is asked for, jsdom matches every rule of its built-in default sheet (120 rules, most
// of them lists of tag names: "article, aside, footer, header, ...") and of the document's sheets through nwsapi, and
// keeps the declaration until the document next changes, which in a test is after every render. testing-library's role
// queries ask every candidate element and its ancestors (isInaccessible), user-event asks before each click: in a CPU
// profile of the 13 slowest unit files that cascade was 8 % of their time, nwsapi's matching most of it (ADR 0120).
//
// A default rule can only match an element of the tag its selectors end with ("article h1" an h1, "input[type=x]" an
// input), so each element is matched against the rules of its own tag and the few that name none (":focus",
// "[hidden]"), in the sheet's order, each by jsdom's own matching. The document's sheets and the element's inline style
// follow as in jsdom; the declaration is the same object, kept in jsdom's own cache.
const path = require('node:path');

/** The jsdom that jest-environment-jsdom runs (through jest-fixed-jsdom). */
function jsdomDirectory() {
  const fixedDir = path.dirname(require.resolve('jest-fixed-jsdom'));
  const environmentDir = path.dirname(require.resolve('jest-environment-jsdom/package.json', { paths: [fixedDir] }));
  return path.dirname(require.resolve('jsdom/package.json', { paths: [environmentDir] }));
}

/**
 * The tag (lower case) a selector list's every selector ends with, per selector; null when one of them may end on any
 * element (no tag in its last compound, or text this reading does not follow: an at-rule, a nested list).
 */
function subjectTagsOf(selectorText) {
  if (/[@(][^)]*,/.test(selectorText) || selectorText.includes('@')) return null;
  const tags = [];
  for (const selector of selectorText.split(',')) {
    const last = selector.trim().split(/[\s>+~]+/).pop() ?? '';
    const tag = /^[a-zA-Z][\w-]*/.exec(last);
    if (!tag) return null;
    tags.push(tag[0].toLowerCase());
  }
  return tags;
}

/** The default sheet's rules that can match an element of each tag, in the sheet's order (built per tag on first use). */
function defaultRulesByTag(rules) {
  const indexed = rules.map((rule, order) => ({ rule, order, tags: rule.media ? null : subjectTagsOf(rule.selectorText) }));
  const byTag = new Map();
  return (localName) => {
    const tag = localName.toLowerCase();
    let candidates = byTag.get(tag);
    if (!candidates) {
      candidates = indexed.filter((entry) => entry.tags === null || entry.tags.includes(tag)).map((entry) => entry.rule);
      byTag.set(tag, candidates);
    }
    return candidates;
  };
}

/**
 * Replaces jsdom's `getDeclarationForElement` (style-rules.js, read through its exports by getComputedStyle's
 * cascade and by getResolvedValue) with the indexed one. Returns jsdom's own, for the test that compares them.
 */
function installIndexedCascade(jsdomDir = jsdomDirectory()) {
  const styleRules = require(path.join(jsdomDir, 'lib/jsdom/living/helpers/style-rules.js'));
  if (styleRules.jsdomGetDeclarationForElement) return styleRules.jsdomGetDeclarationForElement;
  const { matchesDontThrow } = require(path.join(jsdomDir, 'lib/jsdom/living/helpers/selectors.js'));
  const defaultStyleSheet = require(path.join(jsdomDir, 'lib/jsdom/browser/default-stylesheet.js'));
  const cssom = require(require.resolve('rrweb-cssom', { paths: [jsdomDir] }));
  const { CSSStyleDeclaration } = require(require.resolve('cssstyle', { paths: [jsdomDir] }));
  const { forEach, indexOf } = Array.prototype;

  const rulesFor = defaultRulesByTag([...cssom.parse(defaultStyleSheet).cssRules]);

  function forEachMatchingRule(elementImpl, handleRule) {
    const handleRules = (rules) => forEach.call(rules, (rule) => {
      if (rule.media) {
        if (indexOf.call(rule.media, 'screen') !== -1) {
          forEach.call(rule.cssRules, (inner) => { if (matchesDontThrow(elementImpl, inner.selectorText)) handleRule(inner); });
        }
      } else if (matchesDontThrow(elementImpl, rule.selectorText)) {
        handleRule(rule);
      }
    });
    handleRules(rulesFor(elementImpl.localName));
    forEach.call(elementImpl._ownerDocument.styleSheets._list, (sheet) => handleRules(sheet.cssRules));
  }

  const jsdomGetDeclarationForElement = styleRules.getDeclarationForElement;
  styleRules.getDeclarationForElement = function getDeclarationForElement(elementImpl) {
    const document = elementImpl._ownerDocument;
    const styleCache = (document._styleCache ??= new WeakMap());
    const cached = styleCache.get(elementImpl);
    if (cached) return cached;
    const declaration = new CSSStyleDeclaration();
    const handleProperty = (style, property) => {
      const value = style.getPropertyValue(property);
      if (value === 'unset') declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    };
    forEachMatchingRule(elementImpl, (rule) => forEach.call(rule.style, (property) => handleProperty(rule.style, property)));
    forEach.call(elementImpl.style, (property) => handleProperty(elementImpl.style, property));
    styleCache.set(elementImpl, declaration);
    return declaration;
  };
  styleRules.jsdomGetDeclarationForElement = jsdomGetDeclarationForElement;
  return jsdomGetDeclarationForElement;
}

module.exports = { installIndexedCascade, jsdomDirectory, subjectTagsOf };
