// The CPU figure each step of `npm test` prints (scripts/lib/cpu-of.mjs through runCommand's onCpu).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runCommand } from '../lib/run.mjs';

// A child that uses 0.3 s of CPU in a grandchild it waits for, then exits with 3.
const BURN = `
  const { spawnSync } = require('node:child_process');
  spawnSync(process.execPath, ['-e', 'const t = process.cpuUsage(); while ((process.cpuUsage(t).user + process.cpuUsage(t).system) < 300000) {}']);
  process.exit(3);
`;

test('a command run with onCpu reports the CPU its descendants used and keeps its exit code', async () => {
  let cpu = null;
  const { code } = await runCommand(process.execPath, ['-e', BURN], { capture: true, onCpu: (seconds) => { cpu = seconds; } });
  assert.equal(code, 3);
  assert.ok(cpu >= 0.29, `the grandchild's 0.3 s of CPU is counted (got ${cpu})`);
  assert.ok(cpu < 5, `and not much more (got ${cpu})`);
});
