import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';

// node's test runner runs each file in a process of its own: the dirs one file made are removed when its tests end,
// so a run leaves nothing behind in the machine's temp dir (CI machines are shared and run the suite again and again).
const made = [];
after(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new temp dir named `<prefix>XXXXXX`, removed once this test file's tests are done. */
export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
