// How busy the whole machine's cores were over a stretch of time, from /proc/stat (Linux). The steps' own CPU figure
// (cpu-of.mjs) misses what detaches from them (Chromium's renderers, PostgreSQL's server) and counts nothing of what
// runs beside the suite; this one counts everything, so together they say whether the cores sat idle (room for more
// at once) or were full (only less work shortens the run). No figure off Linux.
import fs from 'node:fs';

/**
 * The machine's CPU counters now: `busy` and `total` in USER_HZ ticks summed over every core (the "cpu" line of
 * /proc/stat: user nice system idle iowait irq softirq steal; idle and iowait are the idle part). Null off Linux.
 */
export function readCpuTicks(statText = readProcStat()) {
  const line = statText?.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const idleTicks = idle + iowait;
  const total = user + nice + system + idleTicks + irq + softirq + steal;
  return { busy: total - idleTicks, total };
}

function readProcStat() {
  try {
    return fs.readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
}

/** The share (0-100, rounded) of the cores' time that was busy between two readings; null when either is missing. */
export function busyPercent(from, to) {
  if (!from || !to || to.total <= from.total) return null;
  return Math.round(((to.busy - from.busy) / (to.total - from.total)) * 100);
}
