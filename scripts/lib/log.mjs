/** Small console helpers: headers and durations that read the same in a terminal and in CI logs. */

export function formatDuration(ms) {
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  if (s < 59.95) return `${s.toFixed(1)} s`;
  // Rounded to whole seconds first, so that 29 min 59.6 s reads 30 min 0 s, not 29 min 60 s.
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
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
