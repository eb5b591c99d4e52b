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

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const embeddedOnly = process.env.BACKEND_TEST_SET === 'embedded';
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.includes(f))
  .filter((f) => !embeddedOnly || readFileSync(path.join(dir, f), 'utf8').startsWith(EMBEDDED_MARK))
  .sort();
if (embeddedOnly) console.log(`embedded PGlite: ${files.length} test files marked "${EMBEDDED_MARK}" (the whole suite runs on PostgreSQL)`);
for (const file of files) await import(pathToFileURL(path.join(dir, file)).href);
