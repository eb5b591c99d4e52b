/**
 * The payment page's script: `build.mjs` compiles page/pay-page.ts to dist/pay-page.js with the backend; when the
 * backend runs from source (tsx: development, tests) esbuild, a development dependency, bundles it once on first use.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BACKEND_DIR } from '../../config';

let cached: Promise<string> | undefined;

export const PAY_SCRIPT_ENTRY = path.join(BACKEND_DIR, 'pay-page', 'pay-page.ts');

export function payPageScript(): Promise<string> {
  cached ??= (async () => {
    const built = path.join(BACKEND_DIR, 'dist', 'pay-page.js');
    if (existsSync(built) && !existsSync(PAY_SCRIPT_ENTRY)) return readFileSync(built, 'utf8');
    if (existsSync(built) && process.env.NODE_ENV === 'production') return readFileSync(built, 'utf8');
    const { build } = await import('esbuild');
    const out = await build({ entryPoints: [PAY_SCRIPT_ENTRY], bundle: true, minify: true, format: 'iife', target: 'es2020', platform: 'browser', write: false, logLevel: 'warning' });
    return out.outputFiles[0]!.text;
  })();
  return cached;
}
