// Every backend test file in one process (see ADR 0038): the app, tsx's compiled modules and PGlite's
// WebAssembly are loaded once instead of once per file. Each file's describe() keeps its own server.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir).filter((f) => f.endsWith('.test.ts')).filter((f) => only.length === 0 || only.includes(f)).sort();
for (const file of files) await import(pathToFileURL(path.join(dir, file)).href);
