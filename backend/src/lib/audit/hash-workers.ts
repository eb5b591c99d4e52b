/**
 * Where verification recomputes hashes (ADR 0081): in its own thread, or spread over worker threads while its
 * thread reads the next pages (a long chain: canonical JSON and SHA-256 are about half of the work). Workers that
 * cannot start (a runtime without tsx's loader for the .ts worker) leave the work in the verifier's thread.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { firstChanged, type StoredRow } from './stored-rows';

export interface HashChecker {
  /** The index of the first row whose hash does not recompute, or -1. */
  check(rows: StoredRow[]): Promise<number>;
  close(): Promise<void>;
}

export const inThisThread: HashChecker = { check: async (rows) => firstChanged(rows), close: async () => undefined };

/** The worker's module; under tsx (the backend runs its TypeScript through it) the worker registers tsx first. */
function workerSource(): { source: string | URL; eval: boolean } {
  const url = new URL(`./verify-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);
  if (!url.pathname.endsWith('.ts')) return { source: url, eval: false };
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  return { source: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`, eval: true };
}

function startWorker(): Promise<Worker> {
  const { source, eval: evaluated } = workerSource();
  const worker = new Worker(source, { eval: evaluated });
  return new Promise((resolve, reject) => {
    const failed = (error: unknown) => { void worker.terminate(); reject(error instanceof Error ? error : new Error(String(error))); };
    worker.once('error', failed);
    worker.once('message', (message: { ready?: boolean }) => {
      worker.off('error', failed);
      if (message.ready) resolve(worker);
      else failed(new Error('verification worker: unexpected first message'));
    });
  });
}

/** `count` worker threads that check pages in turn (the least busy first); falls back to this thread if none starts. */
export async function workerThreads(count: number): Promise<HashChecker> {
  const started = await Promise.allSettled(Array.from({ length: count }, startWorker));
  const workers = started.flatMap((s) => (s.status === 'fulfilled' ? [{ worker: s.value, pending: new Map<number, { resolve: (n: number) => void; reject: (e: Error) => void }>() }] : []));
  if (workers.length === 0) return inThisThread;
  for (const w of workers) {
    w.worker.on('message', ({ id, changed }: { id: number; changed: number }) => { w.pending.get(id)?.resolve(changed); w.pending.delete(id); });
    w.worker.on('error', (error) => { for (const p of w.pending.values()) p.reject(error); w.pending.clear(); });
  }
  let nextId = 0;
  return {
    check: (rows) => new Promise((resolve, reject) => {
      const w = workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = nextId++;
      w.pending.set(id, { resolve, reject });
      w.worker.postMessage({ id, rows });
    }),
    close: async () => { await Promise.all(workers.map((w) => w.worker.terminate())); },
  };
}
