/** Small console helpers: headers and durations that read the same in a terminal and in CI logs. */

export function formatDuration(ms) {
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  return `${m} min ${Math.round(s - m * 60)} s`;
}

export function header(title) {
  const line = '='.repeat(Math.max(8, 72 - title.length - 4));
  console.log(`\n== ${title} ${line}`);
}

export function info(message) {
  console.log(`[portal] ${message}`);
}

/** A plain text table: rows of cells, first row is the heading. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? '').length)));
  const fmt = (r) => r.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ').trimEnd();
  const out = [fmt(rows[0]), widths.map((w) => '-'.repeat(w)).join('  ')];
  for (const r of rows.slice(1)) out.push(fmt(r));
  return out.join('\n');
}
