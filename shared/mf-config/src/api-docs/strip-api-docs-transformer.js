// @ts-check
'use strict';
/**
 * A TypeScript transformer (ts-loader's `before` hook) that leaves the API's documentation out of the browser's
 * JavaScript (ADR 0115 "Session 63"). The contracts (`shared/contracts/src`) declare each endpoint with a `summary`
 * and its schemas with a `description` per field: the backend turns them into the OpenAPI document and the API
 * reference page reads that document from the server, so no browser code reads them. In a browser build they were
 * about a fifth of each page's contract code (1.7 KB gzip of the transaction lookup's module).
 *
 * Dropped, in the contracts' files only, where the value is text (a string, a template, a concatenation of them):
 * - `summary` and `description` of the object an endpoint is declared with (`defineEndpoint({ ... })`);
 * - `description` of a JSON schema: an object with `type: 'object' | 'string' | ...`, or an object built from
 *   spreads that is a property's value (`from: { ...dateTime, description: '...' }` in a map of properties).
 * Anything else keeps its text: a description a screen shows (the scheduler's jobs) is never a schema's.
 */
const path = require('node:path');

// The TypeScript that ts-loader compiles with, so that the syntax kinds are the same.
/** @type {typeof import('typescript')} */
const ts = require(require.resolve('typescript', { paths: [path.dirname(require.resolve('ts-loader'))] }));

const CONTRACTS_DIR = `${path.sep}shared${path.sep}contracts${path.sep}src${path.sep}`;
const SCHEMA_TYPES = new Set(['object', 'string', 'integer', 'number', 'boolean', 'array', 'null']);

/**
 * A string, template or concatenation of them.
 * @param {import('typescript').Node} node
 * @returns {boolean}
 */
const isText = (node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)
  || (ts.isParenthesizedExpression(node) && isText(node.expression))
  || (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isText(node.left) && isText(node.right));

/** @param {import('typescript').ObjectLiteralElementLike} property */
const nameOf = (property) => (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined);

/**
 * The names of `node`'s text properties that are API documentation (see above), or none; `parent` is the node it
 * was found in (taken from the walk: a transpiled file's nodes need not know their parents).
 * @param {import('typescript').ObjectLiteralExpression} node
 * @param {import('typescript').Node} parent
 * @param {import('typescript').Node | undefined} grandparent
 * @returns {Set<string>}
 */
function documentationOf(node, parent, grandparent) {
  if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === 'defineEndpoint') {
    return new Set(['summary', 'description']);
  }
  const typed = node.properties.some((p) => nameOf(p) === 'type' && ts.isPropertyAssignment(p) && ts.isStringLiteral(p.initializer) && SCHEMA_TYPES.has(p.initializer.text));
  const spreadProperty = node.properties.some((p) => ts.isSpreadAssignment(p)) && ts.isPropertyAssignment(parent) && grandparent !== undefined && ts.isObjectLiteralExpression(grandparent);
  return typed || spreadProperty ? new Set(['description']) : new Set();
}

/**
 * Whether the transformer applies to `fileName`: the contracts' source, not their tests.
 * @param {string} fileName
 */
function isContractsSource(fileName) {
  const normal = path.normalize(fileName);
  return normal.includes(CONTRACTS_DIR) && !/\.test(-d)?\.tsx?$/.test(normal);
}

/**
 * The transformer factory for ts-loader's `getCustomTransformers: () => ({ before: [stripApiDocs] })`.
 * @type {import('typescript').TransformerFactory<import('typescript').SourceFile>}
 */
function stripApiDocs(context) {
  const { factory } = context;
  /**
   * A visitor of `parent`'s children (`grandparent` is parent's own parent).
   * @param {import('typescript').Node} parent @param {import('typescript').Node | undefined} grandparent
   * @returns {(node: import('typescript').Node) => import('typescript').Node}
   */
  const childrenOf = (parent, grandparent) => (node) => {
    const visited = ts.visitEachChild(node, childrenOf(node, parent), context);
    if (!ts.isObjectLiteralExpression(node) || !ts.isObjectLiteralExpression(visited)) return visited;
    const documentation = documentationOf(node, parent, grandparent);
    if (!documentation.size) return visited;
    const kept = visited.properties.filter((p) => {
      const name = nameOf(p);
      return !(name && documentation.has(name) && ts.isPropertyAssignment(p) && isText(p.initializer));
    });
    return kept.length === visited.properties.length ? visited : factory.updateObjectLiteralExpression(visited, kept);
  };
  return (sourceFile) => (isContractsSource(sourceFile.fileName)
    ? ts.visitEachChild(sourceFile, childrenOf(sourceFile, undefined), context)
    : sourceFile);
}

module.exports = { stripApiDocs, isContractsSource };
