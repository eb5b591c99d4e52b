import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkRemoteFirstVisitKeys, firstVisitKeysOf, REMOTE_FIRST_VISIT_KEYS_FILE } from '../lib/remote-first-visit-keys.mjs';

const graph = {
  entries: { support: ['1'], dev: ['9'] },
  exposes: { './module': ['2', '3'] },
  chunks: {
    1: { files: ['remoteEntry.js'], consumes: ['react'] },
    2: { files: ['module.js'], consumes: ['antd/es/table/index.js', 'antd/es/statistic/index.js', 'react'] },
    3: { files: [], consumes: ['antd/es/button/index.js'] },
    4: { files: ['later-page.js'], consumes: ['antd/es/tree/index.js'] },
    5: { files: ['statistic.js'], consumes: ['antd/es/grid/index.js'] },
    9: { files: ['dev.js'], consumes: ['antd/es/color-picker/index.js'] },
  },
  // The remote's own copies: the Statistic it carries asks for antd's grid in turn.
  fallbacks: { 'antd/es/statistic/index.js': ['5'] },
};

test("a remote's first-visit keys: its container entry's and exposed modules' chunks and what its own copies of their keys consume, not its later pages' or its dev entry's", () => {
  assert.deepEqual(firstVisitKeysOf(graph), ['antd/es/button/index.js', 'antd/es/grid/index.js', 'antd/es/statistic/index.js', 'antd/es/table/index.js', 'react']);
});

test("a key the host provides is not followed into the remote's own copy: the host's copy runs, and the host's grouping follows its code", () => {
  assert.deepEqual(firstVisitKeysOf(graph, (key) => key === 'antd/es/statistic/index.js'), ['antd/es/button/index.js', 'antd/es/statistic/index.js', 'antd/es/table/index.js', 'react']);
});

test('says when the committed list differs from the remotes\' builds (ok either way: a stale list costs bytes only)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-visit-keys-'));
  fs.mkdirSync(path.join(root, 'remotes', 'support', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'remotes', 'support', 'dist', 'share-graph.json'), JSON.stringify(graph));
  fs.mkdirSync(path.dirname(path.join(root, REMOTE_FIRST_VISIT_KEYS_FILE)), { recursive: true });
  fs.writeFileSync(path.join(root, REMOTE_FIRST_VISIT_KEYS_FILE), JSON.stringify(['antd/es/button/index.js', 'react']));
  const stale = checkRemoteFirstVisitKeys(root);
  assert.equal(stale.ok, true);
  assert.match(stale.message, /3 new, e\.g\. antd\/es\/grid\/index\.js, antd\/es\/statistic\/index\.js, antd\/es\/table\/index\.js; 0 gone/);
  fs.writeFileSync(path.join(root, REMOTE_FIRST_VISIT_KEYS_FILE), JSON.stringify(firstVisitKeysOf(graph)));
  assert.match(checkRemoteFirstVisitKeys(root).message, /5, the host's list is up to date/);
  fs.rmSync(root, { recursive: true, force: true });
});
