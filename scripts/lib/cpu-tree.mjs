// `node scripts/lib/cpu-tree.mjs <file.json> <command> [args...]`: runs the command and writes to <file.json> the CPU
// seconds (user + system) of every process of its tree, by kind: the test runner's node processes, the backends
// (test/helpers/e2e-server.ts), the browser (Chromium and its renderers) and the rest. cpu-of.mjs counts only what the
// command waited for: Chromium's renderers are children of its zygote, which nobody waits for once Playwright stops the
// browser, so their time is lost to it (docs/performance.md). This reads /proc/<pid>/stat of each process of the tree
// once a second and keeps each one's last figure; a process is followed from its first sighting even when its parent
// has gone. Its last second (at most) of CPU and a process that lived less than a second are missed, so the sums are
// a little low. Linux only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const [file, cmd, ...args] = process.argv.slice(2);
const TICKS = 100; // USER_HZ
const started = Date.now();
const child = spawn(cmd, args, { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));

/** pid -> { start, ticks, kind, name } of every process seen in the tree (pid and start time: a reused pid is another). */
const seen = new Map();

function stat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state (3), ppid (4) ... utime (14), stime (15) ... starttime (22); fields[0] is field 3.
    return { name, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), start: fields[19] };
  } catch {
    return null;
  }
}

function kindOf(pid, name) {
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    // gone
  }
  if (cmdline.includes('e2e-server')) return 'backend';
  if (/chrom|headless_shell/i.test(name) || /chrom|headless_shell/i.test(cmdline)) return 'browser';
  if (name === 'node' || name.startsWith('node')) return 'runner';
  return 'other';
}

function sample() {
  const children = new Map();
  const stats = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(entry);
    if (!s) continue;
    stats.set(Number(entry), s);
    if (!children.has(s.ppid)) children.set(s.ppid, []);
    children.get(s.ppid).push(Number(entry));
  }
  const inTree = new Set();
  const walk = [child.pid];
  while (walk.length) {
    const pid = walk.pop();
    if (inTree.has(pid)) continue;
    inTree.add(pid);
    walk.push(...(children.get(pid) ?? []));
  }
  for (const [pid, s] of stats) {
    const key = `${pid}:${s.start}`;
    const known = seen.get(key);
    if (known) known.ticks = s.ticks;
    else if (inTree.has(pid)) seen.set(key, { ticks: s.ticks, kind: kindOf(pid, s.name), name: s.name });
  }
}

const timer = setInterval(sample, 1000);
sample();
child.on('exit', (code, signal) => {
  clearInterval(timer);
  sample();
  const byKind = {};
  for (const { ticks, kind } of seen.values()) byKind[kind] = Math.round(((byKind[kind] ?? 0) + ticks / TICKS) * 10) / 10;
  const total = Math.round(Object.values(byKind).reduce((a, b) => a + b, 0) * 10) / 10;
  // What the command waited for (cpu-of.mjs's figure), for comparison.
  const self = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = self.slice(self.lastIndexOf(')') + 2).split(' ');
  const waitedFor = (Number(fields[13]) + Number(fields[14])) / TICKS;
  const result = { wallS: Math.round((Date.now() - started) / 100) / 10, cpuS: total, byKind, waitedForS: waitedFor, processes: seen.size, loadAvg: os.loadavg() };
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  process.stderr.write(`cpu-tree: ${JSON.stringify(result)}\n`);
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 1));
});
