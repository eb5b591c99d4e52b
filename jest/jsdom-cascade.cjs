// jsdom's style cascade (the declaration every getComputedStyle starts from) with its default style sheet looked up by
// the element's tag name instead of matched rule by rule.
//
// For each element whose style is asked for, jsdom matches every rule of its built-in default sheet (120 rules, most
// of them lists of tag names: "article, aside, footer, header, ...") and of the document's sheets through nwsapi, and
// keeps the declaration until the document next changes, which in a test is after every render. testing-library's role
// queries ask every candidate element and its ancestors (isInaccessible), user-event asks before each click: in a CPU
// profile of the 13 slowest unit files that cascade was 8 % of their time, nwsapi's matching most of it (ADR 0120).
//
// A rule can only match an element that has what its selectors' last compound names: "article h1" an h1,
// "input[type=x]" an input with a type, ".anticon::before" an element of class anticon. So each element is matched
// against the default rules of its own tag and the few that name none (":focus", "[hidden]"), and any rule (the
// document's sheets' too) is matched only if the element has the tag, classes and attributes it names; what is matched
// is matched by jsdom's own matching, in the sheets' order. The element's inline style follows as in jsdom; the
// declaration is the same, kept in jsdom's own cache. (A CPU profile after the change: the cascade 3.4 % of the time.)
const path = require('node:path');

/** The jsdom that jest-environment-jsdom runs (through jest-fixed-jsdom). */
function jsdomDirectory() {
  const fixedDir = path.dirname(require.resolve('jest-fixed-jsdom'));
  const environmentDir = path.dirname(require.resolve('jest-environment-jsdom/package.json', { paths: [fixedDir] }));
  return path.dirname(require.resolve('jsdom/package.json', { paths: [environmentDir] }));
}

/**
 * What an element must have for one of a selector list's selectors to match it: per selector, its last compound's tag
 * (lower case), classes and attribute names (lower case too: a looser test than the selector's own). null when a
 * selector is not read here (escapes, namespaces, at-rules, non-ASCII): its rule is matched for every element.
 * Parenthesised arguments (:not(), :has()) and attribute values are left out: they never add a requirement here.
 */
function subjectsOf(selectorText) {
  if (typeof selectorText !== 'string' || /[\\@|]|[^\x20-\x7e\s]/.test(selectorText)) return null;
  let text = selectorText.replace(/\[([^\]=~|^$*\s]+)[^\]]*\]/g, '[$1]');
  for (let before; before !== text;) {
    before = text;
    text = text.replace(/\([^()]*\)/g, '()');
  }
  const subjects = [];
  for (const selector of text.split(',')) {
    const last = selector.trim().split(/[\s>+~]+/).pop() ?? '';
    if (!last) return null;
    subjects.push({
      tag: /^[a-zA-Z][\w-]*/.exec(last)?.[0].toLowerCase() ?? null,
      classes: [...last.matchAll(/\.([\w-]+)/g)].map((m) => m[1].toLowerCase()),
      attributes: [...last.matchAll(/\[([\w-]+)\]/g)].map((m) => m[1].toLowerCase()),
    });
  }
  return subjects;
}

/** The element's tag, classes and attributes, read once per cascade. */
function subjectFacts(elementImpl) {
  let classes;
  return {
    tag: elementImpl.localName.toLowerCase(),
    hasClass: (name) => (classes ??= new Set((elementImpl.getAttributeNS(null, 'class') ?? '').toLowerCase().split(/\s+/))).has(name),
    // Any case: an SVG element's attribute (viewBox) keeps its own.
    hasAttribute: (name) => elementImpl._attributeList.some((attribute) => attribute._localName.toLowerCase() === name),
  };
}

/** false when no selector of the list can match the element (it lacks the tag, a class or an attribute each names). */
function mayMatch(subjects, facts) {
  if (subjects === null) return true;
  return subjects.some((subject) => (subject.tag === null || subject.tag === facts.tag)
    && subject.classes.every(facts.hasClass) && subject.attributes.every(facts.hasAttribute));
}

/** The default sheet's rules that can match an element of each tag, in the sheet's order (built per tag on first use). */
function defaultRulesByTag(rules) {
  const indexed = rules.map((rule) => ({ rule, subjects: rule.media ? null : subjectsOf(rule.selectorText) }));
  const byTag = new Map();
  return (tag) => {
    let candidates = byTag.get(tag);
    if (!candidates) {
      candidates = indexed.filter(({ subjects }) => subjects === null || subjects.some((subject) => subject.tag === null || subject.tag === tag));
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

  /** Each rule's selectors as subjectsOf reads them (the document's sheets change as a test runs: kept per rule). */
  const subjectsByRule = new WeakMap();
  const subjectsOfRule = (rule) => {
    if (!subjectsByRule.has(rule)) subjectsByRule.set(rule, subjectsOf(rule.selectorText));
    return subjectsByRule.get(rule);
  };

  function forEachMatchingRule(elementImpl, handleRule) {
    const facts = subjectFacts(elementImpl);
    const matches = (rule, subjects) => mayMatch(subjects, facts) && matchesDontThrow(elementImpl, rule.selectorText);
    for (const { rule, subjects } of rulesFor(facts.tag)) {
      if (rule.media) handleMediaRule(rule, (inner) => matches(inner, subjectsOfRule(inner)));
      else if (matches(rule, subjects)) handleRule(rule);
    }
    forEach.call(elementImpl._ownerDocument.styleSheets._list, (sheet) => forEach.call(sheet.cssRules, (rule) => {
      if (rule.media) handleMediaRule(rule, (inner) => matches(inner, subjectsOfRule(inner)));
      else if (matches(rule, subjectsOfRule(rule))) handleRule(rule);
    }));

    // jsdom's reading of @media: the rules of a "screen" one apply.
    function handleMediaRule(rule, innerMatches) {
      if (indexOf.call(rule.media, 'screen') === -1) return;
      forEach.call(rule.cssRules, (inner) => { if (innerMatches(inner)) handleRule(inner); });
    }
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

module.exports = { installIndexedCascade, jsdomDirectory, subjectsOf };
