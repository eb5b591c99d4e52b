// What makes `npm start` on a fresh clone quicker without changing what it serves (ADR 0121): the brotli copies written
// after the portal answers are the ones the build would have written, the builds start longest first, and the table
// of phases it prints adds up what it should.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { test } from 'node:test';
import { BUILD_ORDER, buildQueue } from '../lib/build.mjs';
import { phaseTable } from '../lib/start-phases.mjs';
import { backendStartArgv } from '../lib/backend.mjs';

const require = createRequire(import.meta.url);
const { PRECOMPRESSION, precompressFolder, precompressionInBuild } = require('../../shared/mf-config/src/precompression.js');

function folder(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

test('the brotli copies written after the start are the build plugin\'s: same files, same bytes, same rules', async () => {
  const script = Buffer.from('export const rows = [' + Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "payment ${i}" }`).join(', ') + '];\n');
  const dir = folder({
    'main.1234.js': script,
    'nested/chunk.abcd.js': script,
    'index.html': `<!doctype html><html><body>${'<div id="root"></div>'.repeat(30)}</body></html>`,
    'tiny.js': 'export {};', // under the threshold: no copy
    'noise.json': crypto.randomBytes(4096), // does not shrink to 0.9: no copy
    'picture.png': script, // not a text asset
    'main.1234.js.gz': zlib.gzipSync(script, { level: 9 }), // the build's gzip copy is left alone
  });
  try {
    const result = await precompressFolder(dir);
    assert.deepEqual(fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.br')).sort(), ['index.html.br', 'main.1234.js.br', path.join('nested', 'chunk.abcd.js.br')]);
    const expected = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    assert.ok(fs.readFileSync(path.join(dir, 'main.1234.js.br')).equals(expected), 'quality 11, as the build writes it');
    assert.ok(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'nested', 'chunk.abcd.js.br'))).equals(script));
    assert.equal(result.written, 3);
    assert.equal(result.files, 4, 'noise.json was tried and dropped by minRatio');
    assert.equal(PRECOMPRESSION.brotliQuality, 11);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('PORTAL_PRECOMPRESS chooses the copies the build writes (both unless told)', () => {
  const before = process.env.PORTAL_PRECOMPRESS;
  try {
    delete process.env.PORTAL_PRECOMPRESS;
    assert.deepEqual(precompressionInBuild(), { gzip: true, brotli: true });
    process.env.PORTAL_PRECOMPRESS = 'gzip';
    assert.deepEqual(precompressionInBuild(), { gzip: true, brotli: false });
    process.env.PORTAL_PRECOMPRESS = 'none';
    assert.deepEqual(precompressionInBuild(), { gzip: false, brotli: false });
  } finally {
    if (before === undefined) delete process.env.PORTAL_PRECOMPRESS;
    else process.env.PORTAL_PRECOMPRESS = before;
  }
});

test('the builds start longest first and every app is built once', () => {
  const queue = buildQueue().map((app) => app.name);
  const apps = ['host', ...fs.readdirSync(path.join(import.meta.dirname, '..', '..', 'remotes'))];
  assert.deepEqual([...queue].sort(), [...apps].sort());
  assert.deepEqual(queue.filter((name) => BUILD_ORDER.includes(name)), BUILD_ORDER.filter((name) => apps.includes(name)));
});

test('the backend starts without pnpm in between, with its start script\'s arguments', () => {
  const [node, args] = backendStartArgv();
  assert.equal(node, process.execPath);
  const script = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'backend', 'package.json'), 'utf8')).scripts.start;
  assert.equal(['node', ...args].join(' '), script);
});

test('the phase table shows each total above its parts and adds up the totals only', () => {
  const text = phaseTable([
    { name: 'dependencies (pnpm install)', wallMs: 16_000, cpu: 7.5 },
    { name: 'backend until it answers (first start: migrations, seed)', wallMs: 70_000 },
    { name: 'production build of host and remotes (2 at a time)', wallMs: 110_000, cpu: 35, parts: [
      { name: 'webpack host', wallMs: 60_000, cpu: 20 },
      { name: 'webpack crm', wallMs: 50_000, cpu: 15 },
    ] },
  ], 130_000);
  const rows = text.split('\n').slice(2).map((line) => line.trim().split(/\s{2,}/));
  assert.deepEqual(rows.map((r) => r[0]), ['dependencies (pnpm install)', 'backend until it answers (first start: migrations, seed)',
    'production build of host and remotes (2 at a time)', 'webpack host', 'webpack crm', 'ready (phases overlap)']);
  assert.ok(text.includes('\n  webpack host'), 'a part is indented under its total');
  assert.equal(rows[1][2], '-', 'no figure where none was measured');
  assert.deepEqual(rows.at(-1), ['ready (phases overlap)', '2 min 10 s', '42.5']);
});
