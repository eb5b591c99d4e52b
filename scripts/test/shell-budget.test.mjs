import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { checkRemoteEntries, checkRemoteFirstVisits, checkShellBudget, remoteFirstVisits, shellInitialJs } from '../lib/shell-budget.mjs';
import { tempDir } from '../lib/test-temp-dir.mjs';

/** A fake host build: `files` (name -> bytes of incompressible content) listed in initial-js.json, plus a lazy chunk. */
function fakeBuild(files) {
  const root = tempDir('shell-budget-');
  const dist = path.join(root, 'host', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), crypto.randomBytes(bytes));
  fs.writeFileSync(path.join(dist, 'lazy-route.js'), crypto.randomBytes(500 * 1024));
  fs.writeFileSync(path.join(dist, 'initial-js.json'), JSON.stringify({ entry: 'main', files: Object.keys(files) }));
  return root;
}

test('counts only the files the build lists as start-up JavaScript', () => {
  const root = fakeBuild({ 'main.js': 40 * 1024, 'antd.js': 60 * 1024 });
  const { files, totalKb } = shellInitialJs(root);
  assert.deepEqual(files.map((f) => f.file), ['main.js', 'antd.js']);
  assert.ok(totalKb > 99 && totalKb < 102, `random bytes do not compress: ${totalKb}`);
});

test('passes within the budget and fails above it, naming the largest files', () => {
  const root = fakeBuild({ 'main.js': 40 * 1024, 'antd.js': 60 * 1024 });
  assert.equal(checkShellBudget({ root, budgetKb: 120 }).ok, true);
  const over = checkShellBudget({ root, budgetKb: 80 });
  assert.equal(over.ok, false);
  assert.match(over.message, /over budget/);
  assert.match(over.message, /antd\.js/);
});

test("fails when the start's parts (antd's part of the shell) are over their own budget", () => {
  const root = fakeBuild({ 'main.js': 40 * 1024 });
  const dist = path.join(root, 'host', 'dist');
  fs.writeFileSync(path.join(dist, 'antd-part.js'), crypto.randomBytes(90 * 1024));
  fs.writeFileSync(path.join(dist, 'initial-js.json'), JSON.stringify({ entry: 'main', files: ['main.js'], parts: { 'start-shell-zone': { files: ['antd-part.js'] } } }));
  assert.equal(checkShellBudget({ root, budgetKb: 50, partsBudgetKb: 100 }).ok, true);
  const over = checkShellBudget({ root, budgetKb: 50, partsBudgetKb: 80 });
  assert.equal(over.ok, false);
  assert.match(over.message, /parts .* over budget/);
  assert.match(over.message, /antd-part\.js/);
});

test('fails clearly when the build has no start-up list', () => {
  const root = tempDir('shell-budget-');
  assert.throws(() => shellInitialJs(root), /initial-js\.json is missing/);
});

/** Writes `files` (name -> KB of incompressible bytes) and a share graph into <root>/<app>/dist. */
function fakeApp(root, app, files, graph) {
  const dist = path.join(root, app, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  for (const [name, kb] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), crypto.randomBytes(kb * 1024));
  fs.writeFileSync(path.join(dist, 'share-graph.json'), JSON.stringify({ entries: {}, exposes: {}, chunks: {}, provides: {}, fallbacks: {}, ...graph }));
}

/**
 * A host that starts with antd's button (key b) and provides, without loading, antd's table (key t); a remote whose
 * page consumes b, t and its own formik (key f, provided by nobody else).
 */
function fakeFederation() {
  const root = tempDir('first-visit-');
  fakeApp(root, 'host', { 'main.js': 30, 'button.js': 20, 'table.js': 25 }, {
    entries: { main: ['m'] },
    chunks: { m: { files: ['main.js'], consumes: [] }, b: { files: ['button.js'], consumes: [] }, s: { files: ['main.js'], consumes: ['b'] }, t: { files: ['table.js'], consumes: ['b'] } },
    provides: { b: ['b'], t: ['t'] },
  });
  fs.writeFileSync(path.join(root, 'host', 'dist', 'initial-js.json'), JSON.stringify({ entry: 'main', files: ['main.js', 'button.js'] }));
  fakeApp(root, path.join('remotes', 'support'), { 'remoteEntry.js': 10, 'page.js': 15, 'own-button.js': 20, 'own-table.js': 25, 'formik.js': 12 }, {
    entries: { support: ['e'] },
    exposes: { './module': ['p'] },
    chunks: { e: { files: ['remoteEntry.js'], consumes: [] }, p: { files: ['page.js'], consumes: ['b', 't', 'f'] }, ob: { files: ['own-button.js'], consumes: [] }, ot: { files: ['own-table.js'], consumes: ['b'] }, of: { files: ['formik.js'], consumes: [] } },
    provides: { b: ['ob'], t: ['ot'], f: ['of'] },
    fallbacks: { b: ['ob'], t: ['ot'], f: ['of'] },
  });
  return root;
}

test("weighs a remote's first visit: its entry and page, the host's files for what the host provides, its own for the rest", () => {
  const [visit] = remoteFirstVisits(fakeFederation());
  assert.equal(visit.remote, 'support');
  assert.deepEqual(visit.files.map((f) => `${f.app}:${f.file}`).sort(), ['host:table.js', 'support:formik.js', 'support:page.js', 'support:remoteEntry.js']);
  assert.ok(visit.ownKb > 36 && visit.ownKb < 39, `own: ${visit.ownKb}`);
  assert.ok(visit.hostKb > 24 && visit.hostKb < 27, `host: ${visit.hostKb}`);
});

test('fails when a simple area adds more than its budget, and names every remote', () => {
  const root = fakeFederation();
  assert.equal(checkRemoteFirstVisits({ root, budgetKb: 70, simple: ['support'] }).ok, true);
  const over = checkRemoteFirstVisits({ root, budgetKb: 50, simple: ['support'] });
  assert.equal(over.ok, false);
  assert.match(over.message, /support: 6\d\.\d KB/);
  assert.equal(checkRemoteFirstVisits({ root, budgetKb: 50, simple: [] }).ok, true);
});

// Issue 33 (ADR 0115): every remote's first visit at most 150 KB beyond the shell's start and antd's part.
test('fails when any remote adds more than the limit for every remote', () => {
  const root = fakeFederation();
  const kb = remoteFirstVisits(root)[0].totalKb;
  assert.equal(checkRemoteFirstVisits({ root, simple: [] }).ok, true, 'about 37 KB is within the 150 KB default');
  assert.equal(checkRemoteFirstVisits({ root, simple: [], limitKb: kb + 1 }).ok, true);
  const over = checkRemoteFirstVisits({ root, simple: [], limitKb: kb - 1 });
  assert.equal(over.ok, false);
  assert.match(over.message, /support: .* \(at most \d+(\.\d+)? KB\)/);
});

test("a remote's own page entry (a tool page beside its container) is not part of its first visit", () => {
  const root = fakeFederation();
  const before = remoteFirstVisits(root)[0].totalKb;
  const dist = path.join(root, 'remotes', 'support', 'dist');
  fs.writeFileSync(path.join(dist, 'tool.js'), crypto.randomBytes(40 * 1024));
  const graph = JSON.parse(fs.readFileSync(path.join(dist, 'share-graph.json'), 'utf8'));
  graph.entries = { support: ['e'], tool: ['tp'] };
  graph.chunks.e.files = ['remoteEntry.js'];
  graph.chunks.tp = { files: ['tool.js'], consumes: [] };
  fs.writeFileSync(path.join(dist, 'share-graph.json'), JSON.stringify(graph));
  const [visit] = remoteFirstVisits(root);
  assert.ok(!visit.files.some((f) => f.file === 'tool.js'));
  assert.ok(Math.abs(visit.totalKb - before) < 0.01);
});

// ADR 0062: the start asks at once for a part it draws its first frame without (the shell's antd part).
test("prints the start's parts beside the figure without counting them", () => {
  const root = fakeBuild({ 'main.js': 40 * 1024 });
  const dist = path.join(root, 'host', 'dist');
  fs.writeFileSync(path.join(dist, 'zone.js'), crypto.randomBytes(70 * 1024));
  fs.writeFileSync(path.join(dist, 'initial-js.json'), JSON.stringify({ entry: 'main', files: ['main.js'], parts: { 'start-shell-zone': { files: ['zone.js'], chunks: ['z'] } } }));
  const { totalKb, parts } = shellInitialJs(root);
  assert.ok(totalKb > 39 && totalKb < 42, `the start alone: ${totalKb}`);
  assert.deepEqual(parts.map((p) => p.name), ['start-shell-zone']);
  assert.ok(parts[0].totalKb > 69 && parts[0].totalKb < 72);
  const verdict = checkShellBudget({ root, budgetKb: 50 });
  assert.equal(verdict.ok, true);
  assert.match(verdict.message, /then start-shell-zone 7\d\.\d KB in 1 files/);
});

test("a remote's first visit counts the start's parts as loaded", () => {
  const root = fakeFederation();
  // The host's table (key t) loads with a part of the start: the remote's page no longer fetches it.
  fs.writeFileSync(path.join(root, 'host', 'dist', 'initial-js.json'), JSON.stringify({ entry: 'main', files: ['main.js', 'button.js'], chunks: ['m', 's', 'b'], parts: { 'start-shell-zone': { files: ['table.js'], chunks: ['t'] } } }));
  const [visit] = remoteFirstVisits(root);
  assert.deepEqual(visit.files.map((f) => `${f.app}:${f.file}`).sort(), ['support:formik.js', 'support:page.js', 'support:remoteEntry.js']);
});

// ADR 0115 "Session 59": the date picker's and the form's code, kept apart from antd's part, load with the first visits
// that draw them; they are antd's part still, printed beside the remote's figure, not counted in it.
test("a remote's first visit prints antd's part's own files apart from its figure", () => {
  const root = fakeFederation();
  const dist = path.join(root, 'host', 'dist');
  fs.renameSync(path.join(dist, 'table.js'), path.join(dist, 'vendor-start-shell-zone-1a2b3c4d.table.js'));
  const graphFile = path.join(dist, 'share-graph.json');
  const graph = JSON.parse(fs.readFileSync(graphFile, 'utf8'));
  graph.chunks.t.files = ['vendor-start-shell-zone-1a2b3c4d.table.js'];
  fs.writeFileSync(graphFile, JSON.stringify(graph));
  fs.writeFileSync(path.join(dist, 'initial-js.json'), JSON.stringify({ entry: 'main', files: ['main.js', 'button.js'], chunks: ['m', 's', 'b'], parts: { 'start-shell-zone': { files: [], chunks: [] } } }));
  const [visit] = remoteFirstVisits(root);
  assert.deepEqual(visit.files.map((f) => `${f.app}:${f.file}`).sort(), ['support:formik.js', 'support:page.js', 'support:remoteEntry.js']);
  assert.deepEqual(visit.antdGroups.map((f) => f.file), ['vendor-start-shell-zone-1a2b3c4d.table.js']);
  assert.ok(visit.antdGroupsKb > 24 && visit.antdGroupsKb < 27);
  assert.match(checkRemoteFirstVisits({ root, simple: [] }).message, /support: 3\d\.\d KB gzip in 3 files \(own 3\d\.\d KB, host's 0\.0 KB; then antd's part's 1 file of its own 2\d\.\d KB\)/);
});

test("holds every remote's entry within its budget, naming the remotes over it", () => {
  const root = tempDir('remote-entries-');
  for (const [name, kb] of [['crm', 12], ['transactions', 24]]) {
    fs.mkdirSync(path.join(root, 'remotes', name, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'remotes', name, 'dist', 'remoteEntry.js'), crypto.randomBytes(kb * 1024));
  }
  // A remote without a build is not weighed.
  fs.mkdirSync(path.join(root, 'remotes', 'support'), { recursive: true });
  const within = checkRemoteEntries({ root, budgetKb: 30 });
  assert.equal(within.ok, true);
  assert.match(within.message, /crm 12\.\d KB, transactions 24\.\d KB/);
  const over = checkRemoteEntries({ root, budgetKb: 20 });
  assert.equal(over.ok, false);
  assert.match(over.message, /over 20 KB gzip \(transactions;/);
});
