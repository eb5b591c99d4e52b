import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { makeMemoryTempDir, memoryFsParent } from '../lib/memory-fs.mjs';

test('the memory file system is used only with the room the test databases need, and not when it is missing', () => {
  const { bavail, bsize } = fs.statfsSync(os.tmpdir());
  const free = bavail * bsize;
  assert.equal(memoryFsParent({ mount: os.tmpdir(), minFree: Math.floor(free / 2) }), os.tmpdir());
  // A container's 64 MB /dev/shm: less free than asked for.
  assert.equal(memoryFsParent({ mount: os.tmpdir(), minFree: free * 2 + 1 }), null);
  assert.equal(memoryFsParent({ mount: path.join(os.tmpdir(), 'no-such-mount-here') }), null);
});

test("a run's memory temp dir is its own, readable by the postgres user, and none is made without room", () => {
  const where = { mount: os.tmpdir(), minFree: 1 };
  const a = makeMemoryTempDir('portal-memory-fs-test-', where);
  const b = makeMemoryTempDir('portal-memory-fs-test-', where);
  try {
    assert.notEqual(a, b);
    assert.equal(path.dirname(a), os.tmpdir());
    assert.equal(fs.statSync(a).mode & 0o777, 0o755);
  } finally {
    fs.rmSync(a, { recursive: true, force: true });
    fs.rmSync(b, { recursive: true, force: true });
  }
  assert.equal(makeMemoryTempDir('portal-memory-fs-test-', { mount: os.tmpdir(), minFree: Number.MAX_SAFE_INTEGER }), null);
});
