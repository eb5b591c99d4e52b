// What runs of what is downloaded (`npm run bench -- --only=pages --coverage`, ADR 0115 session 29): Chromium's
// precise JS coverage (Playwright's page.coverage) from the navigation until the page is idle, per script: the share of
// its bytes that ran, and the transferred bytes that did not, summed per kind of file. Block coverage: a range that
// did not run inside a function that did counts as unused, so the figure is what the page executed, not only loaded.

/**
 * The kind of one script for the coverage table: the shell's start (the host's entry and its start files), antd's part
 * of the shell (`*-shell-zone`), the host's other files (shared modules the remotes take from it, lazy parts), a
 * remote's files, and the chart library (a remote's file that carries @antv's code).
 * @param {string} p the URL's path
 * @param {string} [source] the script's text
 */
export function coverageKindOf(p, source = '') {
  const file = p.slice(p.lastIndexOf('/') + 1);
  if (/^\/remotes\//.test(p)) return /@antv\/g|antv\/g-lite/.test(source) ? 'chart library' : 'remote';
  if (/shell-zone/.test(file)) return "antd's part";
  if (/^(main|vendor-start|app-start)[.]/.test(file)) return 'shell start';
  return 'host code';
}

/**
 * The bytes of `source` that ran: the ranges of every function, outer ranges first, each inner range overriding its
 * enclosing one (how V8 reports block coverage).
 * @param {number} length
 * @param {{ ranges: { startOffset: number, endOffset: number, count: number }[] }[]} functions
 */
export function usedBytes(length, functions) {
  const ran = ranBytes(length, functions);
  let used = 0;
  for (let i = 0; i < length; i += 1) used += ran[i];
  return used;
}

/** Per byte of the script, 1 when it ran (see usedBytes). */
function ranBytes(length, functions) {
  const ranges = functions.flatMap((f) => f.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const ran = new Uint8Array(length);
  for (const r of ranges) ran.fill(r.count > 0 ? 1 : 0, Math.max(0, r.startOffset), Math.min(length, r.endOffset));
  return ran;
}

/**
 * The modules of a webpack chunk file (`(self.webpackChunkX = ...).push([[ids], { 123(e, t, s) { ... }, ... }])`) with
 * the bytes of each and how many of them ran: [{ id, bytes, ran }]. `parse` is acorn's (webpack's own dependency).
 * @param {string} source
 * @param {{ ranges: { startOffset: number, endOffset: number, count: number }[] }[]} functions
 * @param {(source: string, options: object) => any} parse
 */
export function chunkModuleUsage(source, functions, parse) {
  let ast;
  try {
    ast = parse(source, { ecmaVersion: 'latest', sourceType: 'script' });
  } catch {
    return [];
  }
  const push = ast.body.map((st) => st.expression).find((e) => e?.type === 'CallExpression' && e.callee?.property?.name === 'push');
  const modules = push?.arguments?.[0]?.elements?.[1];
  if (modules?.type !== 'ObjectExpression') return [];
  const ran = ranBytes(source.length, functions);
  return modules.properties.map((p) => {
    let used = 0;
    for (let i = p.start; i < p.end; i += 1) used += ran[i];
    return { id: String(p.key.value ?? p.key.name), bytes: p.end - p.start, ran: used };
  });
}

/**
 * Where a module's code comes from, for grouping: antd's folder (`antd/es/table`), an npm package, else the app's own.
 * @param {string} name webpack's readable identifier of the module
 */
export function moduleGroupOf(name) {
  const antd = /antd[\\/](?:es|lib)[\\/]([^\\/]+)/.exec(name);
  if (antd) return `antd/${antd[1]}`;
  const pkg = /node_modules[\\/](@[^\\/]+[\\/][^\\/]+|[^@\\/][^\\/]*)/g;
  let last = null;
  for (let m = pkg.exec(name); m; m = pkg.exec(name)) last = m[1];
  if (last) return last.replace(/\\/g, '/');
  return /^(?:provide|consume) shared module/.test(name) ? 'federation' : 'own code';
}

/**
 * One page's coverage rows: each script with its transferred bytes (from the recorded requests) and the share that ran.
 * @param {{ url: string, source?: string, functions: { ranges: { startOffset: number, endOffset: number, count: number }[] }[] }[]} entries
 * @param {{ url: string, transferred: number }[]} requests
 */
export function coverageRows(entries, requests) {
  const transferredOf = new Map(requests.map((r) => [r.url, r.transferred]));
  /** One row per URL: a script of the previous document still in the isolate reports the same URL with nothing run. */
  const byUrl = new Map();
  for (const e of entries) {
    if (!/^https?:/.test(e.url)) continue;
    const p = new URL(e.url).pathname;
    const length = e.source?.length ?? 0;
    const ran = length ? usedBytes(length, e.functions) / length : 0;
    if (byUrl.has(e.url) && byUrl.get(e.url).ran >= ran) continue;
    const transferred = transferredOf.get(e.url) ?? 0;
    byUrl.set(e.url, { path: p, kind: coverageKindOf(p, e.source), transferred, ran, unused: transferred * (1 - ran) });
  }
  return [...byUrl.values()].sort((a, b) => b.unused - a.unused);
}

export const COVERAGE_KINDS = ['shell start', "antd's part", 'host code', 'remote', 'chart library'];

/** The rows summed per kind: transferred, unused (transferred bytes times the share that did not run), files. */
export function coverageByKind(rows) {
  return COVERAGE_KINDS.map((kind) => {
    const mine = rows.filter((r) => r.kind === kind);
    const transferred = mine.reduce((n, r) => n + r.transferred, 0);
    const unused = mine.reduce((n, r) => n + r.unused, 0);
    return { kind, files: mine.length, transferred, unused, ran: transferred ? 1 - unused / transferred : 0 };
  });
}
