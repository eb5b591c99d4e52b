/**
 * Export figures (issue 10 deliverable 4, ADR 0045), run by `npm run bench -- --only=export`
 * (scripts/lib/bench-export.mjs): seeds about ROWS transactions (bench-server.ts), then exports the platform
 * lookup's Test rows of every tenant (about two thirds of the table) twice: answered at once as a streamed file
 * (the row limit lifted for the measure; a tenth of them first, to compare the peaks), and as the background job
 * the limit sends it to, then downloaded through its notification. Prints JSON: rows, time, bytes and the server process's peak RSS, heap used and live heap (after a forced
 * collection, sampled).
 * The HTTP client runs in a worker thread and throws the bytes away as they come.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { DEFAULT_TRANSACTION_COLUMNS, TRANSACTION_PATHS, type Notification, type TransactionExportJob } from '@portal/contracts';
import { arg, startBenchServer } from './bench-server';

const ROWS = arg('rows', 1_500_000);
const SAMPLE_MS = 20;
/** How often the live heap is taken: a full collection each time (tens of ms on a heap of 100-200 MB). */
const LIVE_SAMPLE_MS = 500;

/**
 * A full, synchronous garbage collection: `gc` when node runs with --expose-gc, else
 * exposed for this process at run time.
 */
const collect: () => void = (globalThis as { gc?: () => void }).gc ?? (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

/**
 * Peak RSS and heap of this process while `work` runs (sampled every SAMPLE_MS, and once at the end), and its
 * live heap: what stays after a full collection (before the work, then every LIVE_SAMPLE_MS and at the end).
 * The heap used includes garbage V8 has not collected yet (it collects lazily while memory is free); the live
 * heap is what the export holds.
 */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; startRssMb: number; peakRssMb: number; startHeapMb: number; peakHeapMb: number; startLiveMb: number; peakLiveMb: number; liveSamples: number }> {
  const mb = (n: number) => Math.round(n / 1_048_576);
  collect();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  let peakLive = start.heapUsed;
  let liveSamples = 0;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const sampleLive = () => {
    sample();
    collect();
    liveSamples += 1;
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  const liveTimer = setInterval(sampleLive, LIVE_SAMPLE_MS);
  const t0 = performance.now();
  try {
    const result = await work();
    const ms = Math.round(performance.now() - t0);
    sampleLive();
    return { result, ms, startRssMb: mb(start.rss), peakRssMb: mb(peakRss), startHeapMb: mb(start.heapUsed), peakHeapMb: mb(peakHeap), startLiveMb: mb(start.heapUsed), peakLiveMb: mb(peakLive), liveSamples };
  } finally {
    clearInterval(timer);
    clearInterval(liveTimer);
  }
}

/** GETs `url` in a worker thread, counting bytes and lines of the body as they stream in. */
function download(url: string, bearer: string, mode: string): Promise<{ status: number; bytes: number; lines: number; contentType: string; body?: string }> {
  const code = `
    const { workerData, parentPort } = require('node:worker_threads');
    (async () => {
      const res = await fetch(workerData.url, { headers: { authorization: 'Bearer ' + workerData.bearer, mode: workerData.mode } });
      const contentType = res.headers.get('content-type') || '';
      if (contentType.includes('json')) return parentPort.postMessage({ status: res.status, bytes: 0, lines: 0, contentType, body: await res.text() });
      let bytes = 0, lines = 0;
      for await (const chunk of res.body) { bytes += chunk.length; for (const b of chunk) if (b === 10) lines++; }
      parentPort.postMessage({ status: res.status, bytes, lines, contentType });
    })().catch((e) => parentPort.postMessage({ status: -1, bytes: 0, lines: 0, contentType: String(e) }));`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { url, bearer, mode } });
    worker.once('message', (m) => { resolve(m); void worker.terminate(); });
    worker.once('error', reject);
  });
}

async function main() {
  const bench = await startBenchServer(ROWS);
  const { origin, server } = bench;
  // A token of its own for each call: at 10 M on a busy machine one export can outlast a token's hour.
  const platform = () => bench.token('platform@demo.test');
  const query = new URLSearchParams({ timezoneOffset: '-60' });
  for (const c of DEFAULT_TRANSACTION_COLUMNS.platform) query.append('columns', c);
  const exportUrl = `${origin}/svc/merchant/${TRANSACTION_PATHS.platformList}/csv?${query}`;
  const figures: Array<Record<string, unknown>> = [];

  // 1. Answered at once: the file streamed from keyset pages to the client; first a tenth of the rows (the last
  // tenth of the seed's days: 9 of 90), so the peaks show whether memory grows with the size of the export.
  server.config.exportSyncLimit = Number.MAX_SAFE_INTEGER;
  const tenth = new URLSearchParams(query);
  const tenthDays = Math.max(1, Math.round(server.config.seedDays / 10));
  tenth.set('from', new Date(Date.now() - tenthDays * 86_400_000).toISOString());
  const small = await measured(async () => download(`${exportUrl.split('?')[0]}?${tenth}`, await platform(), 'Test'));
  figures.push({ name: `streamed answer (200), the last ${tenthDays} days`, rows: small.result.lines - 1, mb: Math.round(small.result.bytes / 1_048_576), ...strip(small) });
  const direct = await measured(async () => download(exportUrl, await platform(), 'Test'));
  if (direct.result.status !== 200) throw new Error(`direct export answered ${direct.result.status}`);
  figures.push({ name: 'streamed answer (200)', rows: direct.result.lines - 1, mb: Math.round(direct.result.bytes / 1_048_576), ...strip(direct) });

  // 2. The background job: 202, the job writes the file in pieces and notifies; then the download through it.
  server.config.exportSyncLimit = 10_000;
  const ran = await measured(async () => {
    const queued = await download(exportUrl, await platform(), 'Test');
    if (queued.status !== 202) throw new Error(`export above the limit answered ${queued.status}`);
    const job = JSON.parse(queued.body!) as TransactionExportJob;
    const outcome = await server.jobs.settled(job.jobId);
    if (!outcome.ok) throw new Error(`export job failed: ${outcome.error}`);
    return job;
  });
  const job = ran.result;
  figures.push({ name: 'background job (202, file stored in pieces)', rows: direct.result.lines - 1, ...strip(ran) });
  const list = await fetch(`${origin}/svc/merchant/api/v1/v1/api/in-app-notifications?pageSize=10`, { headers: { authorization: `Bearer ${await platform()}` } });
  const note = ((await list.json()) as { data: Notification[] }).data.find((n) => n.description === job.fileName);
  if (!note?.objectUrl) throw new Error('no ReportGenerated notification for the job');
  const fetched = await measured(async () => download(`${origin}/svc/merchant/api/v1/${note.objectUrl}`, await platform(), 'Test'));
  figures.push({ name: 'download through the notification', rows: fetched.result.lines - 1, mb: Math.round(fetched.result.bytes / 1_048_576), ...strip(fetched) });

  console.log(JSON.stringify({ kind: server.database.kind, tableRows: bench.rows, perMerchant: bench.perMerchant, seedMs: bench.seedMs, figures }));
  await server.close();
}

const strip = <T extends { result: unknown }>({ result: _result, ...rest }: T) => rest;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
