import { Worker } from 'node:worker_threads';
import { TRANSACTION_PATHS } from '@portal/contracts';
import { startBenchServer } from './bench-server';
async function main() {
  const bench = await startBenchServer(Number(process.env.ROWS ?? 20000));
  const tenant = await bench.token('tenant@demo.test');
  const today = new Date(new Date().setUTCHours(0, 0, 0, 0));
  const tomorrow = new Date(today.getTime() + 86400000).toISOString();
  const path = process.env.WHAT === 'baseline' ? `${TRANSACTION_PATHS.tenantColumns}?` : `${TRANSACTION_PATHS.tenantList}?from=${today.toISOString()}&to=${tomorrow}`;
  const url = `${bench.origin}/svc/merchant/${path}`;
  const code = `const { workerData, parentPort } = require('node:worker_threads');
    (async () => { let left = workerData.n; const t0 = performance.now();
      await Promise.all(Array.from({ length: 8 }, async () => { while (left-- > 0) { const r = await fetch(workerData.url, { headers: { authorization: 'Bearer ' + workerData.b, mode: 'Live' } }); await r.json(); } }));
      parentPort.postMessage(performance.now() - t0); })();`;
  const run = (n: number) => new Promise<number>((resolve) => { const w = new Worker(code, { eval: true, workerData: { url, b: tenant, n } }); w.once('message', (m) => { resolve(m); void w.terminate(); }); });
  await run(200);
  const { Session } = await import('node:inspector/promises');
  const session = new Session(); session.connect();
  await session.post('Profiler.enable'); await session.post('Profiler.start');
  const ms = await run(Number(process.env.N ?? 2000));
  const { profile } = await session.post('Profiler.stop');
  (await import('node:fs')).writeFileSync('/tmp/server.cpuprofile', JSON.stringify(profile));
  console.log('requests/s', (Number(process.env.N ?? 2000) / ms * 1000).toFixed(0));
  await bench.server.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
