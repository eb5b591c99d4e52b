import { Worker } from 'node:worker_threads';
import { TRANSACTION_PATHS } from '@portal/contracts';
import { startBenchServer } from './bench-server';
async function main() {
  const bench = await startBenchServer(20000);
  const tenant = await bench.token('tenant@demo.test');
  const url = `${bench.origin}/svc/merchant/${TRANSACTION_PATHS.tenantColumns}`;
  const code = `const { workerData, parentPort } = require('node:worker_threads'); const fs = require('node:fs'); const http = require('node:http');
    const cpu = () => { const s = fs.readFileSync('/proc/thread-self/stat', 'utf8'); const [u, st] = s.slice(s.lastIndexOf(')') + 2).split(' ').slice(11, 13).map(Number); return (u + st) * 10; };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const viaHttp = (url, headers) => new Promise((resolve, reject) => { const req = http.get(url, { agent, headers }, (res) => { const chunks = []; res.on('data', (c) => chunks.push(c)); res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) })); }); req.on('error', reject); });
    const viaFetch = async (url, headers) => { const r = await fetch(url, { headers }); return { status: r.status, body: await r.json() }; };
    (async () => { const headers = { authorization: 'Bearer ' + workerData.b, mode: 'Live' }; const out = {};
      for (const [name, f] of [['fetch', viaFetch], ['http', viaHttp], ['fetch', viaFetch], ['http', viaHttp]]) {
        let left = 100; await Promise.all(Array.from({ length: 8 }, async () => { while (left-- > 0) await f(workerData.url, headers); }));
        left = 1000; const c0 = cpu(); const t0 = performance.now();
        await Promise.all(Array.from({ length: 8 }, async () => { while (left-- > 0) await f(workerData.url, headers); }));
        (out[name] ??= []).push({ cpuPerReq: (cpu() - c0) / 1000, msPerReq: (performance.now() - t0) / 1000 });
      }
      parentPort.postMessage(out); })();`;
  const out = await new Promise((resolve) => { const w = new Worker(code, { eval: true, workerData: { url, b: tenant } }); w.once('message', (m) => { resolve(m); void w.terminate(); }); w.once('error', (e) => { console.error(e); resolve(null); }); });
  console.log(JSON.stringify(out));
  await bench.server.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
