// The host's provided keys kept for the remotes' builds (ADR 0115), written and checked as the remotes' first-visit
// keys are (scripts/lib/committed-key-list.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkHostProvidedKeys, HOST_PROVIDED_KEYS_FILE } from '../lib/host-provided-keys.mjs';
import { writeKeyList } from '../lib/committed-key-list.mjs';

test("says when the remotes' list differs from the host's build, and nothing is wrong either way", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'host-provided-keys-'));
  try {
    assert.deepEqual(checkHostProvidedKeys(root), { ok: true, message: 'host-provided keys: no host build' });
    fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'host', 'dist', 'share-graph.json'), JSON.stringify({ provides: { react: {}, 'antd/es/button/index.js': {} } }));
    fs.mkdirSync(path.dirname(path.join(root, HOST_PROVIDED_KEYS_FILE)), { recursive: true });
    writeKeyList(HOST_PROVIDED_KEYS_FILE, ['react', 'react-dom'], root);
    const stale = checkHostProvidedKeys(root);
    assert.equal(stale.ok, true);
    assert.match(stale.message, /the remotes' list \(.*host-provided-keys\.json\) differs from the host's build \(1 new, e\.g\. antd\/es\/button\/index\.js; 1 gone\): run node scripts\/lib\/host-provided-keys\.mjs/);
    writeKeyList(HOST_PROVIDED_KEYS_FILE, ['antd/es/button/index.js', 'react'], root);
    assert.equal(fs.readFileSync(path.join(root, HOST_PROVIDED_KEYS_FILE), 'utf8'), '["antd/es/button/index.js",\n"react"]\n');
    assert.equal(checkHostProvidedKeys(root).message, "host-provided keys: 2, the remotes' list is up to date");
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
