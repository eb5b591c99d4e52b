// The short table `npm start` prints once ready: each phase's wall time and CPU seconds (ADR 0121). Phases overlap (the
// backend's first start runs beside the build, two builds run at once), so the wall times add up to more than the total.
import { formatDuration, table } from './log.mjs';

/** phases: [{ name, wallMs, cpu }] in the order they ended (a total's indented parts before it); totalMs: until ready. */
export function phaseTable(ended, totalMs) {
  // A total first, then its parts (indented) under it.
  const phases = [];
  for (const p of ended) {
    if (p.name.startsWith('  ')) continue;
    const partsAt = ended.indexOf(p);
    let first = partsAt;
    while (first > 0 && ended[first - 1].name.startsWith('  ')) first--;
    phases.push(p, ...ended.slice(first, partsAt));
  }
  const cpuOf = (p) => (p.cpu === undefined ? '-' : p.cpu.toFixed(1));
  // The builds' total covers its indented rows: it is not added again.
  const counted = phases.filter((p) => !p.name.startsWith('  '));
  const known = counted.filter((p) => p.cpu !== undefined);
  const totalCpu = known.length ? known.reduce((sum, p) => sum + p.cpu, 0).toFixed(1) : '-';
  return table([
    ['Phase', 'Wall', 'CPU s'],
    ...phases.map((p) => [p.name, formatDuration(p.wallMs), cpuOf(p)]),
    ['ready (phases overlap)', formatDuration(totalMs), totalCpu],
  ]);
}
