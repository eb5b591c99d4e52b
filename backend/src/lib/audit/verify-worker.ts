/** A verification worker thread (hash-workers.ts): answers each page of stored events with the index of its first changed one. */
import { parentPort } from 'node:worker_threads';
import { firstChanged, type StoredRow } from './stored-rows';

parentPort!.on('message', ({ id, rows }: { id: number; rows: StoredRow[] }) => {
  parentPort!.postMessage({ id, changed: firstChanged(rows) });
});
parentPort!.postMessage({ ready: true });
