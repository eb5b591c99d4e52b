// The backend compiled to JavaScript (ADR 0096): `npm start` and the image run `node dist/main.js`, no TypeScript
// loader at run time. One esbuild bundle per entry (the workspace's own TypeScript, `@portal/contracts`, is bundled
// in; every npm dependency stays an import of node_modules), source maps beside them. The audit's verification
// worker is its own entry next to main.js: `hash-workers.ts` starts `./verify-worker.js` from the bundle's folder.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

const started = Date.now();
rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    'verify-worker': 'src/lib/audit/verify-worker.ts',
    'seed-cli': 'src/db/seed-cli.ts',
    'audit-verify-cli': 'src/db/audit-verify-cli.ts',
    'setup-cli': 'src/db/setup-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  // No shared chunks: every bundle sits in dist/, so `config.ts`'s BACKEND_DIR (the folder above the module) is backend/.
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Packages' own subpaths (`drizzle-orm/pg-core`, `oidc-provider/...`) stay external with their package.
  // esbuild itself: only the backend run from source bundles the payment page's script with it (page-script.ts).
  external: [...external.flatMap((name) => [name, `${name}/*`]), 'esbuild'],
  // A CommonJS `require` for the bundled code that still calls it (ESM output has none).
  banner: { js: "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);" },
  logLevel: 'warning',
  // payment-settings reads the contracts' namespace through `.default ?? module` (a tsx interop shim): undefined here, and meant.
  logOverride: { 'import-is-undefined': 'silent' },
});
// The public payment page's script (ADR 0108): for the browser, minified, at most 60 KB (scripts/lib/pay-page-budget.mjs).
await build({
  absWorkingDir: here, entryPoints: { 'pay-page': 'pay-page/pay-page.ts' }, outdir: 'dist', bundle: true, minify: true,
  format: 'iife', target: 'es2020', platform: 'browser', logLevel: 'warning',
});
console.log(`backend compiled to dist/ in ${Date.now() - started} ms`);
