// The brotli copies `npm start` leaves for after the portal answers (ADR 0121): its build writes the gzip copies only
// (PORTAL_PRECOMPRESS=gzip) and marks the build stamp `brotli: 'pending'`; finishPrecompression() writes them with the
// build's own settings (@portal/mf-config's precompression.js) and marks the stamp done. Until then the backend sends
// the gzip copies. A start stopped before it ended, or `npm test` on that build, finishes them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { readStamp, writeStamp } from './stamps.mjs';
import { formatDuration, info } from './log.mjs';

const require = createRequire(import.meta.url);

/** The dist/ folders of host and remotes. */
function distFolders(root) {
  const remotes = path.join(root, 'remotes');
  const apps = [path.join(root, 'host'), ...(fs.existsSync(remotes) ? fs.readdirSync(remotes).map((name) => path.join(remotes, name)) : [])];
  return apps.map((dir) => path.join(dir, 'dist')).filter((dist) => fs.existsSync(dist));
}

/**
 * Writes the brotli copies when the last build left them pending; resolves with what it did (or null: nothing to do).
 * `signal` stops it between two files (the stamp then stays pending). `onPhase({ name, wallMs, cpu })` hears its time.
 */
export async function finishPrecompression({ root = ROOT, signal, onPhase = () => {} } = {}) {
  const stamp = readStamp('build');
  if (stamp?.brotli !== 'pending') return null;
  const { precompressFolder } = require(path.join(root, 'shared', 'mf-config', 'src', 'precompression.js'));
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  const total = { files: 0, written: 0, bytesIn: 0, bytesOut: 0 };
  for (const dist of distFolders(root)) {
    const done = await precompressFolder(dist, { signal });
    for (const key of Object.keys(total)) total[key] += done[key];
    if (signal?.aborted) return null;
  }
  // A build that ran meanwhile wrote its own stamp: only the build these copies belong to is marked.
  if (readStamp('build')?.inputs === stamp.inputs) writeStamp('build', { ...stamp, brotli: 'done' });
  const cpu = process.cpuUsage(cpuBefore);
  const result = { ...total, wallMs: Date.now() - started, cpu: (cpu.user + cpu.system) / 1e6 };
  onPhase({ name: 'brotli copies', wallMs: result.wallMs, cpu: result.cpu });
  info(`brotli copies of ${result.written} files written in ${formatDuration(result.wallMs)} (${result.cpu.toFixed(1)} CPU s): ${(result.bytesIn / 1024 / 1024).toFixed(1)} MB -> ${(result.bytesOut / 1024 / 1024).toFixed(1)} MB`);
  return result;
}
