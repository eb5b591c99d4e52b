// The machine's busy share `npm test` prints per step and for the run (scripts/lib/machine-busy.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { busyPercent, readCpuTicks } from '../lib/machine-busy.mjs';

const stat = (user, system, idle, iowait) => `cpu  ${user} 0 ${system} ${idle} ${iowait} 0 0 0 0 0\ncpu0 1 2 3 4\n`;

test('the busy share counts user and system time against the whole, and idle and iowait as idle', () => {
  const from = readCpuTicks(stat(100, 50, 800, 50));
  const to = readCpuTicks(stat(400, 100, 1000, 100));
  // 350 busy ticks (user 300, system 50) of 600 in all (200 idle, 50 iowait) between the readings.
  assert.equal(busyPercent(from, to), 58);
});

test('no figure without two readings that moved forward', () => {
  assert.equal(readCpuTicks('intr 1 2 3\n'), null);
  assert.equal(busyPercent(null, readCpuTicks(stat(1, 1, 1, 1))), null);
  const same = readCpuTicks(stat(1, 1, 1, 1));
  assert.equal(busyPercent(same, same), null);
});

test('the machine is read from /proc/stat on Linux, and gives no figure elsewhere', () => {
  const now = readCpuTicks();
  if (process.platform !== 'linux') return assert.equal(now, null);
  assert.ok(now.total > now.busy && now.busy > 0, JSON.stringify(now));
});
