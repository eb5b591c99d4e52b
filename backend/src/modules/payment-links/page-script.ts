/**
 * The payment page's script: `build.mjs` compiles pay-page/pay-page.ts to dist/pay-page.js beside dist/main.js, which
 * the compiled backend serves; the backend run from source (tsx: development, tests) bundles the source once with
 * esbuild (a development dependency, never in the compiled bundle), so it always serves what it runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKEND_DIR } from '../../config';

let cached: Promise<string> | undefined;

export const PAY_SCRIPT_ENTRY = path.join(BACKEND_DIR, 'pay-page', 'pay-page.ts');
const BUILT = path.join(BACKEND_DIR, 'dist', 'pay-page.js');
const COMPILED = fileURLToPath(import.meta.url).startsWith(path.join(BACKEND_DIR, 'dist') + path.sep);

export function payPageScript(): Promise<string> {
  cached ??= (async () => {
    if (COMPILED) return readFileSync(BUILT, 'utf8');
    const esbuild = 'esbuild';
    const { build } = await import(/* not bundled */ esbuild) as typeof import('esbuild');
    const out = await build({ entryPoints: [PAY_SCRIPT_ENTRY], bundle: true, minify: true, format: 'iife', target: 'es2020', platform: 'browser', write: false, logLevel: 'warning' });
    return out.outputFiles[0]!.text;
  })();
  return cached;
}
