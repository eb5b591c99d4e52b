// Every backend test file in one process (see ADR 0038): the app, tsx's compiled modules and PGlite's
// WebAssembly are loaded once instead of once per file. Each file's describe() keeps its own server.
// BACKEND_TEST_SET=embedded runs only the files marked EMBEDDED_MARK (ADR 0059): `npm test` runs the whole
// suite on PostgreSQL and, on embedded PGlite, the files whose code behaves differently there.
import assert, { AssertionError } from 'node:assert';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The first-line comment of a test file that also runs on PGlite when the suite's full run is on PostgreSQL. */
const EMBEDDED_MARK = '// Also on embedded PGlite:';
/**
 * Files whose time is far above what their size says: a factor on their size. The isolation walk takes a minute for
 * 5 KB; weighed three times its size, the two shards' measured times on PostgreSQL were 285 s and 279 s (session 28).
 * Its calls went in process and it took half as long (session 50), but three still balances the shards best: from each
 * file's measured time, 185 s and 179 s (1.5 times its size: 165 s and 199 s, and a run measured 171 s and 207 s).
 */
const HEAVY_FOR_THEIR_SIZE: Record<string, number> = { 'cross-scope-walk.test.ts': 3 };

// A failing assert.ok without a message makes node read the test file to quote the expression; on this TypeScript
// source that parse can spin for minutes (a lookups test held the PostgreSQL step to its 10-minute ceiling instead of
// failing). The stack names the file and line anyway.
function ok(value: unknown, message?: string | Error): asserts value {
  if (value) return;
  if (message instanceof Error) throw message;
  throw new AssertionError({ message: message ?? `The value is ${String(value)} (assert.ok)`, actual: value, expected: true, operator: '==', stackStartFn: ok });
}
assert.ok = ok;
assert.strict.ok = ok;

// Passwords hashed at scrypt's lowest allowed cost (PASSWORD_SCRYPT_N, ADR 0134): the suite hashes or checks one 445
// times (the office of 200 in sign-in-limits.test.ts alone over 200), 45 ms of a core each at the default cost.
// password.test.ts sets its own costs.
process.env.PASSWORD_SCRYPT_N ??= '1024';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const embeddedOnly = process.env.BACKEND_TEST_SET === 'embedded';
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.includes(f))
  .filter((f) => !embeddedOnly || readFileSync(path.join(dir, f), 'utf8').startsWith(EMBEDDED_MARK))
  .sort();
if (embeddedOnly) console.log(`embedded PGlite: ${files.length} test files marked "${EMBEDDED_MARK}" (the whole suite runs on PostgreSQL)`);
const shard = parseShard(process.env.BACKEND_TEST_SHARD);
const mine = shard ? shardFiles(files, shard) : files;
if (shard) console.log(`shard ${shard.index}/${shard.count}: ${mine.length} of ${files.length} test files`);
for (const file of mine) await import(pathToFileURL(path.join(dir, file)).href);

/** BACKEND_TEST_SHARD=i/n (1-based): this process runs the i-th of n parts of the suite (`npm test` runs PostgreSQL's in two). */
function parseShard(value: string | undefined): { index: number; count: number } | null {
  if (!value) return null;
  const m = /^(\d+)\/(\d+)$/.exec(value);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > Number(m[2])) throw new Error(`BACKEND_TEST_SHARD must be i/n with 1 <= i <= n, not "${value}"`);
  return { index: Number(m[1]), count: Number(m[2]) };
}

/**
 * The files of one shard: largest first, each to the lightest shard so far, the file's size standing for its time
 * (the same on every machine, so the shards together run every file once).
 */
function shardFiles(all: string[], { index, count }: { index: number; count: number }): string[] {
  const weights = new Map(all.map((f) => [f, readFileSync(path.join(dir, f), 'utf8').length * (HEAVY_FOR_THEIR_SIZE[f] ?? 1)]));
  const weight = (f: string) => weights.get(f)!;
  const shards = Array.from({ length: count }, () => ({ weight: 0, files: [] as string[] }));
  for (const f of [...all].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((min, s) => (s.weight < min.weight ? s : min));
    lightest.weight += weight(f);
    lightest.files.push(f);
  }
  return shards[index - 1]!.files.sort();
}
