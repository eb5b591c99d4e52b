// The short table `npm start` prints once ready: each phase's wall time and CPU seconds (ADR 0121). Phases overlap (the
// backend's first start runs beside the build, two builds run at once), so the wall times add up to more than the total.
import { formatDuration, table } from './log.mjs';

/**
 * phases: [{ name, wallMs, cpu, parts? }] (cpu in seconds or undefined; parts: the phases a total is made of, shown
 * indented under it and not added again); totalMs: from the start until ready.
 */
export function phaseTable(phases, totalMs) {
  const cpuOf = (p) => (p.cpu === undefined ? '-' : p.cpu.toFixed(1));
  const known = phases.filter((p) => p.cpu !== undefined);
  const totalCpu = known.length ? known.reduce((sum, p) => sum + p.cpu, 0).toFixed(1) : '-';
  return table([
    ['Phase', 'Wall', 'CPU s'],
    ...phases.flatMap((p) => [[p.name, formatDuration(p.wallMs), cpuOf(p)], ...(p.parts ?? []).map((q) => [`  ${q.name}`, formatDuration(q.wallMs), cpuOf(q)])]),
    ['ready (phases overlap)', formatDuration(totalMs), totalCpu],
  ]);
}
